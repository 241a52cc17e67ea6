// The interesting situations (docs/invariants.md, coverage of interesting states) actually occur, at measured rates.
//
// Each test measures a rate over 500 default-profile cases and asserts a floor well
// below what the generator aims for: the point is that the situation is common, not
// the exact number. A failing floor means a generator change starved that situation.

import Generators
import ScrollSim
import Testing

@Suite("Distribution of interesting situations")
struct DistributionTests {
  static let cases = generateCases(.default, count: 500)
  static let allGestures: [Gesture] = cases.flatMap { gestures(in: $0.steps, world: $0.world) }
  static let drags = allGestures.filter(\.isVerticalDrag)
  static let swipes = allGestures.filter { !$0.isVerticalDrag }

  /// The fraction of `items` satisfying `condition` (0 for no items).
  static func share<T>(_ items: [T], _ condition: (T) -> Bool) -> Double {
    items.isEmpty ? 0 : Double(items.filter(condition).count) / Double(items.count)
  }

  @Test("enough gestures to measure: thousands of drags and hundreds of swipes")
  func sampleSize() {
    #expect(Self.drags.count > 3_000)
    #expect(Self.swipes.count > 500)
  }

  @Test("drags start in every zone: header, pin bar at rest, pin bar pinned, lower half")
  func dragStartZones() {
    let header = Self.share(Self.drags) { $0.layout.isOnHeader($0.y) }
    let pinBarAtRest = Self.share(Self.drags) { $0.layout.isOnPinBarAtRest($0.y) }
    let pinBarPinned = Self.share(Self.drags) { $0.layout.isOnPinnedPinBar($0.y) }
    let lowerHalf = Self.share(Self.drags) { $0.layout.isInLowerHalf($0.y) }
    #expect(header > 0.1, "header: \(header)")
    #expect(pinBarAtRest > 0.08, "pin bar at rest: \(pinBarAtRest)")
    #expect(pinBarPinned > 0.1, "pin bar pinned: \(pinBarPinned)")
    #expect(lowerHalf > 0.3, "lower half: \(lowerHalf)")
  }

  @Test("flicks are common and often hard: > 3,000 pt/s in at least 8% of drags")
  func flickSpeeds() {
    let flicks = Self.share(Self.drags) { abs($0.vy) >= 250 }
    let hard = Self.share(Self.drags) { abs($0.vy) > 3_000 }
    let holds = Self.share(Self.drags) { $0.vx == 0 && $0.vy == 0 }
    #expect(flicks > 0.4, "flicks: \(flicks)")
    #expect(hard > 0.08, "hard flicks: \(hard)")
    #expect(holds > 0.1, "still holds: \(holds)")
    let withTheDrag = Self.share(Self.drags.filter { abs($0.vy) >= 250 }) { ($0.vy < 0) == ($0.moves.last!.dy < 0) }
    #expect(withTheDrag > 0.7, "flicks in the last move's direction: \(withTheDrag)")
  }

  @Test("drags reverse direction (up, then down across the handoff) in at least 15% of multi-move drags")
  func reversals() {
    let reversing = Self.share(Self.drags.filter { $0.moves.count > 1 }) { $0.reverses }
    #expect(reversing > 0.15, "reversing: \(reversing)")
  }

  @Test("reloads land mid-drag: at least 10% of reloads fall between a touchDown and its lift")
  func reloadsMidDrag() {
    let reloads = Self.cases.flatMap(\.steps).filter { $0.kind == .reloadHeader }.count
    let midGesture = Self.allGestures.flatMap(\.insideKinds).filter { $0 == .reloadHeader }.count
    #expect(Double(midGesture) / Double(reloads) > 0.1, "\(midGesture) of \(reloads) reloads mid-gesture")
  }

  @Test("events land right after flicks: tab taps and reloads during deceleration")
  func eventsAfterFlicks() {
    var flicks = 0
    var tabTaps = 0
    var reloads = 0
    for generated in Self.cases {
      for gesture in gestures(in: generated.steps, world: generated.world) where gesture.releaseSpeed >= 250 {
        flicks += 1
        switch nextEvent(after: gesture.end, in: generated.steps) {
        case .tapTab?: tabTaps += 1
        case .reloadHeader?: reloads += 1
        default: break
        }
      }
    }
    #expect(Double(tabTaps) / Double(flicks) > 0.05, "tab taps after \(tabTaps) of \(flicks) flicks")
    #expect(Double(reloads) / Double(flicks) > 0.04, "reloads after \(reloads) of \(flicks) flicks")
  }

  @Test("swipes go both ways, reach the left edge rightward, and include diagonal pans with |dy| ≥ |dx|")
  func swipeShapes() {
    let rightward = Self.share(Self.swipes) { $0.totalDx > 0 }
    let edgeRightward = Self.share(Self.swipes) { $0.totalDx > 0 && $0.x <= 30 }
    let diagonal = Self.share(Self.swipes) { abs($0.totalDy) >= abs($0.totalDx) }
    #expect((0.25...0.55).contains(rightward), "rightward: \(rightward)")
    #expect(edgeRightward > 0.08, "rightward from the left edge: \(edgeRightward)")
    #expect(diagonal > 0.15, "diagonal: \(diagonal)")
    let firstPageRightward = Self.cases.filter { c in
      c.world.initialIndex == 0
        && gestures(in: c.steps, world: c.world).first.map { !$0.isVerticalDrag && $0.totalDx > 0 } == true
    }
    #expect(firstPageRightward.count > 5, "cases opening with a rightward swipe on page 0: \(firstPageRightward.count)")
  }

  @Test("tab taps hit every tab, animated and not, and rarely an out-of-range index")
  func tabTaps() {
    var animated = 0
    var plain = 0
    var outOfRange = 0
    var total = 0
    for generated in Self.cases {
      for case .tapTab(let index, let isAnimated) in generated.steps {
        total += 1
        if isAnimated { animated += 1 } else { plain += 1 }
        if !(0..<generated.world.listCount).contains(index) { outOfRange += 1 }
      }
    }
    #expect(animated > total / 4 && plain > total / 4)
    #expect(outOfRange > 0 && outOfRange < total / 10)
  }
}
