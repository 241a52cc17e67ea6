// Load logic whose reactions a test sets, recording every call the world makes, so the
// world's side of the loads (network, refresh control, page API) tests without the shipped policy.

import Foundation
import ScrollSim

/// A `PageLoadController` with scripted reactions and a call log.
final class RecordingLoads: PageLoadController {
  private(set) weak var page: (any LoadingPage)?
  /// Every call in order: "refresh", "slots", "container", "content0", "received nextPage#1 success"…
  private(set) var log: [String] = []
  private(set) var received: [NetworkResponse] = []
  /// Runs on each call, so a test can send or apply from inside the world's callbacks.
  var onRefresh: ((any LoadingPage) -> Void)?
  var onSlotsWanted: ((any LoadingPage) -> Void)?
  var onContentScroll: ((any LoadingPage, Int) -> Void)?
  var onReceive: ((any LoadingPage, NetworkResponse) -> Void)?
  /// The coordinator's scroll-callback count when the latest container callback reached the loads.
  var coordinatorCallsSeen: () -> Int = { 0 }
  private(set) var containerCallbacksAfterCoordinator: [Int] = []

  func attach(to page: any LoadingPage) {
    self.page = page
    log.append("attach")
  }
  func refreshControlDidFire() {
    log.append("refresh")
    if let page { onRefresh?(page) }
  }
  func slotsWanted() {
    log.append("slots")
    if let page { onSlotsWanted?(page) }
  }
  func containerDidScroll() {
    log.append("container")
    containerCallbacksAfterCoordinator.append(coordinatorCallsSeen())
  }
  func contentDidScroll(at index: Int) {
    log.append("content\(index)")
    if let page { onContentScroll?(page, index) }
  }
  func didReceive(_ response: NetworkResponse) {
    log.append("received \(response)")
    received.append(response)
    if let page { onReceive?(page, response) }
  }
}

extension TestWorld {
  /// The default page with `loads` on and `controller` attached (one list unless `configure` says otherwise).
  static func withLoads(
    _ controller: RecordingLoads, coordinator: ScriptedCoordinator = ScriptedCoordinator(),
    _ configure: (inout WorldConfig) -> Void = { _ in }
  ) -> PageWorld {
    var config = WorldConfig()
    config.listCount = 1
    config.loads = LoadSettings()
    configure(&config)
    return PageWorld(config: config, coordinator: coordinator, loads: controller)
  }
}
