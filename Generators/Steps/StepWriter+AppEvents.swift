// The team's app events, drawn beside the step families by weight, with arguments from their parameters' domains.
//
// A separate loop from `generateSteps`'s: a profile with no app events never reaches this file, so its cases are
// drawn exactly as they always were (the behaviour digest holds). With events, each draw picks a family or an event
// by weight; an event is one step, `.app(name:arguments:)`, its arguments drawn in the parameters' order and
// stored sorted by name.

import ScrollSim

/// `generateSteps` for a profile that carries app events.
func generateStepsWithAppEvents(
  for world: WorldConfig, using rng: inout some RandomSource, profile: GeneratorProfile, maxSteps: Int,
  template: PageTemplate?
) -> [Step] {
  let families = profile.enabledFamilies
  let length = rng.bool(probability: 0.75) ? rng.int(in: (maxSteps / 2)...maxSteps) : rng.int(in: 0...(maxSteps / 4))
  var writer = StepWriter(world: world, limit: length, template: template)
  let events = profile.appEvents.filter { $0.weight > 0 }
  while writer.remaining > 0 {
    let fitting = families.filter { !$0.isGesture || writer.remaining >= 3 }
    var choices: [(Draw, Double)] = fitting.map { (.family($0), profile.weight(of: $0)) }
    choices += events.indices.map { (.event($0), events[$0].weight) }
    guard !choices.isEmpty else { break }
    switch rng.weighted(choices) {
    case .family(let family): writer.write(family, using: &rng, profile: profile)
    case .event(let index): writer.emit(writer.drawAppEvent(events[index], using: &rng))
    }
  }
  return writer.steps
}

/// One draw of the generator's loop: a step family, or an app event by its index in the profile's.
private enum Draw {
  case family(StepFamily)
  case event(Int)
}

extension StepWriter {
  /// An `.app` step of `event`, each argument drawn from its domain: a range's ends often (where an app's index and
  /// offset bugs live), otherwise anywhere in it; a choice or a view role uniformly.
  func drawAppEvent(_ event: AppEventShape, using rng: inout some RandomSource) -> Step {
    let arguments = event.parameters.map { parameter in
      AppArgument(parameter.name, drawAppArgument(parameter, listCount: sketch.listCount, using: &rng))
    }
    return .appEvent(event.name, arguments)
  }
}

/// A value of `parameter`'s domain: a range's ends often (where an app's index and offset bugs live), otherwise
/// anywhere in it; a choice, or a view role of a page with `listCount` lists, uniformly. The generator draws each
/// argument of an app event so, and the guided search redraws one when it nudges the step.
public func drawAppArgument(
  _ parameter: AppEventParameter, listCount: Int, using rng: inout some RandomSource
) -> AppValue {
  switch parameter.domain {
  case .integers(let range):
    switch rng.int(in: 0...9) {
    case 0, 1: return .number(Double(range.lowerBound))
    case 2: return .number(Double(range.upperBound))
    default: return .number(Double(rng.int(in: range)))
    }
  case .numbers(let range):
    switch rng.int(in: 0...9) {
    case 0, 1: return .number(range.lowerBound)
    case 2: return .number(range.upperBound)
    default: return .number(min(max(rng.readableDouble(in: range), range.lowerBound), range.upperBound))
    }
  case .choice(let options):
    return .text(options.isEmpty ? "" : rng.pick(options))
  case .view:
    let roles: [AppViewRole] = [.outer, .currentList] + (0..<max(listCount, 1)).map { .list($0) }
    return .text(rng.pick(roles).description)
  }
}
