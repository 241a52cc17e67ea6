// A tiny page-world builder and a frame recorder, so world tests read as
// "given this page, after these steps, expect that".

import Foundation
@testable import ScrollSim

/// What a test wants to know about one frame after it ran.
struct FrameRecord {
  var facts: FrameFacts
  var outerY: Double
  var pagerX: Double
  /// Whether the pager is still moving by itself (snapping or animating) after the frame.
  var pagerMoving: Bool
  /// Each list's offset, `nil` while not created.
  var listYs: [Double?]
  var currentIndex: Int
}

/// Records every frame the world runs.
struct FrameRecorder: FrameObserver {
  var frames: [FrameRecord] = []
  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    frames.append(
      FrameRecord(
        facts: world.facts, outerY: world.outerView.position, pagerX: world.pager.position,
        pagerMoving: world.pager.isMoving,
        listYs: world.lists.map { $0?.position }, currentIndex: world.currentIndex))
    return true
  }
}

/// Builds page worlds with the scripted coordinator.
enum TestWorld {
  /// The default page (393×852, header 300, pin bar 48, safe area 103/34, three lists), changed by `configure`.
  static func make(
    coordinator: ScriptedCoordinator = ScriptedCoordinator(), _ configure: (inout WorldConfig) -> Void = { _ in }
  ) -> PageWorld {
    var config = WorldConfig()
    configure(&config)
    return PageWorld(config: config, coordinator: coordinator)
  }
}

extension PageWorld {
  /// Runs `steps` in order and returns every frame they produced.
  @discardableResult
  func play(_ steps: [Step]) -> [FrameRecord] {
    var recorder = FrameRecorder()
    for (index, step) in steps.enumerated() { run(step, index: index, observer: &recorder) }
    return recorder.frames
  }

  /// The list at `index` as a simulated view (tests need its internals).
  func simList(_ index: Int) -> SimScrollView? { lists[index] }

  /// Where a touch lands on the current page's list, clear of the header and pin bar at any outer offset.
  var listPoint: (x: Double, y: Double) { (config.viewportWidth / 2, config.viewportHeight - 100) }
}
