// Random but valid filler steps and worlds, for building failing cases around a few essential steps.

import ScrollSim

/// Builders of noisy inputs; every value they produce is one the decoders accept.
enum Noise {
  /// A number with a fractional part in `range`, the way a generator's output looks.
  static func number(_ range: ClosedRange<Double>, using rng: inout SplitMix64) -> Double {
    (Double.random(in: range, using: &rng) * 8).rounded() / 8
  }

  /// One filler step of any kind: moves keep |dy| <= 300, tab and list indices stay in 0..<3, lifts |v| <= 3000.
  static func step(using rng: inout SplitMix64) -> Step {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: .touchDown(x: number(0...393, using: &rng), y: number(0...852, using: &rng))
    case 1: .move(dx: number(-300...300, using: &rng), dy: number(-300...300, using: &rng), frames: .random(in: 1...30, using: &rng))
    case 2: .lift(vx: number(-3000...3000, using: &rng), vy: number(-3000...3000, using: &rng))
    case 3: .wait(frames: .random(in: 1...120, using: &rng))
    case 4: .tapTab(index: .random(in: 0..<3, using: &rng), animated: .random(using: &rng))
    case 5: .reloadHeader(height: number(0...600, using: &rng))
    case 6: .setSafeArea(top: number(0...120, using: &rng), bottom: number(0...40, using: &rng))
    case 7: .resize(width: number(300...1000, using: &rng), height: number(300...1000, using: &rng))
    case 8: .setListContent(index: .random(in: 0..<3, using: &rng), height: number(0...5000, using: &rng))
    default: .tapStatusBar
    }
  }

  /// `count` filler steps from `seed`.
  static func steps(_ count: Int, seed: UInt64) -> [Step] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in step(using: &rng) }
  }

  /// `filler` filler steps with `essentials` inserted, in order, at seeded random positions.
  static func steps(_ filler: Int, around essentials: [Step], seed: UInt64) -> [Step] {
    var rng = SplitMix64(seed: seed ^ 0xA5A5)
    var steps = self.steps(filler, seed: seed)
    var positions = (0..<essentials.count).map { _ in Int.random(in: 0...filler, using: &rng) }.sorted()
    for (offset, step) in essentials.enumerated() {
      positions[offset] += offset
      steps.insert(step, at: positions[offset])
    }
    return steps
  }

  /// A world far from the defaults in every field, still valid.
  static var busyWorld: WorldConfig {
    var w = WorldConfig()
    w.viewportWidth = 431.5
    w.viewportHeight = 917.25
    w.safeAreaTop = 47.5
    w.safeAreaBottom = 21
    w.headerHeight = 317.4
    w.pinBarHeight = 52.75
    w.pinOffset = 88.5
    w.listCount = 6
    w.lists = [ListSpec(contentHeight: 1234.5, topInset: 12.5), ListSpec(contentHeight: 400, bottomInset: 7)]
    w.headerOnlyContentHeight = 2000
    w.initialIndex = 4
    w.backGestureEnabled = false
    w.knobs.frameRate = 60
    w.knobs.pixelScale = 2
    w.knobs.didScrollOnEqualValue = true
    w.knobs.dragDeltaMode = .fromStart
    w.knobs.pixelRoundingTies = .toEven
    w.knobs.roundsWrittenOffsets = false
    w.knobs.panOrder = .outerFirst
    w.knobs.momentumOrder = .outerFirst
    w.knobs.animationDuration = 0.45
    w.knobs.animationCurve = .easeInOut
    w.knobs.animatedSetStopsDeceleration = false
    w.knobs.springStiffness = 180.3
    w.knobs.springDampingRatio = 1.23
    w.knobs.pagingSpringFrequency = 14.5
    w.knobs.pagingDampingRatio = 0.97
    w.knobs.pagingRule = .nearest
    w.knobs.pagingVelocityThreshold = 512.5
    w.knobs.clampOnContentShrink = false
    w.knobs.tablesAlwaysBounceVertical = false
    w.knobs.touchInterruptsAnimation = true
    w.knobs.disablingBouncesStopsBounce = true
    return w
  }
}
