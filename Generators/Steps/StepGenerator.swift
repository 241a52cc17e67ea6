// Random step sequences: gestures and events in a profile's proportions.
//
// The sequence is a series of families drawn by weight; each family writes itself
// (a whole gesture, or one event) into a budget, and gestures open gaps where other
// events land. The budget is drawn first, short or long, so an exhausted
// `ByteSource` yields an empty sequence and a seeded run mostly yields long ones.

import ScrollSim

/// A random, well-formed step sequence of at most `maxSteps` steps for `world`, in `profile`'s proportions.
///
/// Every touch-down gets its lift within the budget. A swarm profile not yet resolved
/// is resolved here from `rng`; `generateCase` resolves it first so the case can record what was switched off.
///
/// With `template`, each step that changes the page at runtime (a header reload, a safe-area change, a resize, a
/// content change, a banner response) is drawn inside it; with none the steps are exactly what they always were.
public func generateSteps(
  for world: WorldConfig, using rng: inout some RandomSource, profile: GeneratorProfile = .default, maxSteps: Int = 100,
  template: PageTemplate? = nil
) -> [Step] {
  let profile = profile.resolved(using: &rng)
  let families = profile.enabledFamilies
  guard maxSteps > 0, !families.isEmpty else { return [] }
  if !profile.appEvents.isEmpty { return generateStepsWithAppEvents(for: world, using: &rng, profile: profile, maxSteps: maxSteps, template: template) }

  // Three cases in four are long (half to all of the budget): long sequences reach deep states, and shrinking is cheap.
  let length = rng.bool(probability: 0.75) ? rng.int(in: (maxSteps / 2)...maxSteps) : rng.int(in: 0...(maxSteps / 4))
  var writer = StepWriter(world: world, limit: length, template: template)
  while writer.remaining > 0 {
    let fitting = families.filter { !$0.isGesture || writer.remaining >= 3 }
    guard !fitting.isEmpty else { break }
    let family = rng.weighted(fitting.map { ($0, profile.weight(of: $0)) })
    writer.write(family, using: &rng, profile: profile)
  }
  return writer.steps
}

extension StepWriter {
  /// Writes one occurrence of `family`: a whole gesture or a single event (plus whatever lands inside or after it).
  mutating func write(_ family: StepFamily, using rng: inout some RandomSource, profile: GeneratorProfile) {
    switch family {
    case .verticalDrag: writeVerticalDrag(using: &rng, profile: profile)
    case .swipe: writeSwipe(using: &rng, profile: profile)
    case .pullToRefresh: writePullToRefresh(using: &rng, profile: profile)
    case .flickToBottom: writeFlickToBottom(using: &rng, profile: profile)
    case .wait, .tapTab, .tapStatusBar, .reloadHeader, .setListContent, .setSafeArea, .resize, .requestSlots, .respond,
      .setContentInset, .reloadPager, .unloadDistantLists:
      writeEvent(family, using: &rng, profile: profile)
    }
  }
}
