// A team's app events end to end: declared on an entry, stored in scenario files by name with their arguments (and
// rejected when the entry does not declare them), drawn by the generator only when declared, played by the page,
// shrunk toward their simplest arguments, and shown by name in traces.

@testable import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import Shrinkers
import Testing

/// An app event the tests declare: the app scrolls a role view to `offset` points from its top, not animated.
@MainActor
enum TeamEvents {
  static let jumpTo = AppEvent(
    "jump-to", summary: "the app scrolls a view to an offset from its top",
    parameters: [.view("view"), .integer("offset", in: 0...600), .choice("style", ["plain", "card", "hero"])], weight: 8
  ) { event in
    guard let view = event.scrollView(event.viewRole("view")) else { return }
    view.setContentOffset(CGPoint(x: 0, y: view.minPosition + Double(event.integer("offset"))), animated: false)
  }

  static var offsetLock: CoordinatorEntry { CoordinatorCatalog.entry(named: "offset-lock")!.declaring(jumpTo) }

  static func jump(_ view: String, _ offset: Double, style: String = "plain") -> Step {
    .appEvent("jump-to", [AppArgument("view", .text(view)), AppArgument("offset", .number(offset)), AppArgument("style", .text(style))])
  }
}

@MainActor @Suite("a team's app events")
struct AppEventTests {
  @Test("an app step is stored by name with its arguments, sorted, and reads back the same")
  func roundTrip() throws {
    let step = TeamEvents.jump("outer", 120, style: "card")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(step), as: UTF8.self)
    #expect(json == #"{"app":{"arguments":{"offset":120,"style":"card","view":"outer"},"name":"jump-to"}}"#)
    #expect(try StrictJSONDecoder().decode(Step.self, from: Array(json.utf8)) == step)
    #expect(step.description == #"app jump-to(offset: 120, style: "card", view: "outer")"#)
    #expect(try StrictJSONDecoder().decode(Step.self, from: Array(#"{"app": {"name": "reload-feed"}}"#.utf8)) == .app(name: "reload-feed", arguments: []))
  }

  @Test("a malformed app step is an error naming the field")
  func malformedStepsAreRejected() {
    for (json, words) in [
      (#"{"app": {"name": "Jump To"}}"#, "is not an app event name"),
      (#"{"app": {"name": "jump-to", "arguments": {"view": true}}}"#, "a number or a string"),
      (#"{"app": {"name": "jump-to", "when": 3}}"#, "unknown field 'when'"),
      (#"{"app": {"arguments": {}}}"#, "missing"),
    ] {
      do {
        _ = try Scenario.decode(Data(#"{"format": 1, "steps": [\#(json)]}"#.utf8), source: "s.json")
        Issue.record("accepted \(json)")
      } catch {
        #expect(error.description.contains(words), "\(json): \(error)")
      }
    }
  }

  @Test("a scenario naming an undeclared event, or an argument outside its domain, is rejected by the entry")
  func judgingChecksTheDeclarations() {
    var scenario = Scenario(coordinator: "offset-lock", steps: [.appEvent("share-profile")])
    #expect(throws: ScenarioError.self) { try scenario.judging(TeamEvents.offsetLock, source: "s.json") }
    let plain = CoordinatorCatalog.entry(named: "offset-lock")!
    #expect(scenario.unknownRules(for: plain) == ["steps[0]: app event 'share-profile' is not declared by offset-lock (it declares none)"])
    #expect(scenario.unknownRules(for: TeamEvents.offsetLock) == [
      "steps[0]: app event 'share-profile' is not declared by offset-lock (its app events: jump-to)"
    ])
    scenario.steps = [
      .appEvent("jump-to", [AppArgument("view", .text("list9x")), AppArgument("offset", .number(700)), AppArgument("speed", .number(1))])
    ]
    let problems = scenario.unknownRules(for: TeamEvents.offsetLock)
    #expect(problems.contains { $0.contains("argument 'offset' is 700, expected a whole number in 0...600") })
    #expect(problems.contains { $0.contains("argument 'view' is \"list9x\"") })
    #expect(problems.contains { $0.contains("needs the argument 'style'") })
    #expect(problems.contains { $0.contains("has no parameter 'speed'") })
    scenario.steps = [TeamEvents.jump("list1", 40)]
    #expect(scenario.unknownRules(for: TeamEvents.offsetLock).isEmpty)
  }

  @Test("a declaration with a bad name, a repeated parameter or no choices is reported")
  func declarationProblems() {
    let bad = AppEvent("Jump", parameters: [.choice("style", []), .integer("n", in: 0...1), .integer("n", in: 0...2)]) { _ in }
    let entry = CoordinatorCatalog.entry(named: "offset-lock")!.declaring(bad, TeamEvents.jumpTo, TeamEvents.jumpTo)
    let problems = UserInvariantRules.problems(in: entry)
    #expect(problems.contains { $0.contains("app event 'Jump': a name is lowercase words") })
    #expect(problems.contains { $0.contains("parameter 'style' needs distinct choices") })
    #expect(problems.contains { $0.contains("parameter 'n' is declared twice") })
    #expect(problems.contains { $0.contains("app event 'jump-to' is declared twice") })
  }

  @Test("the generator draws app events only when a profile carries them, each argument inside its domain")
  func generationOnlyWhenDeclared() {
    let plain = CoordinatorCatalog.entry(named: "offset-lock")!
    let configuration = PropertyConfiguration(seed: 5)
    var drawn = 0
    for index in 0..<60 as Range<UInt64> {
      // An entry without events draws exactly the profile's cases (the behaviour digest's cases).
      let bare = PropertyCheck.generatedCase(index: index, configuration: configuration, for: plain)
      let reference = generateCase(seed: deriveSeed(runSeed: 5, caseIndex: index), profile: .default, maxSteps: configuration.maxSteps)
      #expect(bare.steps == reference.steps && bare.world == reference.world)
      #expect(!bare.steps.contains { $0.kind == .app })
      let declared = PropertyCheck.generatedCase(index: index, configuration: configuration, for: TeamEvents.offsetLock)
      for step in declared.steps {
        guard case .app(let name, let arguments) = step else { continue }
        drawn += 1
        #expect(name == "jump-to")
        #expect(TeamEvents.jumpTo.shape.problems(with: arguments).isEmpty, "\(step)")
        #expect(arguments.map(\.name) == ["offset", "style", "view"])
      }
    }
    #expect(drawn > 20)
    #expect(GeneratorProfile.all.allSatisfy { $0.appEvents.isEmpty })
  }

  @Test("the page plays a declared event on the step's frame; an undeclared one is left out of the entry's steps")
  func thePagePlaysIt() {
    let world = WorldConfig()
    let steps: [Step] = [.wait(frames: 2), TeamEvents.jump("outer", 50), .wait(frames: 2)]
    var options = RunOptions(recordTrace: true)
    options.stopRule = .never
    let result = Runner.run(TeamEvents.offsetLock, world: world, steps: steps, options: options)
    #expect(result.verdict == .pass)
    let row = result.trace.first { $0.stepIndex == 1 }
    #expect(row?.outerY == 50)
    #expect(row?.stepLabel == #"app jump-to(offset: 50, style: "plain", view: "outer")"#)
    let plain = CoordinatorCatalog.entry(named: "offset-lock")!
    #expect(Runner.playable(steps, for: plain) == [.wait(frames: 2), .wait(frames: 2)])
    #expect(Runner.playable(steps, for: TeamEvents.offsetLock) == steps)
  }

  @Test("the shrinker deletes what is not needed and moves each argument toward its simplest value")
  func shrinksTowardSimplestArguments() {
    let start: [Step] = [
      .wait(frames: 30), TeamEvents.jump("list2", 433, style: "hero"), .tapTab(index: 1, animated: true), .wait(frames: 5),
    ]
    // Fails while some jump-to moves a view at least 137 pt, whatever the view and style.
    let shrinker = Shrinker(
      oracle: { candidate in
        candidate.steps.contains { step in
          guard case .app("jump-to", let arguments) = step, case .number(let offset)? = arguments.first(where: { $0.name == "offset" })?.value
          else { return false }
          return offset >= 137
        }
      }, appEvents: [TeamEvents.jumpTo.shape])
    let result = shrinker.shrink(ShrinkCandidate(world: WorldConfig(), steps: start))
    #expect(result.candidate.steps == [TeamEvents.jump("outer", 137, style: "plain")])
    // Without the declaration the arguments stay as they are: the shrinker knows no domain for them.
    let blind = Shrinker(oracle: { $0.steps.contains { $0.kind == .app } }).shrink(ShrinkCandidate(world: WorldConfig(), steps: start))
    #expect(blind.candidate.steps == [TeamEvents.jump("list2", 433, style: "hero")])
  }

  @Test("the guided search's nudge redraws one argument of an app event inside its domain")
  func nudgeRedrawsAnArgument() {
    let mutator = CaseMutator(profile: GeneratorProfile.default.drawing([TeamEvents.jumpTo.shape]), maxSteps: 60)
    let step = TeamEvents.jump("list2", 433, style: "hero")
    var changed = 0
    for seed in 0..<50 as Range<UInt64> {
      var rng = SeededSource(seed: seed)
      let nudged = mutator.nudgedStep(step, listCount: 3, using: &rng)
      guard case .app("jump-to", let arguments) = nudged else {
        Issue.record("the nudge lost the app event: \(nudged)")
        continue
      }
      #expect(TeamEvents.jumpTo.shape.problems(with: arguments).isEmpty, "\(nudged)")
      #expect(arguments.map(\.name) == ["offset", "style", "view"])
      if nudged != step { changed += 1 }
    }
    #expect(changed > 25)
    // A profile that does not know the event leaves its step as it is.
    var rng = SeededSource(seed: 1)
    #expect(CaseMutator(profile: .default, maxSteps: 60).nudgedStep(step, listCount: 3, using: &rng) == step)
  }

  @Test("a failing run through an app event is shrunk to it and replays from its file")
  func failureThroughTheEventReplays() throws {
    // The team's rule: the outer never sits more than 200 pt down while the header shows. The event breaks it.
    let rule = UserInvariant.always("outer-near-top") { frame in
      let y = frame.world.outerView.position
      guard y > 200 + offsetTolerance, frame.headerVisible else { return nil }
      return .distance(y - 200, view: .outer, direction: .forward, "outer at \(y)")
    }
    let entry = TeamEvents.offsetLock.checking(rule)
    var world = WorldConfig()
    world.headerHeight = 600
    let steps: [Step] = [.wait(frames: 10), TeamEvents.jump("outer", 420, style: "hero"), .wait(frames: 10)]
    let first = Runner.run(entry, world: world, steps: steps)
    let violation = try #require(first.verdict.violation)
    #expect(violation.invariant == .user("outer-near-top"))
    #expect(violation.signature.description.hasSuffix("/app"))
    let shrunk = PropertyCheck.shrinkWitness(
      entry, generated: GeneratedCase(world: world, steps: steps, profileName: "default", seed: nil), violation: violation,
      origin: CaseOrigin(runSeed: 1, caseIndex: 0, profile: "default"))
    #expect(shrunk.shrunk.steps.count == 1)
    guard case .app("jump-to", let arguments)? = shrunk.shrunk.steps.first else {
      Issue.record("the witness lost its app event: \(shrunk.shrunk.steps)")
      return
    }
    #expect(arguments.first { $0.name == "style" }?.value == .text("plain"))
    #expect(arguments.first { $0.name == "view" }?.value == .text("outer"))
    let file = try Scenario.decode(shrunk.shrunk.encoded(), source: "witness.json")
    let judged = try file.judging(entry, source: "witness.json")
    #expect(Runner.run(judged, world: file.world, steps: file.steps).verdict.violation?.invariant == .user("outer-near-top"))
  }
}
