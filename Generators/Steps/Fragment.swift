// One occurrence of a step family, written into an existing case: what a guided search inserts.
//
// The fragment is drawn exactly as `generateSteps` draws the same family (the profile's weights, the
// same gesture shapes, the same events landing inside gestures), aimed at the layout the steps before
// the insertion point leave, so a mutated case stays a case the generator could have written.

import ScrollSim

/// One family occurrence (a whole gesture, or one event with whatever lands inside or after it) of at most
/// `budget` steps, for insertion after `prefix` in a case on `world`; chosen by `profile`'s weights.
/// Empty when nothing fits. Runtime page changes are drawn inside `template`, when one is given.
public func generateFragment(
  for world: WorldConfig, after prefix: some Sequence<Step>, using rng: inout some RandomSource,
  profile: GeneratorProfile = .default, budget: Int = 12, template: PageTemplate? = nil
) -> [Step] {
  let profile = profile.resolved(using: &rng)
  var writer = StepWriter(world: world, limit: max(budget, 0), after: prefix, template: template)
  let fitting = profile.enabledFamilies.filter { !$0.isGesture || writer.remaining >= 3 }
  guard writer.remaining > 0, !fitting.isEmpty else { return [] }
  let family = rng.weighted(fitting.map { ($0, profile.weight(of: $0)) })
  writer.write(family, using: &rng, profile: profile)
  return writer.steps
}

/// Steps that carry on after `prefix` on `world` until `budget` steps are written (or nothing fits), in
/// `profile`'s proportions: the rest of a case, drawn as `generateSteps` draws a whole one (inside `template`, if any).
public func generateContinuation(
  for world: WorldConfig, after prefix: some Sequence<Step>, using rng: inout some RandomSource,
  profile: GeneratorProfile = .default, budget: Int, template: PageTemplate? = nil
) -> [Step] {
  let profile = profile.resolved(using: &rng)
  let families = profile.enabledFamilies
  var writer = StepWriter(world: world, limit: max(budget, 0), after: prefix, template: template)
  while writer.remaining > 0 {
    let fitting = families.filter { !$0.isGesture || writer.remaining >= 3 }
    guard !fitting.isEmpty else { break }
    writer.write(rng.weighted(fitting.map { ($0, profile.weight(of: $0)) }), using: &rng, profile: profile)
  }
  return writer.steps
}
