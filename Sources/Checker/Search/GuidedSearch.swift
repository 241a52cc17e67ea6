// The guided and targeted search (`nestedcheck fuzz --guided`, `--target`): a corpus of cases that reached
// something new, and new cases made by mutating them (CaseMutator.swift).
//
// A case joins the corpus when, on any coordinator under test, it hits a feature transition in a count bucket
// not seen before (SearchObserver.swift), reaches an interesting state no corpus case reached, breaks an
// invariant with a failure signature not seen before (`Violation.searchSignature`), or comes closer to an
// invariant than any case before by a whole logarithmic band (NearMiss.swift). A targeted search also keeps,
// per coordinator and invariant, the closest case so far and spends half its cases on single small changes
// of those (hill climbing on the near-miss distance, as Hypothesis's `target()` does).
//
// Determinism: every choice for case k is drawn from `deriveSeed(seed ^ salt, k)` and the corpus, and the
// corpus changes only through cases this search ran, in order. The same seed and the same sequence of case
// indices (one fuzz job's slice: the seed, the shard and the job count fix it) give the same cases.

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
  public var mode: SearchMode
  public var seed: UInt64
  public var profile: GeneratorProfile
  public var maxSteps: Int
  /// Corpus slots; once full, a new entry replaces a random entry that holds no target.
  public var capacity: Int = 4096
  /// Share of cases generated afresh even when the corpus is not empty.
  public var freshProbability: Double = 0.1
  /// A search that starts from an empty corpus generates its first cases mostly afresh: the share falls from 1 to
  /// `freshProbability` over this many cases. Mutating a corpus of a few dozen cases made the guided modes two to ten
  /// times slower than random on every easy mutant (median cases to the first failure, docs/search.md); a
  /// fresh case k is random's case k, so the warm-up finds what random finds early, and builds a diverse corpus
  /// first (Hypothesis also generates before it mutates or targets). A seeded corpus is the warm-up: none then.
  public var warmupCases: Int = 1000

  public init(mode: SearchMode, seed: UInt64, profile: GeneratorProfile = .default, maxSteps: Int = 60) {
    self.mode = mode
    self.seed = seed
    self.profile = profile
    self.maxSteps = maxSteps
  }
}

/// Why a case joined the corpus.
public enum CorpusReason: String, CaseIterable, Sendable {
  case seed, feature, state, signature, band, target
}

/// A case the search just added, and where.
public struct CorpusAddition: Sendable {
  public var slot: Int
  public var reason: CorpusReason
  public var generated: GeneratedCase
  /// Whether some coordinator failed on it (kept for mutation, not saved to a corpus folder).
  public var failing: Bool
}

/// One search's corpus and state (see the file comment). Not thread-safe: one per worker.
@MainActor
public final class GuidedSearch {
  public let settings: SearchSettings
  public let coordinators: [CoordinatorEntry]
  /// The corpus, by slot.
  public private(set) var slots: [GeneratedCase?] = []
  /// Slots whose case failed on some coordinator.
  public private(set) var failingSlots: Set<Int> = []
  /// Per coordinator: the (feature, bucket) pairs and interesting states any corpus case reached.
  private var seen: [SeenFeatures]
  private var seenStates: [UInt32]
  private var signatures: Set<String> = []
  /// Per coordinator and invariant: the lowest near-miss band reached, and (targeted) the closest case's slot.
  private var bands: [[Int]]
  /// Cases this search has chosen (the warm-up's clock), and the warm-up's length (`SearchSettings.warmupCases`, or 0
  /// when the corpus was seeded).
  private var casesChosen = 0
  private let warmupCases: Int
  /// Targeted: per coordinator, invariant and situation (`NearMisses.contexts`), the closest case so far.
  private var targets: [Int: (distance: Double, slot: Int, step: Int)] = [:]
  /// Per coordinator and feature: how many cases run so far hit it (saturating).
  private var hits: [[UInt32]]
  /// Per slot: the features its case hit, as `coordinator << 16 | feature`, and the step each was first hit in.
  private var slotFeatures: [[UInt32]] = []
  private var slotFeatureSteps: [[Int16]] = []
  /// Per coordinator and feature: the slot of the last corpus case that hit it (-1: none) and the step it first hit
  /// it in. A slot later overwritten may no longer hold the feature; the choice is then a near miss, never wrong.
  private var holders: [[Int32]]
  private var holderSteps: [[Int16]]
  /// Per coordinator: the features that have a holder, in ascending order (a feature once held stays held). The
  /// rare-feature draw walks these, in the order a walk of the whole map would meet them (the same sums, the same
  /// draws), instead of all 16,384 indices twice per mutated case.
  private var heldFeatures: [[Int]]

  /// The options every run of the search uses.
  public static let runOptions: RunOptions = {
    var options = RunOptions(trackCoverage: true)
    options.trackSearchFeedback = true
    return options
  }()

  /// A search over `coordinators`, its corpus seeded with `seeds` (all kept, in order, in slots `0..<seeds.count`;
  /// each replayed once to learn what it reaches, unless `learning` is off).
  public init(
    settings: SearchSettings, coordinators: [CoordinatorEntry], seeds: [GeneratedCase] = [], learning: Bool = true
  ) {
    var settings = settings
    settings.capacity = max(settings.capacity, seeds.count + 256)
    self.settings = settings
    self.coordinators = coordinators
    warmupCases = seeds.isEmpty ? settings.warmupCases : 0
    let count = coordinators.count
    seen = Array(repeating: SeenFeatures(), count: count)
    seenStates = Array(repeating: 0, count: count)
    bands = Array(repeating: Array(repeating: Int.max, count: Invariant.allCases.count), count: count)
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
      let results = run(seed)
      _ = record(caseIndex: UInt64.max - UInt64(index), generated: seed, results: results, forced: .seed)
    }
  }

  /// Cases added to the corpus, by their first reason (`CorpusReason.allCases` order).
  public private(set) var additions: [Int] = Array(repeating: 0, count: CorpusReason.allCases.count)

  /// Number of corpus entries.
  public var corpusCount: Int { slots.count }
  /// (feature, bucket) pairs reached, summed over coordinators.
  public var featureCount: Int { seen.reduce(0) { $0 + $1.count } }

  /// Runs `generated` on every coordinator with the search's options (what a worker does run by run).
  public func run(_ generated: GeneratedCase) -> [RunResult] {
    coordinators.map { entry in
      Runner.run(
        entry, world: Runner.normalized(generated.world, for: entry), steps: Runner.playable(generated.steps, for: entry),
        options: Self.runOptions)
    }
  }

  // MARK: - Choosing the next case

  /// Case `caseIndex`: generated afresh, or a mutation of corpus cases, and how it was made.
  public func next(caseIndex: UInt64) -> (GeneratedCase, CaseRecipe) {
    let recipe = recipe(for: caseIndex)
    let realized = recipe.realize(caseIndex: caseIndex, settings: settings, slots: slots)
    return (realized!, recipe)  // recipes only name filled slots
  }

  func recipe(for caseIndex: UInt64) -> CaseRecipe {
    guard settings.mode != .random, !slots.isEmpty else { return .generated }
    var rng = SeededSource(seed: deriveSeed(runSeed: settings.seed ^ 0x6775_6964_6564, caseIndex: caseIndex))
    casesChosen += 1
    let warming = warmupCases > 0 ? 1 - Double(casesChosen) / Double(warmupCases) : 0
    if rng.bool(probability: max(settings.freshProbability, warming)) { return .generated }
    if settings.mode == .targeted, rng.bool(probability: 0.5), let target = pickTarget(using: &rng) {
      return .tuned(parent: target.slot, seed: rng.nextUInt64(), focus: target.step)
    }
    let partner = rng.int(in: 0...(slots.count - 1))
    if rng.bool(probability: 0.7), let rare = rareFeatureHolder(using: &rng) {
      return .mutated(parent: rare.slot, partner: partner, seed: rng.nextUInt64(), focus: rare.step)
    }
    let parent = rng.int(in: 0...(slots.count - 1))
    return .mutated(parent: parent, partner: partner, seed: rng.nextUInt64(), focus: rarity(of: parent).step)
  }

  /// A target (coordinator, invariant, situation) chosen uniformly among those with a finite, positive distance:
  /// its slot. Keys are sorted, so the choice never depends on dictionary order.
  private func pickTarget(using rng: inout SeededSource) -> (slot: Int, step: Int)? {
    var candidates: [(slot: Int, step: Int)] = []
    for key in targets.keys.sorted() {
      let target = targets[key]!
      if target.distance > 0, target.distance.isFinite { candidates.append((target.slot, target.step)) }
    }
    return candidates.isEmpty ? nil : candidates[rng.int(in: 0...(candidates.count - 1))]
  }

  static func targetKey(coordinator: Int, invariant: Invariant, context: UInt8) -> Int {
    coordinator << 16 | invariant.ordinal << 8 | Int(context)
  }

  /// A corpus case chosen through a feature: each feature seen is drawn with weight 1 / (cases that hit it), and the
  /// case that last reached it is mutated around the step it reached it in. The weight is per feature, not per case,
  /// so a rare situation gets its share of mutations however large the corpus grows (Entropic's and FairFuzz's
  /// rare-feature focus; Böhme et al., "Boosting fuzzer efficiency: an information theoretic perspective", 2020).
  /// Drawing a slot first and keeping the rarest of four, the earlier rule, gave a rare case 4/N of the draws with N
  /// corpus cases: at N = 2,000 a case holding the only sub-pixel residue was mutated about once in 800 cases.
  private func rareFeatureHolder(using rng: inout SeededSource) -> (slot: Int, step: Int)? {
    var total = 0.0
    for coordinator in 0..<coordinators.count {
      for feature in heldFeatures[coordinator] { total += 1 / Double(max(hits[coordinator][feature], 1)) }
    }
    guard total > 0 else { return nil }
    var remaining = rng.unitDouble() * total
    for coordinator in 0..<coordinators.count {
      for feature in heldFeatures[coordinator] {
        remaining -= 1 / Double(max(hits[coordinator][feature], 1))
        if remaining <= 0 {
          let step = holderSteps[coordinator][feature]
          return (Int(holders[coordinator][feature]), step == .max ? -1 : Int(step))
        }
      }
    }
    return nil
  }

  /// How many cases hit the slot's rarest feature, and the step its case first hit it in (-1 while settling).
  private func rarity(of slot: Int) -> (hits: UInt32, step: Int) {
    var lowest = UInt32.max
    var step = -1
    let features = slotFeatures[slot]
    for (position, feature) in features.enumerated() {
      let count = hits[Int(feature >> 16)][Int(feature & 0xFFFF)]
      if count < lowest {
        lowest = count
        let first = slotFeatureSteps[slot][position]
        step = first == .max ? -1 : Int(first)
      }
    }
    return (lowest, step)
  }

  // MARK: - Learning from a case

  /// Learns from case `caseIndex` (`results` in `coordinators` order); returns the corpus addition, if any.
  @discardableResult
  public func record(caseIndex: UInt64, generated: GeneratedCase, results: [RunResult]) -> CorpusAddition? {
    record(caseIndex: caseIndex, generated: generated, results: results, forced: nil)
  }

  private func record(caseIndex: UInt64, generated: GeneratedCase, results: [RunResult], forced: CorpusReason?)
    -> CorpusAddition?
  {
    guard results.count == coordinators.count else { return nil }
    var reasons: Set<CorpusReason> = forced.map { [$0] } ?? []
    var failing = false
    var improvedTargets: [(key: Int, distance: Double, step: Int)] = []
    var features: [UInt32] = []
    var featureSteps: [Int16] = []
    for (index, result) in results.enumerated() {
      if let violation = result.verdict.violation {
        failing = true
        if signatures.insert("\(index) \(violation.searchSignature(steps: generated.steps))").inserted {
          reasons.insert(.signature)
        }
      }
      let newStates = result.coverage.bits & ~seenStates[index]
      if newStates != 0 {
        seenStates[index] |= newStates
        reasons.insert(.state)
      }
      guard let feedback = result.feedback else { continue }
      if seen[index].merge(feedback.features) > 0 { reasons.insert(.feature) }
      for feature in feedback.features.hitIndices {
        if hits[index][feature] != .max { hits[index][feature] += 1 }
        features.append(UInt32(index) << 16 | UInt32(feature))
        featureSteps.append(feedback.features.firstStep[feature])
      }
      for invariant in NearMisses.measured {
        let distance = feedback.nearMisses.distance(to: invariant)
        let band = NearMisses.band(distance)
        if band < bands[index][invariant.ordinal] {
          bands[index][invariant.ordinal] = band
          reasons.insert(.band)
        }
        let key = Self.targetKey(
          coordinator: index, invariant: invariant, context: feedback.nearMisses.context(of: invariant))
        if settings.mode == .targeted, distance.isFinite, distance < (targets[key]?.distance ?? .infinity) {
          improvedTargets.append((key, distance, feedback.nearMisses.step(of: invariant)))
          reasons.insert(.target)
        }
      }
    }
    guard let reason = CorpusReason.allCases.first(where: reasons.contains) else { return nil }
    additions[CorpusReason.allCases.firstIndex(of: reason)!] += 1
    let slot = placement(for: caseIndex)
    if slot == slots.count {
      slots.append(generated)
      slotFeatures.append(features)
      slotFeatureSteps.append(featureSteps)
    } else {
      slots[slot] = generated
      slotFeatures[slot] = features
      slotFeatureSteps[slot] = featureSteps
    }
    for (position, feature) in features.enumerated() {
      let coordinator = Int(feature >> 16), index = Int(feature & 0xFFFF)
      if holders[coordinator][index] < 0 { insertHeld(index, coordinator: coordinator) }
      holders[coordinator][index] = Int32(slot)
      holderSteps[coordinator][index] = featureSteps[position]
    }
    if failing { failingSlots.insert(slot) } else { failingSlots.remove(slot) }
    for target in improvedTargets { targets[target.key] = (target.distance, slot, target.step) }
    return CorpusAddition(slot: slot, reason: reason, generated: generated, failing: failing)
  }

  /// Adds `feature` to `heldFeatures[coordinator]`, keeping it in ascending order.
  private func insertHeld(_ feature: Int, coordinator: Int) {
    var low = 0, high = heldFeatures[coordinator].count
    while low < high {
      let middle = (low + high) / 2
      if heldFeatures[coordinator][middle] < feature { low = middle + 1 } else { high = middle }
    }
    heldFeatures[coordinator].insert(feature, at: low)
  }

  /// A new slot while there is room; then a random slot that holds no target, drawn from the case's own seed.
  private func placement(for caseIndex: UInt64) -> Int {
    guard slots.count >= settings.capacity else { return slots.count }
    var rng = SeededSource(seed: deriveSeed(runSeed: settings.seed ^ 0x6576_6963_74, caseIndex: caseIndex))
    let held = Set(targets.values.map(\.slot))
    guard held.count < slots.count else { return slots.count }  // every slot holds a target: grow
    var slot = rng.int(in: 0...(slots.count - 1))
    while held.contains(slot) { slot = (slot + 1) % slots.count }
    return slot
  }

  /// The closest distance to `invariant` any case reached on coordinator `coordinator`, in any situation
  /// (targeted mode).
  public func targetDistance(coordinator: Int, invariant: Invariant) -> Double? {
    targets.filter { $0.key >> 16 == coordinator && ($0.key >> 8) & 0xFF == invariant.ordinal }.map(\.value.distance).min()
  }
}
