// Declaring a team's app events on its entry, as its rules are (DisabledInvariant.swift): every tool that builds the
// entry (the team's CLI, its fuzz workers, its tests, a replay) then draws, stores, plays and shrinks them.

import ScrollSim

extension CoordinatorEntry {
  /// The entry with `events` declared too, after any it already declares.
  public func declaring(_ events: AppEvent...) -> CoordinatorEntry { declaring(events) }

  /// The entry with `events` declared too, after any it already declares.
  public func declaring(_ events: [AppEvent]) -> CoordinatorEntry {
    var entry = self
    entry.appEvents += events
    return entry
  }

  /// The declared event called `name`, if any.
  public func appEvent(named name: String) -> AppEvent? { appEvents.first { $0.name == name } }

  /// What is wrong with the entry's event declarations, one line each: names, parameters, an event declared twice.
  public var appEventProblems: [String] {
    var problems: [String] = []
    var seen: Set<String> = []
    for event in appEvents {
      problems += event.declarationProblems.map { "\(name): \($0)" }
      if !seen.insert(event.name).inserted { problems.append("\(name): app event '\(event.name)' is declared twice") }
    }
    return problems
  }

  /// The events a run over `entries` draws (every case runs on every entry): each name once, the first declaration's
  /// shape, in the entries' order. A step of an event an entry does not declare is left out of that entry's steps
  /// (`Runner.playable`).
  public static func appEventShapes(of entries: [CoordinatorEntry]) -> [AppEventShape] {
    var shapes: [AppEventShape] = []
    for entry in entries {
      for event in entry.appEvents where !shapes.contains(where: { $0.name == event.name }) { shapes.append(event.shape) }
    }
    return shapes
  }

  /// What is wrong with the `.app` steps of `steps` for this entry, one line each (`step N: …`): an event it does not
  /// declare (named with the events it does), an argument missing, unknown or outside its domain.
  public func appEventProblems(in steps: [Step]) -> [String] {
    var problems: [String] = []
    for (index, step) in steps.enumerated() {
      guard case .app(let eventName, let arguments) = step else { continue }
      guard let event = appEvent(named: eventName) else {
        let declared = appEvents.map(\.name)
        problems.append(
          "steps[\(index)]: app event '\(eventName)' is not declared by \(name)"
            + (declared.isEmpty ? " (it declares none)" : " (its app events: \(declared.joined(separator: ", ")))"))
        continue
      }
      problems += event.shape.problems(with: arguments).map { "steps[\(index)]: \($0)" }
    }
    return problems
  }
}
