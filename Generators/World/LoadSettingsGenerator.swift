// Worlds with the Three Loaders article's loads: thresholds and page sizes near the usual, sometimes at the
// edges (a zero bottom-hit distance, empty pages), and lists short enough that a few flicks
// reach their bottom.

import ScrollSim

/// Random load settings the decoder accepts; all defaults when the source is exhausted.
func drawLoadSettings(using rng: inout some RandomSource) -> LoadSettings {
  var settings = LoadSettings()
  if rng.bool(probability: 0.3) { settings.refreshThreshold = rng.pick([30, 45, 80, 120]) }
  if rng.bool(probability: 0.4) { settings.bottomHitDistance = rng.pick([0, 100, 600, 1500]) }
  if rng.bool(probability: 0.4) { settings.pageHeight = rng.pick([0, 400, 1000, 3000]) }
  return settings
}

extension WorldConfig {
  /// Gives the world loads with `probability`, drawing nothing when it is 0 (so other profiles' worlds do not change),
  /// and then often shortens its lists to a first page a few flicks long.
  mutating func maybeAddLoads(probability: Double, using rng: inout some RandomSource) {
    guard probability > 0, rng.bool(probability: probability) else { return }
    loads = drawLoadSettings(using: &rng)
    guard !headerOnly, rng.bool(probability: 0.5) else { return }
    if lists.isEmpty { lists = (0..<listCount).map { _ in ListSpec() } }
    for index in lists.indices { lists[index].contentHeight = rng.readableDouble(in: 300...2500) }
  }
}
