// New cases from old ones, at the level of steps: what a guided search does instead of drawing every case
// afresh. Every operator keeps the case valid (any step is valid anywhere; a world is repaired to what the
// decoder accepts) and draws new material from the generators' own distributions, so a mutated case is one
// the generator could have written, only more likely to sit next to something interesting.
//
// Operators (Zest/JQF mutate at the level of the generator's choices; we mutate the choices' results):
// insert a generated fragment, delete a step or a span, splice two cases, duplicate a span, nudge one number
// (a third of a point, a pixel, a frame: the distances the simulation's rounding cares about), flip a knob,
// swap a world field. A *tune* is a single small change, for hill climbing on a near miss.

import Generators
import ScrollSim

/// Mutates cases deterministically: the same parent(s) and seed give the same case on every machine.
public struct CaseMutator: Sendable {
  /// The profile donors of steps and worlds are drawn from.
  public var profile: GeneratorProfile
  /// The most steps a mutated case keeps.
  public var maxSteps: Int
  /// The page template mutated cases stay inside: donors and fragments are drawn inside it, and what a mutation moves
  /// out of it (a nudged header, a copied field, a nudged resize) is clamped back; nil: none.
  public var template: PageTemplate?

  /// A mutator drawing its donors from `profile`, keeping cases to `maxSteps` steps and inside `template`.
  public init(profile: GeneratorProfile, maxSteps: Int, template: PageTemplate? = nil) {
    self.profile = profile
    self.maxSteps = maxSteps
    self.template = template.flatMap { $0.isUnconstrained ? nil : $0 }
  }

  /// One to four stacked operators on `parent`; `partner` feeds splices and world swaps. Positions fall near
  /// step `focus` most of the time (`-1`: anywhere).
  public func mutated(_ parent: GeneratedCase, partner: GeneratedCase?, seed: UInt64, focus: Int = -1) -> GeneratedCase {
    var unrecorded: [Operator]? = nil
    return mutated(parent, partner: partner, seed: seed, focus: focus, recording: &unrecorded)
  }

  /// `mutated`, with the operators it applied in order (what `SearchRun.failureRates` credits a failure to).
  func mutatedWithOperators(_ parent: GeneratedCase, partner: GeneratedCase?, seed: UInt64, focus: Int = -1)
    -> (case: GeneratedCase, operators: [Operator])
  {
    var applied: [Operator]? = []
    let result = mutated(parent, partner: partner, seed: seed, focus: focus, recording: &applied)
    return (result, applied ?? [])
  }

  /// The mutation itself; the operators are appended to `applied` when it is not nil (a search's own mutations, on
  /// every guided case, build no list).
  private func mutated(
    _ parent: GeneratedCase, partner: GeneratedCase?, seed: UInt64, focus: Int, recording applied: inout [Operator]?
  ) -> GeneratedCase {
    var rng = SeededSource(seed: seed)
    var result = parent
    result.seed = nil
    // Mostly one operator: a stepping stone survives a single change more often than a stack of them.
    let count = rng.weighted([(1, 0.6), (2, 0.25), (3, 0.1), (4, 0.05)])
    for _ in 0..<count {
      let op = rng.weighted(Self.operators)
      applied?.append(op)
      apply(op, to: &result, partner: partner, focus: focus, using: &rng)
    }
    finish(&result, using: &rng)
    return result
  }

  /// One small change: mostly a nudged number, sometimes a step inserted, deleted, or a knob flipped.
  public func tuned(_ parent: GeneratedCase, seed: UInt64, focus: Int = -1) -> GeneratedCase {
    var rng = SeededSource(seed: seed)
    var result = parent
    result.seed = nil
    apply(rng.weighted(Self.tunes), to: &result, partner: nil, focus: focus, using: &rng)
    finish(&result, using: &rng)
    return result
  }

  /// A position in `0...upper` (a step index, or an insertion point when `upper` is the count): within a few
  /// steps after `focus` two times in three when there is a focus, else anywhere.
  func position(upTo upper: Int, focus: Int, using rng: inout SeededSource) -> Int {
    guard upper > 0 else { return 0 }
    if focus >= 0, rng.bool(probability: 2.0 / 3) {
      // The focus itself half the time: a near miss is usually one step's doing.
      return min(max(rng.bool(probability: 0.5) ? focus : focus + rng.int(in: -1...3), 0), upper)
    }
    return rng.int(in: 0...upper)
  }

  enum Operator: String, CaseIterable {
    case insert, continueAfter, graft, deleteStep, deleteSpan, splice, duplicate, nudge, nudgeWorld, flipKnob, swapWorldField
  }

  static let operators: [(Operator, Double)] = [
    (.insert, 3), (.continueAfter, 4), (.graft, 3), (.deleteStep, 1.5), (.deleteSpan, 1.5), (.splice, 1.5), (.duplicate, 1),
    (.nudge, 4), (.nudgeWorld, 1.5), (.flipKnob, 0.7), (.swapWorldField, 0.7),
  ]
  static let tunes: [(Operator, Double)] = [(.nudge, 8), (.nudgeWorld, 2), (.insert, 1), (.deleteStep, 1), (.flipKnob, 0.5)]

  /// The profile a case's own insertions are drawn from: its swarm choice kept.
  func insertionProfile(for generated: GeneratedCase) -> GeneratorProfile {
    var profile = self.profile
    profile.swarm = false
    profile.disabledFamilies = generated.disabledFamilies
    if profile.enabledFamilies.isEmpty { profile.disabledFamilies = [] }
    return profile
  }

  func apply(
    _ op: Operator, to generated: inout GeneratedCase, partner: GeneratedCase?, focus: Int,
    using rng: inout SeededSource
  ) {
    var steps = generated.steps
    let focus = min(focus, steps.count - 1)
    switch op {
    case .insert:
      let at = position(upTo: steps.count, focus: focus < 0 ? -1 : focus + 1, using: &rng)
      let fragment = generateFragment(
        for: generated.world, after: steps[..<at], using: &rng, profile: insertionProfile(for: generated),
        budget: rng.int(in: 1...12), template: template)
      // Sometimes what followed is dropped: the new fragment gets the state the prefix reached to itself.
      if at < steps.count, rng.bool(probability: 0.25) { steps.removeSubrange(at...) }
      steps.insert(contentsOf: fragment, at: at)
    case .continueAfter:
      // Keep the case up to (just after) its focus and let the generator carry on from the state it reached, for as
      // many steps as it replaces (at least a gesture's three): a continuation to `maxSteps` made every such case as
      // long as a case may be, and a guided case cost 7 % more frames than a random one.
      let cut = position(upTo: steps.count, focus: focus < 0 ? -1 : focus + 1, using: &rng)
      let replaced = steps.count - cut
      steps.removeSubrange(cut...)
      steps += generateContinuation(
        for: generated.world, after: steps, using: &rng, profile: insertionProfile(for: generated),
        budget: min(max(replaced, 3), maxSteps - cut), template: template)
    case .graft:
      // The gesture around the focus (what reached something rare) played in another case's situation: the
      // partner's world and a prefix of its steps. A rare input meets a state it has not met yet.
      guard let partner, focus >= 0, !steps.isEmpty else { return }
      let gesture = Self.gesture(around: focus, in: steps)
      let cut = rng.int(in: 0...partner.steps.count)
      generated.world = partner.world
      steps = Array(partner.steps[..<cut]) + steps[gesture]
    case .deleteStep:
      guard !steps.isEmpty else { return }
      steps.remove(at: position(upTo: steps.count - 1, focus: focus, using: &rng))
    case .deleteSpan:
      guard !steps.isEmpty else { return }
      let start = position(upTo: steps.count - 1, focus: focus, using: &rng)
      let length = rng.int(in: 1...min(8, steps.count - start))
      steps.removeSubrange(start..<(start + length))
    case .splice:
      guard let partner, !partner.steps.isEmpty else { return }
      let cut = position(upTo: steps.count, focus: focus < 0 ? -1 : focus + 1, using: &rng)
      let from = rng.int(in: 0...(partner.steps.count - 1))
      steps = Array(steps[..<cut]) + partner.steps[from...]
    case .duplicate:
      guard !steps.isEmpty else { return }
      let start = position(upTo: steps.count - 1, focus: focus, using: &rng)
      let length = rng.int(in: 1...min(6, steps.count - start))
      steps.insert(contentsOf: steps[start..<(start + length)], at: start + length)
    case .nudge:
      guard !steps.isEmpty else { return }
      let index = position(upTo: steps.count - 1, focus: focus, using: &rng)
      steps[index] = nudgedStep(steps[index], listCount: generated.world.listCount, using: &rng)
    case .nudgeWorld:
      generated.world.nudgeOneLength(using: &rng)
    case .flipKnob:
      generated.world.knobs.copyOne(from: generateKnobs(using: &rng, profile: profile), using: &rng)
    case .swapWorldField:
      let donor = partner.map(\.world).flatMap { rng.bool(probability: 0.5) ? $0 : nil }
        ?? generateWorld(using: &rng, profile: profile, template: template)
      generated.world.copyOneField(from: donor, using: &rng)
    }
    generated.steps = steps
  }

  /// The steps of the gesture that step `index` belongs to: from the touch-down before it to the lift after it
  /// (just the step, when it is not inside a gesture).
  static func gesture(around index: Int, in steps: [Step]) -> ClosedRange<Int> {
    var start = index
    while start > 0, steps[start].kind != .touchDown, steps[start - 1].kind != .lift { start -= 1 }
    var end = index
    while end < steps.count - 1, steps[end].kind != .lift, steps[end + 1].kind != .touchDown { end += 1 }
    return start...end
  }

  /// Caps the length, never leaves a case empty, repairs the world, and brings the case back inside the template.
  func finish(_ generated: inout GeneratedCase, using rng: inout SeededSource) {
    if generated.steps.count > maxSteps { generated.steps.removeLast(generated.steps.count - maxSteps) }
    if generated.steps.isEmpty {
      generated.steps = generateFragment(
        for: generated.world, after: [], using: &rng, profile: insertionProfile(for: generated), budget: min(12, maxSteps),
        template: template)
    }
    generated.world = generated.world.repaired()
    if let template {
      generated.world = template.clamped(generated.world)
      generated.steps = template.clamped(generated.steps, on: generated.world)
    }
  }
}
