// The growing step sequence of one case, with its budget and layout sketch.

import ScrollSim

/// Accumulates steps up to a budget and keeps the layout sketch in step with what was written.
///
/// Gesture writers check `remaining` before starting so a gesture is never cut off:
/// every touch-down gets its lift within the budget.
struct StepWriter {
  /// The steps written so far.
  private(set) var steps: [Step] = []
  /// The most steps this case may hold.
  let limit: Int
  /// The layout at rest after the steps written so far.
  private(set) var sketch: PageSketch
  /// The page template runtime steps stay inside, with the world they run on; nil: no template.
  let template: (template: PageTemplate, world: WorldConfig)?

  init(world: WorldConfig, limit: Int, template: PageTemplate? = nil) {
    self.limit = limit
    sketch = PageSketch(world: world)
    self.template = template.flatMap { $0.isUnconstrained ? nil : ($0, world) }
    steps.reserveCapacity(limit)
  }

  /// A writer whose sketch has followed `prefix` (which it does not hold): for writing a fragment in the middle
  /// of an existing case, aimed at the layout the steps before it left.
  init(world: WorldConfig, limit: Int, after prefix: some Sequence<Step>, template: PageTemplate? = nil) {
    self.init(world: world, limit: limit, template: template)
    for step in prefix { sketch.apply(step) }
  }

  /// `step`, or with a template and `step` outside it, the same kind of step drawn again inside it. Draws nothing
  /// without a template, so a case with none is what it always was.
  func fitted(_ step: Step, using rng: inout some RandomSource) -> Step {
    guard let template else { return step }
    return template.template.fitted(step, on: template.world, sketch: sketch, using: &rng)
  }

  /// How many more steps fit.
  var remaining: Int { limit - steps.count }

  /// Appends `step` (there must be room) and updates the sketch.
  mutating func emit(_ step: Step) {
    precondition(remaining > 0, "StepWriter over budget")
    steps.append(step)
    sketch.apply(step)
  }

  /// A touch point in `zone`: x anywhere across the viewport, y in the zone's band, both usually round.
  func touchPoint(in zone: TouchZone, using rng: inout some RandomSource) -> (x: Double, y: Double) {
    let x = rng.readableDouble(in: 0...max(0, sketch.viewportWidth - 1))
    let y = rng.readableDouble(in: zone.band(in: sketch))
    return (x, y)
  }
}
