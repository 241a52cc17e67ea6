// How a guided search made a case, in a form a worker can send its parent in one line: the parent keeps a
// mirror of the worker's corpus (from its `corpus` messages) and can rebuild any case from its recipe, so a
// crash or hang in a mutated case is saved and shrunk like one in a generated case.

import Generators

/// How case `k` of a search was made.
public enum CaseRecipe: Hashable, Sendable {
  /// Generated afresh from the run seed: the very case `caseIndex` of a random run. A search takes random's cases in
  /// random's order (FreshSchedule.swift), so a fresh case's index trails the index of the case it stands in for.
  case fresh(caseIndex: UInt64)
  /// Stacked mutations of the corpus entry in slot `parent` (splicing from slot `partner`), drawn from `seed`,
  /// mostly around step `focus` (where the parent reached its rarest feature; -1 for anywhere).
  case mutated(parent: Int, partner: Int, seed: UInt64, focus: Int)
  /// One small change of the entry in slot `parent`, drawn from `seed`, mostly around step `focus`: hill
  /// climbing on a near miss.
  case tuned(parent: Int, seed: UInt64, focus: Int)

  /// The corpus slots the recipe reads: a fuzz parent can rebuild the case only once it has heard of them.
  public var slotsRead: [Int] {
    switch self {
    case .fresh: []
    case .mutated(let parent, let partner, _, _): [parent, partner]
    case .tuned(let parent, _, _): [parent]
    }
  }

  /// `gen K`, `mut P Q SEED FOCUS` or `tune P SEED FOCUS`.
  public var text: String {
    switch self {
    case .fresh(let caseIndex): "gen \(caseIndex)"
    case .mutated(let parent, let partner, let seed, let focus): "mut \(parent) \(partner) \(seed) \(focus)"
    case .tuned(let parent, let seed, let focus): "tune \(parent) \(seed) \(focus)"
    }
  }

  /// Parses `text`; nil when malformed.
  public init?(text: some StringProtocol) {
    // Split on UTF-8 bytes, not `Character`s: a fuzz run's parent parses one recipe per case.
    let fields = Substring(text).utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
    switch fields.first {
    case "gen" where fields.count == 2:
      guard let caseIndex = UInt64(fields[1]) else { return nil }
      self = .fresh(caseIndex: caseIndex)
    case "mut" where fields.count == 5:
      guard let parent = Int(fields[1]), let partner = Int(fields[2]), let seed = UInt64(fields[3]),
        let focus = Int(fields[4])
      else { return nil }
      self = .mutated(parent: parent, partner: partner, seed: seed, focus: focus)
    case "tune" where fields.count == 4:
      guard let parent = Int(fields[1]), let seed = UInt64(fields[2]), let focus = Int(fields[3]) else { return nil }
      self = .tuned(parent: parent, seed: seed, focus: focus)
    default: return nil
    }
  }

  /// The case this recipe makes in the run `settings` describes, from the corpus `slots`; nil when the recipe names
  /// an empty slot.
  public func realize(settings: SearchSettings, slots: [GeneratedCase?]) -> GeneratedCase? {
    func slot(_ index: Int) -> GeneratedCase? { slots.indices.contains(index) ? slots[index] : nil }
    let mutator = CaseMutator(profile: settings.profile, maxSteps: settings.maxSteps, template: settings.template)
    switch self {
    case .fresh(let caseIndex):
      return generateCase(
        seed: deriveSeed(runSeed: settings.seed, caseIndex: caseIndex), profile: settings.profile,
        maxSteps: settings.maxSteps, template: settings.template)
    case .mutated(let parent, let partner, let seed, let focus):
      guard let parent = slot(parent) else { return nil }
      return mutator.mutated(parent, partner: slot(partner), seed: seed, focus: focus)
    case .tuned(let parent, let seed, let focus):
      guard let parent = slot(parent) else { return nil }
      return mutator.tuned(parent, seed: seed, focus: focus)
    }
  }
}
