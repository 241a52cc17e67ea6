// The shrinker: reduces a failing case to a minimal one that fails the same way.
//
// Design notes live in the type's doc comment, Hypothesis-style: it is the place to
// read first and the place to update when the behaviour changes.

import ScrollSim

/// Reduces a failing `ShrinkCandidate` to a simpler one that the oracle still calls a failure.
///
/// ## What "simpler" means
/// One explicit order, `SimplicityKey`: fewer steps, then fewer frames, then smaller and rounder numbers, then a
/// world nearer the defaults with fewer lists. A candidate is adopted only if it is *strictly* simpler than the
/// current one *and* the oracle says it still fails. Every adoption moves strictly down a well-founded order, so
/// shrinking terminates whatever the oracle answers; the replay budget bounds the time on top of that.
///
/// ## The oracle
/// `(ShrinkCandidate) -> Bool`: `true` means "still fails the same way". The caller decides what "the same way" is
/// (the Checker compares invariant names). The input is assumed to fail and is never replayed. Verdicts are cached
/// by candidate, so no candidate is ever replayed twice, even when two passes propose it.
///
/// ## The passes, in round order
/// 1. `deleteChunks`: delete contiguous chunks of n, n/2, …, 2 steps (ddmin's schedule), from the end backwards.
/// 2. `deleteSingleSteps`: delete each step alone. At the fixpoint this makes the result 1-minimal.
/// 3. `mergeAdjacentMoves`, `mergeAdjacentWaits`: two neighbouring moves (waits) become one; `absorbIntoWait`: a
///    step is deleted and its frames added to a neighbouring wait, for failures that only need time to pass.
/// 4. `unanimate`, `dropFlickSpeed`, `fewerFrames`, `dropSlotHeight`: coarse one-step rewrites (animated tab taps →
///    not animated, a lift's velocity → 0 or halved, a move's or wait's frames → 1 or halved, a response's banner
///    height → none).
/// 5. `simplifyNumbers`: each number of each step to its floor, to rounder values toward zero, then a binary search
///    for the exact boundary. At the fixpoint every number is locally minimal.
/// 5b. `simplifyAppArguments`: each argument of each app event step to its parameter's simplest value (0 or the range's
///    end nearest it, the first choice, the outer view), else a binary search toward it, else an earlier choice.
/// 6. `fewerLists`, `worldFieldsToDefaults`, `knobsToDefaults`, `roundWorldNumbers`: the world, one field at a time.
///
/// Deletion comes first because it is the cheapest way to make every later pass cheaper. Rounds repeat (so deletion
/// runs again after simplification has merged or emptied steps) until a whole round adopts nothing: that final
/// round is the certificate of 1-minimality and local minimality.
///
/// ## Determinism
/// Passes visit steps and fields in a fixed order, never iterate a dictionary or set to decide anything, and read
/// the clock only to report time. Same input and same oracle ⇒ same result and same replay count.
///
/// ## Validity
/// Every step the shrinker writes satisfies the step decoder's rules (`NumberDomain`), and every world it replays
/// round-trips through the world decoder, so a shrunk case can always be saved as a repro file and read back.
///
/// ## Templates
/// With a `PageTemplate`, a shrunk case stays on the team's page: a candidate that would leave it (fewer lists than it
/// allows, a header reset to a default outside its range, a resize to another screen) is clamped back into it at the
/// gate (`ShrinkState.consider`) and adopted only if still strictly simpler and still failing. A case that starts
/// outside the template is shrunk as given: only candidates are held to it.
public struct Shrinker {
  /// "Still fails the same way": `true` keeps a candidate.
  public typealias Oracle = (ShrinkCandidate) -> Bool

  /// The oracle this shrinker replays candidates with.
  public let oracle: Oracle
  /// The most oracle calls one `shrink` may make.
  public let maxReplays: Int
  /// The page template a shrunk case stays inside (`PageTemplate`); nil: none.
  public let template: PageTemplate?
  /// The app events the case's entry declares, by name: their parameters' domains say where each argument shrinks to.
  public let appEvents: [AppEventShape]

  /// Makes a shrinker that calls `oracle` at most `maxReplays` times per `shrink`, keeping every adopted candidate
  /// inside `template` (a candidate outside it is clamped into it, then judged like any other).
  /// `appEvents`: the entry's declared events, whose parameters' domains order and bound their arguments.
  public init(
    oracle: @escaping Oracle, maxReplays: Int = 5_000, template: PageTemplate? = nil, appEvents: [AppEventShape] = []
  ) {
    self.oracle = oracle
    self.maxReplays = maxReplays
    self.template = template
    self.appEvents = appEvents
  }

  /// The passes of one round, in order.
  static let passes: [any ShrinkPass] = [
    DeleteChunks(), DeleteSingleSteps(),
    MergeAdjacent.moves, MergeAdjacent.waits, AbsorbIntoWait(),
    RewriteSteps.unanimate, RewriteSteps.dropFlickSpeed, RewriteSteps.fewerFrames, RewriteSteps.dropSlotHeight,
    SimplifyNumbers(), SimplifyAppArguments(),
    FewerLists(), ResetWorldFields.worldFields, ResetWorldFields.knobs, RoundWorldNumbers(),
  ]

  /// The names of the passes, in the order a round runs them.
  public static var passNames: [String] { passes.map(\.name) }

  /// Shrinks `candidate`, which must fail, to a fixpoint of all passes or until the replay budget is spent.
  public func shrink(_ candidate: ShrinkCandidate) -> ShrinkResult {
    let clock = ContinuousClock()
    var state = ShrinkState(
      initial: candidate, oracle: oracle, maxReplays: maxReplays, template: template, appEvents: appEvents)
    var stats = Self.passes.map { PassStats(name: $0.name) }
    var rounds = 0
    var progressed = true
    while progressed, !state.budgetExhausted {
      rounds += 1
      let successesBefore = state.successes
      for (i, pass) in Self.passes.enumerated() where !state.budgetExhausted {
        state.counters = stats[i].counters
        state.counters.runs += 1
        let start = clock.now
        pass.run(&state)
        stats[i].elapsed += clock.now - start
        stats[i].counters = state.counters
      }
      progressed = state.successes > successesBefore
    }
    return ShrinkResult(
      candidate: state.current, replays: state.replays, cacheHits: state.cacheHits, rounds: rounds,
      passes: stats, stoppedByBudget: state.budgetExhausted)
  }
}
