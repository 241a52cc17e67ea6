// The world's side of the Three Loaders article's loads: the simulated network (late, out-of-order and
// unanswered responses), the refresh control (fires on release past the threshold), the page
// API the load logic uses (banner, append, reset) and the events the checker reads.

import Foundation
import Testing

@testable import ScrollSim

@Suite("Loads in the world")
struct LoadsWorldTests {
  // MARK: - Off by default

  @Test("a world without loads has no load state, ignores load steps and attaches no load logic")
  func offByDefault() {
    let loads = RecordingLoads()
    let world = PageWorld(config: WorldConfig(), coordinator: ScriptedCoordinator(), loads: loads)
    #expect(world.loads == nil && world.loadController == nil)
    world.play([.requestSlots, .respond(load: .slots, afterFrames: 0, outcome: .success, slotHeight: 10), .wait(frames: 3)])
    #expect(loads.log.isEmpty)
    #expect(world.config.headerHeight == 300)
  }

  // MARK: - Network

  @Test("a response arrives afterFrames after its step, at a frame's start; 0 means the step's own frame")
  func arrivalFrames() {
    let loads = RecordingLoads()
    loads.onSlotsWanted = { _ = $0.send(.slots, forList: 0, page: 0, tag: 7) }
    let world = TestWorld.withLoads(loads)
    world.play([.requestSlots, .respond(load: .slots, afterFrames: 5, outcome: .success, slotHeight: nil)])  // frames 0-1
    world.play([.wait(frames: 4)])  // frames 2-5
    #expect(loads.received.isEmpty && world.loads?.network.inTransit.count == 1)
    world.play([.wait(frames: 1)])  // frame 6 = 1 + 5
    #expect(loads.received.map(\.request.tag) == [7])
    #expect(world.loads?.network.inTransit.isEmpty == true)

    let atOnce = RecordingLoads()
    atOnce.onSlotsWanted = { _ = $0.send(.slots, forList: 0, page: 0, tag: 8) }
    let world2 = TestWorld.withLoads(atOnce)
    world2.play([.requestSlots, .respond(load: .slots, afterFrames: 0, outcome: .failure, slotHeight: 5)])
    #expect(atOnce.received.map(\.outcome) == [.failure])
    #expect(world2.frameCount == 2)
  }

  @Test("respond answers the oldest request of its kind that has no answer yet; delays reorder arrivals")
  func oldestFirstAndReordering() {
    let loads = RecordingLoads()
    var tag: UInt64 = 0
    loads.onSlotsWanted = { page in
      tag += 1
      _ = page.send(.slots, forList: 0, page: 0, tag: tag)
    }
    let world = TestWorld.withLoads(loads)
    world.play([
      .requestSlots, .requestSlots, .requestSlots,
      .respond(load: .slots, afterFrames: 20, outcome: .success, slotHeight: nil),  // answers #1, late
      .respond(load: .slots, afterFrames: 1, outcome: .success, slotHeight: nil),  // answers #2, early
      .respond(load: .nextPage, afterFrames: 0, outcome: .success, slotHeight: nil),  // nothing awaits: ignored
      .wait(frames: 30),
    ])
    #expect(loads.received.map(\.request.id) == [2, 1])
    #expect(world.loads?.network.awaiting.map(\.id) == [3])
  }

  @Test("only successful slots and refresh responses carry a banner height")
  func slotHeightOnlyWhereItMeans() {
    var network = SimNetwork()
    _ = network.send(.nextPage, list: 0, page: 2, tag: 1, frame: 0)
    _ = network.send(.slots, list: 0, page: 0, tag: 2, frame: 0)
    _ = network.send(.refresh, list: 0, page: 1, tag: 3, frame: 0)
    _ = network.schedule(.nextPage, afterFrames: 0, outcome: .success, slotHeight: 100, now: 0)
    _ = network.schedule(.slots, afterFrames: 0, outcome: .failure, slotHeight: 100, now: 0)
    _ = network.schedule(.refresh, afterFrames: 0, outcome: .success, slotHeight: 100, now: 0)
    #expect(network.takeArrivals(by: 0).map(\.slotHeight) == [nil, nil, 100])
    #expect(!network.hasArrivals(by: .max - 1))
  }

  // MARK: - Refresh control

  @Test("the refresh control fires when the container is released pulled at least the threshold past its top")
  func refreshControlThreshold() {
    for (pull, fires) in [(40.0, false), (400.0, true)] {
      let loads = RecordingLoads()
      let world = TestWorld.withLoads(loads)
      world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: pull, frames: 10)])
      #expect(!loads.log.contains("refresh"))
      world.play([.lift(vx: 0, vy: 0)])
      #expect(loads.log.contains("refresh") == fires, "pull \(pull)")
    }
  }

  @Test("a container that is not being dragged never fires it, however far it sits past its top")
  func refreshControlNeedsTheFinger() {
    let loads = RecordingLoads()
    let world = TestWorld.withLoads(loads)
    world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: 400, frames: 10), .lift(vx: 0, vy: 0)])
    #expect(loads.log.filter { $0 == "refresh" }.count == 1)
    world.play([.touchDown(x: 10, y: 10), .lift(vx: 0, vy: 0), .wait(frames: 200)])
    #expect(loads.log.filter { $0 == "refresh" }.count == 1)
  }

  // MARK: - Callbacks

  @Test("the loads hear each scroll callback after the coordinator")
  func callbackOrder() {
    let loads = RecordingLoads()
    let coordinator = ScriptedCoordinator()
    loads.coordinatorCallsSeen = { coordinator.outerScrolls }
    let world = TestWorld.withLoads(loads, coordinator: coordinator)
    world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: -100, frames: 4), .lift(vx: 0, vy: 0)])
    #expect(loads.log.contains("container"))
    #expect(loads.containerCallbacksAfterCoordinator == Array(1...loads.containerCallbacksAfterCoordinator.count))
    world.play([.touchDown(x: 200, y: 700), .move(dx: 0, dy: -100, frames: 4), .lift(vx: 0, vy: 0)])
    #expect(loads.log.contains("content0"))
  }

  @Test("ownership comes from a load-aware coordinator, else from the header having scrolled away")
  func ownership() {
    let world = TestWorld.withLoads(RecordingLoads())
    #expect(!world.contentOwnsScrolling)
    world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: -400, frames: 10), .lift(vx: 0, vy: 0)])
    #expect(world.outerView.position >= world.maxOffsetY - offsetTolerance)
    #expect(world.contentOwnsScrolling)

    let aware = AwareCoordinator()
    let awareWorld = PageWorld(config: TestWorld.withLoads(RecordingLoads()).config, coordinator: aware, loads: RecordingLoads())
    #expect(!awareWorld.contentOwnsScrolling)
    aware.contentOwnsScrolling = true
    #expect(awareWorld.contentOwnsScrolling)
  }

  // MARK: - Page API

  @Test("a next page appends pageHeight of content and counts the page; a refresh goes back to page one")
  func appendAndReset() throws {
    let loads = RecordingLoads()
    loads.onSlotsWanted = { _ = $0.send(.nextPage, forList: 0, page: 2, tag: 1) }
    loads.onReceive = { page, response in
      if response.request.kind == .nextPage { page.appendPage(from: response) } else { page.resetToFirstPage(from: response) }
    }
    loads.onRefresh = { _ = $0.send(.refresh, forList: 0, page: 1, tag: 2) }
    let world = TestWorld.withLoads(loads) { $0.loads?.pageHeight = 500 }
    world.play([.requestSlots, .respond(load: .nextPage, afterFrames: 0, outcome: .success, slotHeight: nil)])
    #expect(world.loadedPages(ofList: 0) == 2)
    #expect(world.simList(0)?.contentSize.height == 3500)
    let appended = try #require(world.loads?.events.last)
    #expect(appended == .appended(source: world.loads!.network.sent[0], pagesBefore: 1))
    #expect(!world.facts.isLayoutFrame, "appending rows moves nothing, so the frame keeps its motion rules")

    world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: 300, frames: 10), .lift(vx: 0, vy: 0)])
    world.play([.respond(load: .refresh, afterFrames: 0, outcome: .success, slotHeight: nil)])
    #expect(world.loadedPages(ofList: 0) == 1)
    #expect(world.simList(0)?.contentSize.height == 3000)
    #expect(world.facts.isLayoutFrame)
  }

  @Test("a banner height is a header relayout, recorded with the moment it landed in")
  func bannerHeight() throws {
    let loads = RecordingLoads()
    loads.onSlotsWanted = { _ = $0.send(.slots, forList: 0, page: 0, tag: 1) }
    loads.onReceive = { page, response in page.applyBannerHeight(response.slotHeight ?? 0, from: response) }
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.withLoads(loads, coordinator: coordinator)
    let reloads = coordinator.reloads
    world.play([.requestSlots, .respond(load: .slots, afterFrames: 0, outcome: .success, slotHeight: 420)])
    #expect(world.config.headerHeight == 420)
    #expect(world.maxOffsetY == 317)
    #expect(coordinator.reloads == reloads + 1)
    #expect(world.facts.isLayoutFrame)
    let event = try #require(world.loads?.events.last)
    guard case .bannerResized(let from, let to, _, let moment) = event else {
      Issue.record("expected a banner event, got \(event)")
      return
    }
    #expect(from == 300 && to == 420 && !moment.contentOwnsScrolling && moment.containerDistanceFromTop == 0)
  }

  @Test("every request, cancellation and delivery is an event of its frame, with the moment it was sent in")
  func events() {
    let loads = RecordingLoads()
    loads.onSlotsWanted = { page in
      let request = page.send(.slots, forList: 0, page: 0, tag: 1)
      page.cancel(request)
    }
    let world = TestWorld.withLoads(loads)
    world.play([.requestSlots])
    let sent = world.loads!.network.sent[0]
    #expect(sent.page == 0 && sent.sentAtFrame == 0 && sent.id == 1)
    #expect(
      world.loads?.events == [
        .sent(sent, LoadMoment(contentOwnsScrolling: false, containerDistanceFromTop: 0)), .cancelled(sent),
      ])
    world.play([.wait(frames: 1)])
    #expect(world.loads?.events.isEmpty == true, "events belong to the frame they happened in")
  }
}

/// A scripted coordinator that also says who owns the pan.
private final class AwareCoordinator: LoadAwareCoordinator {
  var contentOwnsScrolling = false
  func attach(to page: any NestedPage) {}
  func listDidLoad(at index: Int) {}
  func outerDidScroll() {}
  func listDidScroll(at index: Int) {}
  func currentPageDidChange(to index: Int) {}
  func pageDidReload() {}
  func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool { true }
  func pagerShouldBegin(velocity: CGPoint) -> Bool { false }
}
