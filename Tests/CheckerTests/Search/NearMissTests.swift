// Near misses are the targeted search's compass: each measured invariant's smallest margin over a run. Scripted
// runs whose margins are known by construction check the distances themselves; `NearMisses.band`, which decides
// whether a case came a whole band closer, is checked for its shape.

import Checker
import Coordinators
import ScrollSim
import Testing

@MainActor @Suite("Near misses")
struct NearMissTests {
  static let entry = CoordinatorCatalog.entry(named: "offset-lock")!

  /// The default page (header 300, safe area 103: maxOffsetY 197) on a 3x screen.
  static var world: WorldConfig { WorldConfig() }

  static func feedback(_ steps: [Step]) throws -> (RunResult, NearMisses) {
    let result = Runner.run(entry, world: world, steps: steps, options: GuidedSearch.runOptions(for: .targeted))
    let feedback = try #require(result.feedback)
    return (result, feedback.nearMisses)
  }

  @Test("a slow drag on a pinned page's list: no-swallowed-gesture's distance is the finger's speed per frame")
  func slowDragPinned() throws {
    // Pin the header (the outer table stops at maxOffsetY 197, the list takes the rest), then drag 24 pt over 80
    // frames: the list alone follows the finger, 0.3 pt per frame on average (1/3-pt pixels at 3x).
    let (result, misses) = try Self.feedback([
      .touchDown(x: 200, y: 600), .move(dx: 0, dy: -300, frames: 30), .move(dx: 0, dy: -24, frames: 80), .lift(vx: 0, vy: 0),
    ])
    #expect(result.verdict == .pass)
    let distance = misses.distance(to: .noSwallowedGesture)
    #expect(abs(distance - 0.3) < 0.01, "distance \(distance)")
    #expect(misses.step(of: .noSwallowedGesture) == 2, "the slow move is the closest (the first moved 10 pt per frame)")
    // Pinned exactly: the outer sits at maxOffsetY, its margin the tolerance.
    #expect(abs(misses.distance(to: .outerWithinMax) - offsetTolerance) < 1e-9)
    // No pager pan happened: paging-gates had no margin to measure.
    #expect(misses.distance(to: .pagingGates) == .infinity)
    #expect(misses.distance(to: .noFeedbackLoop).isFinite && misses.distance(to: .noFeedbackLoop) > 0)
  }

  @Test("with the header showing, the distance is the step's forward motion per frame, as the trace shows it")
  func slowDragHeaderShowing() throws {
    // The outer takes the drag; the list is pushed a pixel and reset by the coordinator every other frame. I8 counts
    // any forward motion in the step (SwallowedGestureTracker), so the near miss counts the pixel too.
    let steps: [Step] = [
      .touchDown(x: 200, y: 600), .move(dx: 0, dy: -30, frames: 3), .move(dx: 0, dy: -24, frames: 80), .lift(vx: 0, vy: 0),
    ]
    let (_, misses) = try Self.feedback(steps)
    var options = RunOptions(recordTrace: true)
    options.trackSearchFeedback = true
    let trace = Runner.run(Self.entry, world: Self.world, steps: steps, options: options).trace
    var forward = 0.0
    for (previous, row) in zip(trace, trace.dropFirst()) where row.stepIndex == 2 {
      forward += max(0, row.outerY - previous.outerY) + max(0, (row.listYs[0] ?? 0) - (previous.listYs[0] ?? 0))
    }
    let distance = misses.distance(to: .noSwallowedGesture)
    #expect(abs(distance - forward / 80) < 1e-9, "distance \(distance), trace \(forward / 80)")
    #expect(distance >= 0.3 - 1e-9 && distance <= 0.3 + 1.0 / 3, "the finger's speed, plus at most a pixel per frame")
  }

  @Test("a drag that pins the header: outer-within-max's distance is within the tolerance, and not a violation")
  func dragToMax() throws {
    let (result, misses) = try Self.feedback([
      .touchDown(x: 200, y: 600), .move(dx: 0, dy: -400, frames: 40), .wait(frames: 10), .lift(vx: 0, vy: 0),
    ])
    #expect(result.verdict == .pass)
    let distance = misses.distance(to: .outerWithinMax)
    #expect(distance > 0 && distance <= offsetTolerance + 1e-9, "distance \(distance), tolerance \(offsetTolerance)")
    #expect(misses.step(of: .outerWithinMax) >= 1)
    // While pinned the header is gone, so header-visible-lists-at-top's margin is at least the tolerance.
    #expect(misses.distance(to: .headerVisibleListsAtTop) > 0)
  }

  @Test("a case that breaks an invariant has distance ≤ 0 to it")
  func violationIsZero() throws {
    let mutant = try #require(CoordinatorCatalog.entry(named: "no-max-clamp"))
    let result = Runner.run(
      mutant, world: Self.world, steps: [.touchDown(x: 200, y: 600), .move(dx: 0, dy: -400, frames: 40), .lift(vx: 0, vy: 0)],
      options: GuidedSearch.runOptions(for: .targeted))
    #expect(result.verdict.violation?.invariant == .outerWithinMax)
    #expect(try #require(result.feedback).nearMisses.distance(to: .outerWithinMax) <= 0)
  }

  @Test("band: ≤ 0 is 0, infinity is 21, finite distances are monotone in 1...20")
  func band() {
    #expect(NearMisses.band(0) == 0)
    #expect(NearMisses.band(-5) == 0)
    #expect(NearMisses.band(-.infinity) == 0)
    #expect(NearMisses.band(.infinity) == 21)
    #expect(NearMisses.band(.leastNonzeroMagnitude) == 1)
    #expect(NearMisses.band(.greatestFiniteMagnitude) == 20)
    var previous = 0
    var distance = 1e-12
    var bands: Set<Int> = []
    while distance < 1e9 {
      let band = NearMisses.band(distance)
      #expect(band >= previous && (1...20).contains(band), "band(\(distance)) = \(band) after \(previous)")
      previous = band
      bands.insert(band)
      distance *= 1.37
    }
    #expect(bands == Set(1...20), "every finite band is used")
    // One band per doubling, anchored at the tolerance.
    #expect(NearMisses.band(offsetTolerance) + 1 == NearMisses.band(offsetTolerance * 2))
    #expect(NearMisses.band(offsetTolerance) == NearMisses.band(offsetTolerance * 1.99))
  }
}
