// What a guided search does with a case its fresh share leaves free: a multi-armed bandit over ways of making it,
// paid in what each way found per frame simulated.
//
// A case that joins the corpus for new features, states, failure signatures, near-miss bands or targets is news; a
// way of making cases that keeps bringing news gets more of the free cases, one that stopped doing so gets fewer, and
// each keeps a share so a way that starts paying again is seen (probability matching with a floor, over discounted
// averages: a ten-thousand-case search changes what pays as its corpus grows). The price is frames, not CPU seconds:
// frames are what a case costs, to within the search's own overhead, and a price in seconds would make the search's
// choices depend on the machine's load, and so not repeat for a seed.

import Generators

/// A way of making a case that need not be fresh.
enum SearchArm: Int, CaseIterable, Sendable {
  /// Random's next case, beyond the share (fresh cases sometimes pay best: early on, or when the corpus is stale).
  case fresh
  /// A mutation of the case holding a rare feature (the rare-feature draw), around the step that reached it.
  case rareFeature
  /// A mutation of a corpus case drawn uniformly, around its rarest feature.
  case anyParent
  /// One small change of the closest case to one invariant in one situation (targeted mode: hill climbing).
  case tune
}

/// Each arm's discounted news and frames (see the file comment).
struct ArmStatistics {
  /// A new observation counts 1; one `halfLife` uses of the arm later, half.
  static let halfLife = 200.0
  /// The share every available arm keeps, whatever it earns.
  static let floor = 0.05

  private var news: [Double] = Array(repeating: 1, count: SearchArm.allCases.count)
  private var frames: [Double] = Array(repeating: 1000, count: SearchArm.allCases.count)
  private let keep = 1 - 1 / ArmStatistics.halfLife
  /// Uses per arm, for reports and tests.
  private(set) var uses: [Int] = Array(repeating: 0, count: SearchArm.allCases.count)

  /// News per thousand frames, as the arm has earned it lately.
  func rate(_ arm: SearchArm) -> Double { 1000 * news[arm.rawValue] / max(frames[arm.rawValue], 1) }

  /// Pays `arm` for one case that brought `news` items in `frames` frames.
  mutating func credit(_ arm: SearchArm, news found: Int, frames cost: Int) {
    let i = arm.rawValue
    news[i] = news[i] * keep + Double(found)
    frames[i] = frames[i] * keep + Double(max(cost, 1))
    uses[i] += 1
  }

  /// An arm of `available` (never empty), each drawn with probability `floor` plus its share of the rest in
  /// proportion to its rate.
  func choose(among available: [SearchArm], using rng: inout SeededSource) -> SearchArm {
    guard available.count > 1 else { return available[0] }
    let rates = available.map(rate)
    let total = rates.reduce(0, +)
    let spare = 1 - Self.floor * Double(available.count)
    var remaining = rng.unitDouble()
    for (arm, rate) in zip(available, rates) {
      remaining -= Self.floor + (total > 0 ? spare * rate / total : spare / Double(available.count))
      if remaining <= 0 { return arm }
    }
    return available[available.count - 1]
  }
}
