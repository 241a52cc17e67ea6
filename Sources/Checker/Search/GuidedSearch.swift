// The guided and targeted search (`nestedcheck fuzz --guided`, `--target`): a corpus of cases that reached
// something new, and new cases made by mutating them (CaseMutator.swift).
//
// Two cases in three are random generation's own cases, taken in random's order (FreshSchedule.swift): whatever a
// fault needs, the search meets random's cases at two thirds of random's pace, so it never needs more than 1.5 times
// random's cases. The other cases go to the way of making them that has lately brought the most news per frame
// (SearchArms.swift): random's next case, a mutation of the case holding a rare feature, a mutation of any corpus
// case, or (targeted) one small change of the closest case to an invariant.
//
// A case joins the corpus when, on any coordinator under test, it hits a feature transition in a count bucket
// not seen before (SearchObserver.swift), reaches an interesting state no corpus case reached, breaks an
// invariant with a failure signature not seen before (`Violation.searchSignature`), or comes closer to an
// invariant than any case before by a whole logarithmic band (NearMiss.swift). A targeted search also keeps,
// per coordinator and invariant, the closest case so far (hill climbing on the near-miss distance, as
// Hypothesis's `target()` does).
//
// Determinism: every choice for case k is drawn from `deriveSeed(seed ^ salt, k)`, the corpus and the arms' earnings,
// and those change only through cases this search ran, in order. The same seed and the same sequence of case indices
// (one fuzz job's slice: the seed, the shard and the job count fix it) give the same cases.

import Coordinators
import Generators
import ScrollSim

/// How cases are chosen.
public enum SearchMode: String, CaseIterable, Sendable {
  /// Every case generated afresh from the run seed (the default).
  case random
  /// Coverage-guided: mutate corpus cases that reached something new.
  case guided
  /// Guided, plus hill climbing on each invariant's near-miss distance.
  case targeted
}

/// What a search needs to know to make and rebuild cases.
public struct SearchSettings: Sendable {
  /// Random, guided or targeted.
  public var mode: SearchMode
  /// The run seed: with the mode and the coordinators, it decides every case.
  public var seed: UInt64
  /// The generator profile fresh cases and donors are drawn from.
  public var profile: GeneratorProfile
  /// The most steps a generated or mutated case has.
  public var maxSteps: Int
  /// Corpus slots; once full, a new entry replaces a random entry that holds no target.
  public var capacity: Int = 4096
  /// The least share of cases that are random's own, at every point of the search (FreshSchedule.swift): 2/3 bounds
  /// a search's cost on any fault at 1.5 times random's.
  public var freshShare: Double = 2.0 / 3
  /// A search that starts from an empty corpus generates its first cases all afresh: the share falls from 1 to
  /// `freshShare` over this many cases, so the corpus the mutations start from is a diverse one (Hypothesis also
  /// generates before it mutates or targets). A seeded corpus is the warm-up: none then.
  public var warmupCases: Int = 1000
  /// The page template every fresh, mutated and seeded case lies inside (`PageTemplate`); nil: none.
  public var template: PageTemplate?
  /// The share of the fresh cases the share forces after the warm-up (random's own cases, taken to keep the bound)
  /// that run with the search observer (features and near misses); the others run as random runs them (coverage of
  /// interesting states and failures only). Observing a case is most of what a guided case costs beyond a random
  /// one, and most cases are the share's: observing one in four of those brings a guided or targeted case after the
  /// warm-up to about 1.13 times a random one's instructions, from 1.18 and 1.22 (docs/search.md). A stepping stone
  /// random generation reaches is still kept when an observed case reaches it; every case the search chose itself
  /// (a mutation, a tune, or a fresh case its bandit picked, whose reward is the features it brings) is observed.
  public var observedFreshShare: Double = 0.25

  /// Settings for a search of `mode` from `seed`, with the default capacity, fresh share and warm-up.
  public init(
    mode: SearchMode, seed: UInt64, profile: GeneratorProfile = .default, maxSteps: Int = 60, template: PageTemplate? = nil
  ) {
    self.mode = mode
    self.seed = seed
    self.profile = profile
    self.maxSteps = maxSteps
    self.template = template
  }

  /// `seeds` brought inside the template (a corpus folder may hold cases from runs without it): each world and step
  /// clamped (`PageTemplate.clamped`); unchanged with no template. The parent's mirror of a worker's corpus and the
  /// worker itself both start from this, so recipes name the same cases on both sides.
  public func admitted(_ seeds: [GeneratedCase]) -> [GeneratedCase] {
    guard let template, !template.isUnconstrained else { return seeds }
    return seeds.map { seed in
      var seed = seed
      seed.world = template.clamped(seed.world)
      seed.steps = template.clamped(seed.steps, on: seed.world)
      return seed
    }
  }
}

/// Why a case joined the corpus.
public enum CorpusReason: String, CaseIterable, Sendable {
  /// One of the cases the search started from (a corpus folder, or the warm-up's fresh cases).
  case seed
  /// It reached a (feature, bucket) pair no earlier case had.
  case feature
  /// It reached an interesting state no earlier case had.
  case state
  /// It broke an invariant with a signature not seen before.
  case signature
  /// Targeted: its distance to breaking an invariant fell into a nearer band (`NearMisses.band`) than any earlier case's.
  case band
  /// Targeted: it came closer than any earlier case to breaking an invariant, in the situation it was measured in.
  case target
}

/// A case the search just added, and where.
public struct CorpusAddition: Sendable {
  /// The corpus slot the case went into.
  public var slot: Int
  /// Why it was kept.
  public var reason: CorpusReason
  /// The case itself.
  public var generated: GeneratedCase
  /// Whether some coordinator failed on it (kept for mutation, not saved to a corpus folder).
  public var failing: Bool
}

/// One search's corpus and state (see the file comment). Not thread-safe: one per worker.
@MainActor
public final class GuidedSearch {
  /// The settings this search was made with.
  public let settings: SearchSettings
  /// The coordinators every case runs on, in order.
  public let coordinators: [CoordinatorEntry]
  /// The corpus, by slot.
  public internal(set) var slots: [GeneratedCase?] = []
  /// Slots whose case failed on some coordinator.
  public internal(set) var failingSlots: Set<Int> = []
  /// Per coordinator: the (feature, bucket) pairs and interesting states any corpus case reached.
  var seen: [SeenFeatures]
  var seenStates: [UInt32]
  var signatures: Set<String> = []
  /// Per coordinator and invariant: the lowest near-miss band reached.
  var bands: [[Int]]
  /// Per coordinator: the lowest near-miss band each team rule reached, and the `sometimes` rules reached.
  var userBands: [[String: Int]]
  var seenGoals: [Set<String>]
  /// Which cases are random's own, and which of random's cases comes next.
  var schedule: FreshSchedule
  /// What each way of making a free case has earned, and the way the case being run was made.
  var arms = ArmStatistics()
  var pendingArm: (caseIndex: UInt64, arm: SearchArm)?
  /// The case `next` made last, when it is a fresh case of the share run without the search observer
  /// (`SearchSettings.observedFreshShare`).
  var unobservedCase: UInt64?
  /// Targeted: per coordinator, invariant and situation (`NearMisses.contexts`), the closest case so far.
  var targets: [Int: (distance: Double, slot: Int, step: Int)] = [:]
  /// The keys of `targets` a tune may climb on (a finite, positive distance), ascending: what `pickTarget` draws from,
  /// kept as targets change instead of sorting every key for every free case (a twentieth of a targeted worker).
  var climbable: [Int] = []
  /// Per coordinator and feature: how many cases run so far hit it (saturating). This and the holders are written for
  /// every feature of every case (`record`) and never while another access to them is open: unchecked, as each write
  /// to a class's nested array was otherwise a dynamic exclusivity check (begin and end, a thread-local look-up).
  @exclusivity(unchecked) var hits: [[UInt32]]
  /// Per slot: the features its case hit, as `coordinator << 16 | feature`, and the step each was first hit in.
  var slotFeatures: [[UInt32]] = []
  var slotFeatureSteps: [[Int16]] = []
  /// Per coordinator and feature: the slot of the last corpus case that hit it (-1: none) and the step it first hit
  /// it in. A slot later overwritten may no longer hold the feature; the choice is then a near miss, never wrong.
  @exclusivity(unchecked) var holders: [[Int32]]
  @exclusivity(unchecked) var holderSteps: [[Int16]]
  /// Per coordinator: the features that have a holder, in ascending order (a feature once held stays held). The
  /// rare-feature draw walks these, in the order a walk of the whole map would meet them (the same sums, the same
  /// draws), instead of all 16,384 indices twice per mutated case.
  var heldFeatures: [[Int]]

  /// The options every run of a search in `mode` uses: coverage and features; near misses for a targeted search.
  public static func runOptions(for mode: SearchMode) -> RunOptions {
    var options = RunOptions(trackCoverage: true)
    options.trackSearchFeedback = true
    options.measureNearMisses = mode == .targeted
    return options
  }

  /// The options of this search's runs.
  public var runOptions: RunOptions { Self.runOptions(for: settings.mode) }

  /// Whether case `caseIndex`, the case `next` made last, is run with the search observer: every case but the fresh
  /// cases of the share left out by `SearchSettings.observedFreshShare`.
  public func observes(caseIndex: UInt64) -> Bool { unobservedCase != caseIndex }

  /// The options of case `caseIndex`'s runs: this search's, without the search observer for a case it does not observe.
  public func runOptions(forCase caseIndex: UInt64) -> RunOptions {
    observes(caseIndex: caseIndex) ? runOptions : Self.unobserved(runOptions)
  }

  /// `options` without the search observer (no features, no near misses): how a case the search does not observe
  /// runs, as random's cases do. A fuzz worker applies it to its own options, which add handoff tracking.
  public static func unobserved(_ options: RunOptions) -> RunOptions {
    var options = options
    options.trackSearchFeedback = false
    options.measureNearMisses = false
    return options
  }

  /// A search over `coordinators`, its corpus seeded with `seeds` (all kept, in order, in slots `0..<seeds.count`;
  /// each replayed once to learn what it reaches, unless `learning` is off). Its fresh cases are random's cases of
  /// `slice`, from `startPosition` on (a fuzz worker restarted part-way through its slice goes on from there).
  public init(
    settings: SearchSettings, coordinators: [CoordinatorEntry], seeds: [GeneratedCase] = [], learning: Bool = true,
    slice: CaseSlice = .all, startPosition: UInt64 = 0
  ) {
    var settings = settings
    let seeds = settings.admitted(seeds)
    settings.capacity = max(settings.capacity, seeds.count + 256)
    self.settings = settings
    self.coordinators = coordinators
    schedule = FreshSchedule(
      share: settings.freshShare, warmup: seeds.isEmpty ? settings.warmupCases : 0, slice: slice,
      startPosition: startPosition)
    let count = coordinators.count
    seen = Array(repeating: SeenFeatures(), count: count)
    seenStates = Array(repeating: 0, count: count)
    bands = Array(repeating: Array(repeating: Int.max, count: Invariant.allCases.count), count: count)
    userBands = Array(repeating: [:], count: count)
    seenGoals = Array(repeating: [], count: count)
    hits = Array(repeating: Array(repeating: 0, count: FeatureMap.size), count: count)
    holders = Array(repeating: Array(repeating: -1, count: FeatureMap.size), count: count)
    holderSteps = Array(repeating: Array(repeating: -1, count: FeatureMap.size), count: count)
    heldFeatures = Array(repeating: [], count: count)
    for (index, seed) in seeds.enumerated() {
      guard learning else {
        slots.append(seed)
        slotFeatures.append([])
        slotFeatureSteps.append([])
        continue
      }
      let results = run(seed, options: runOptions)
      _ = record(caseIndex: UInt64.max - UInt64(index), generated: seed, results: results, forced: .seed)
    }
  }

  /// Cases added to the corpus, by their first reason (`CorpusReason.allCases` order).
  public internal(set) var additions: [Int] = Array(repeating: 0, count: CorpusReason.allCases.count)

  /// Number of corpus entries.
  public var corpusCount: Int { slots.count }
  /// (feature, bucket) pairs reached, summed over coordinators.
  public var featureCount: Int {
    var total = 0
    for features in seen { total += features.count }
    return total
  }
  /// How many cases each way of making a case made (`SearchArm.allCases` order, fresh ones of the share counted under
  /// `fresh`), and how many cases were random's own.
  public var armUses: [Int] { arms.uses }
  /// How many of the cases run were random's own, in random's order.
  public var freshCases: Int { schedule.drawn }

  /// Runs `generated`, case `caseIndex` (the case `next` made last), on every coordinator with its options (what a
  /// worker does run by run).
  public func run(_ generated: GeneratedCase, caseIndex: UInt64) -> [RunResult] {
    run(generated, options: runOptions(forCase: caseIndex))
  }

  func run(_ generated: GeneratedCase, options: RunOptions) -> [RunResult] {
    var results: [RunResult] = []
    results.reserveCapacity(coordinators.count)
    for entry in coordinators {
      results.append(
        Runner.run(
          entry, world: Runner.normalized(generated.world, for: entry), steps: Runner.playable(generated.steps, for: entry),
          options: options))
    }
    return results
  }

  // MARK: - Choosing the next case

  /// Case `caseIndex`: random's next case, or a mutation of corpus cases, and how it was made.
  public func next(caseIndex: UInt64) -> (GeneratedCase, CaseRecipe) {
    let recipe = recipe(for: caseIndex)
    let realized = recipe.realize(settings: settings, slots: slots)
    return (realized!, recipe)  // recipes only name filled slots
  }

  /// Whether the share's fresh case `fresh` (random's case index) is observed: drawn from the seed and the index, so
  /// the same cases are observed on every machine, and a fuzz parent's replay of a case needs no search state.
  func observesShareCase(_ fresh: UInt64) -> Bool {
    guard settings.observedFreshShare < 1 else { return true }
    var rng = SeededSource(seed: deriveSeed(runSeed: settings.seed ^ 0x6F62_7365_7276_65, caseIndex: fresh))
    return rng.unitDouble() < settings.observedFreshShare
  }

  func recipe(for caseIndex: UInt64) -> CaseRecipe {
    guard settings.mode != .random else { return .fresh(caseIndex: caseIndex) }
    // Fresh cases of the share pay the fresh arm too: they are the same cases, and its rate is then well measured.
    pendingArm = (caseIndex, .fresh)
    unobservedCase = nil
    if schedule.choose() || slots.isEmpty {
      let warmingUp = schedule.chosen <= schedule.warmup || slots.isEmpty
      let fresh = schedule.takeFresh()
      if !warmingUp, !observesShareCase(fresh) {
        // Not observed, it brings no features: it would pay the fresh arm less than an observed fresh case does.
        unobservedCase = caseIndex
        pendingArm = nil
      }
      return .fresh(caseIndex: fresh)
    }
    var rng = SeededSource(seed: deriveSeed(runSeed: settings.seed ^ 0x6775_6964_6564, caseIndex: caseIndex))
    var available: [SearchArm] = [.fresh, .anyParent]
    if heldFeatures.contains(where: { !$0.isEmpty }) { available.append(.rareFeature) }
    let target = settings.mode == .targeted ? pickTarget(using: &rng) : nil
    if target != nil { available.append(.tune) }
    let arm = arms.choose(among: available, using: &rng)
    pendingArm = (caseIndex, arm)
    switch arm {
    case .fresh:
      return .fresh(caseIndex: schedule.takeFresh())
    case .tune:
      return .tuned(parent: target!.slot, seed: rng.nextUInt64(), focus: target!.step)
    case .rareFeature:
      let partner = rng.int(in: 0...(slots.count - 1))
      if let rare = rareFeatureHolder(using: &rng) {
        return .mutated(parent: rare.slot, partner: partner, seed: rng.nextUInt64(), focus: rare.step)
      }
      fallthrough
    case .anyParent:
      let partner = rng.int(in: 0...(slots.count - 1))
      let parent = rng.int(in: 0...(slots.count - 1))
      return .mutated(parent: parent, partner: partner, seed: rng.nextUInt64(), focus: rarity(of: parent).step)
    }
  }
}
