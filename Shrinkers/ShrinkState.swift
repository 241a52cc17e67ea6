// The mutable heart of one shrink run: the current candidate, the verdict cache and the budget.
//
// Every pass proposes candidates through `consider(_:)`, the single gate that enforces
// the shrinker's rules: strictly simpler or ignored, valid or ignored, never replay the
// same candidate twice, never exceed the replay budget.

import ScrollSim

/// The state a pass works on; passes read `current` and propose edits of it through `consider(_:)`.
struct ShrinkState {
  /// The simplest failing candidate so far.
  private(set) var current: ShrinkCandidate
  /// `current.simplicity`, cached because every proposal is compared with it.
  private var currentKey: SimplicityKey
  /// Verdicts already known: `true` means the candidate still fails.
  private var verdicts: [ShrinkCandidate: Bool]
  private let oracle: (ShrinkCandidate) -> Bool
  private let maxReplays: Int
  /// The page template every adopted candidate lies inside; nil: none.
  private let template: PageTemplate?
  /// The declared app events by name: their domains order an app step's arguments in the simplicity key.
  let appEvents: [String: AppEventShape]

  /// Oracle calls so far.
  private(set) var replays = 0
  /// Verdicts served from the cache.
  private(set) var cacheHits = 0
  /// Accepted candidates so far; a round made progress iff this grew.
  private(set) var successes = 0
  /// Set when a replay was needed but the budget was spent; passes stop early once it is set.
  private(set) var budgetExhausted = false
  /// Counters of the pass now running; the driver swaps them in and out around each pass.
  var counters = PassCounters()

  /// Starts from `initial`, which the caller asserts fails (its verdict is cached as `true` without a replay).
  init(
    initial: ShrinkCandidate, oracle: @escaping (ShrinkCandidate) -> Bool, maxReplays: Int, template: PageTemplate? = nil,
    appEvents: [AppEventShape] = []
  ) {
    var events: [String: AppEventShape] = [:]
    for event in appEvents where events[event.name] == nil { events[event.name] = event }
    self.appEvents = events
    current = initial
    currentKey = initial.simplicity(appEvents: events)
    verdicts = [initial: true]
    self.oracle = oracle
    self.maxReplays = maxReplays
    self.template = template.flatMap { $0.isUnconstrained ? nil : $0 }
  }

  // MARK: - The gate

  /// Replays `candidate` if it is strictly simpler and valid and not already known; adopts it if it still fails.
  ///
  /// With a template, a candidate outside it is clamped into it first (`PageTemplate.clamped`): a list count below
  /// the template's comes back to its least, a header reset to a default outside the range stops at the range's end.
  /// The clamped candidate must still be strictly simpler than the current one, so the order still decides.
  ///
  /// Returns whether `candidate` (or its clamped form) became the current candidate.
  @discardableResult
  mutating func consider(_ candidate: ShrinkCandidate) -> Bool {
    guard !budgetExhausted else { return false }
    var candidate = candidate
    if let template, !template.admits(candidate.world, steps: candidate.steps) {
      let world = template.clamped(candidate.world)
      candidate = ShrinkCandidate(world: world, steps: template.clamped(candidate.steps, on: world))
    }
    let key = candidate.simplicity(appEvents: appEvents)
    guard key < currentKey, candidate.world == current.world || candidate.world.isAcceptedByDecoder else {
      counters.discarded += 1
      return false
    }
    counters.attempts += 1
    let fails: Bool
    if let known = verdicts[candidate] {
      cacheHits += 1
      counters.cacheHits += 1
      fails = known
    } else {
      guard replays < maxReplays else {
        budgetExhausted = true
        return false
      }
      replays += 1
      counters.replays += 1
      fails = oracle(candidate)
      verdicts[candidate] = fails
    }
    guard fails else { return false }
    current = candidate
    currentKey = key
    successes += 1
    counters.successes += 1
    return true
  }
}
