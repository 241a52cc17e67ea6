// The property checks `swift test` runs: both shipped coordinators over generated cases (with the
// interesting states measured, so "passed" means something), and every mutant caught and shrunk.

import Checker
import Coordinators
import Foundation
import Generators
import NestedCheckTesting
import ScrollSim
import Shrinkers
import Testing

@MainActor @Suite("Property checks")
struct PropertyTests {
  /// Cases per shipped coordinator: enough to reach every interesting state, small enough for a debug `swift test`.
  static let shippedCases = 400

  @Test("shipped coordinators hold every invariant over generated cases", arguments: ["offset-lock", "ownership"])
  func shippedHold(name: String) throws {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    let report = checkNestedScrolling(entry, cases: Self.shippedCases)
    #expect(report.casesRun == Self.shippedCases)
    #expect(report.frames > 100_000, "cases should be long enough to matter: \(report.frames) frames")
  }

  @Test("the default profile reaches every interesting state")
  func coverage() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    let report = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: Self.shippedCases))
    print("coverage over \(report.coverage.cases) cases of offset-lock:\n\(report.coverage.table())")
    for state in InterestingState.allCases where !state.needsLoads {
      #expect(report.coverage.count(state) > 0, "\(state.rawValue) never reached in \(report.coverage.cases) cases")
    }
  }

  /// The page-model states must be reached in a fair share of cases, not once by luck: each of the page-model states
  /// in at least 0.5% of the default profile's cases (docs/invariants.md, coverage of interesting states), the spinner in the loads profile.
  @Test("the page-model states are reached in a fair share of cases")
  func pageModelCoverage() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "ownership"))
    let report = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: Self.shippedCases))
    let states: [InterestingState] = [
      .momentumHandoffFromHeader, .statusBarTapWhilePinned, .insetChangedWhileScrolled, .headerContentHorizontalPan,
      .headerContentVerticalPan, .pagerReloadedWhileScrolled, .pullAtListTopHeaderHidden,
    ]
    for state in states {
      let share = Double(report.coverage.count(state)) / Double(report.coverage.cases)
      #expect(share >= 0.005, "\(state.rawValue) reached in \(report.coverage.count(state)) of \(report.coverage.cases) cases")
    }
    let loads = try #require(GeneratorProfile.named("loads"))
    let loadsReport = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: 150, profile: loads))
    #expect(loadsReport.coverage.count(.refreshSpinnerShown) > 0)
  }

  /// The handoff report over the default profile: both shipped coordinators carry momentum across the boundary in both
  /// directions, from the list and from the header (docs/findings.md, Handoffs has the fuzz-run figures).
  @Test("the handoff report: momentum from the header and from the list carries in both shipped coordinators", arguments: ["offset-lock", "ownership"])
  func handoffsCarry(name: String) throws {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    let report = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: Self.shippedCases))
    #expect(report.failure == nil)
    for direction in HandoffDirection.allCases {
      for origin in HandoffOrigin.allCases {
        let stats = report.handoffs.stats(HandoffKind(direction: direction, mode: .momentum, origin: origin))
        guard stats.count > 0 else { continue }
        #expect(stats.lost == 0, "\(name) \(direction.rawValue) from the \(origin.rawValue): \(stats.lost) lost")
        #expect(stats.meanCarried > 0.85, "\(name) \(direction.rawValue) from the \(origin.rawValue): \(stats.meanCarried)")
      }
    }
    let fromHeader = report.handoffs.stats(HandoffKind(direction: .outerToList, mode: .momentum, origin: .header))
    #expect(fromHeader.count >= 3, "flicks from the header across maxOffsetY: \(fromHeader.count)")
  }

  @Test("a broken coordinator records a test issue through checkNestedScrolling")
  func recordsIssue() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "no-max-clamp"))
    withKnownIssue("no-max-clamp must be reported: this asserts the issue is recorded") {
      _ = checkNestedScrolling(entry, cases: 50)
    }
  }
}

@MainActor @Suite("Proof of power: every mutant is caught and shrunk")
struct MutantPowerTests {
  /// Mutants that break an invariant. The crash and hang mutants trap or spin by design, so they are fuzzed in
  /// child processes (CLITests/FuzzCommandTests), never in this test process.
  nonisolated static let mutants = (CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants)
    .filter { $0.breaks.flatMap(Invariant.init(rawValue:)) != nil }.map(\.name)

  @Test(
    "caught within 2,000 cases; its witness keeps its signature and severity band, its simplest witness is no longer than its story, both 1-minimal",
    arguments: mutants)
  func caughtAndShrunk(name: String) throws {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    // Load mutants carry their fault in the page's load logic: only the `loads` profile generates load steps.
    let isLoadMutant = CoordinatorCatalog.loadMutants.contains { $0.name == name }
    let profile = try #require(GeneratorProfile.named(isLoadMutant ? "loads" : "default"))
    let report = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: 2_000, seed: 7, profile: profile))
    let failure = try #require(report.failure, "\(name) was not caught in 2,000 cases")
    let target = failure.violation.signature
    let invariant = target.invariant

    // The witness shows the same signature, band included, and is 1-minimal under that oracle.
    let witness = failure.shrunk
    #expect(failure.shrunkViolation.signature == target, "shrinking must keep the signature")
    func shows(_ steps: [Step], _ world: WorldConfig, _ accept: (Violation) -> Bool) -> Bool {
      Runner.run(entry, world: world, steps: steps).violations.contains(where: accept)
    }
    #expect(shows(witness.steps, witness.world) { $0.signature == target })
    for index in witness.steps.indices {
      var steps = witness.steps
      steps.remove(at: index)
      #expect(!shows(steps, witness.world) { $0.signature == target }, "\(name): witness step \(index) can be removed")
    }

    // The simplest witness of the invariant: no longer than the hand-written scenario that proves this mutant's
    // named invariant, replays, and is 1-minimal for "breaks the invariant".
    let simplest = failure.simplest ?? witness
    let stories = try Corpus.files(in: Corpus.scenariosDirectory).map(Corpus.scenario)
    let story = stories.filter { $0.expect[name] == entry.breaks }.map(\.steps.count).min()
    let storyLength = try #require(story, "no hand-written scenario proves \(name)")
    #expect(simplest.steps.count <= storyLength, "\(name): simplest witness has \(simplest.steps.count) steps, story \(storyLength)")
    #expect(shows(simplest.steps, simplest.world) { $0.invariant == invariant })
    for index in simplest.steps.indices {
      var steps = simplest.steps
      steps.remove(at: index)
      #expect(!shows(steps, simplest.world) { $0.invariant == invariant }, "\(name): simplest step \(index) can be removed")
    }
    let v = failure.shrunkViolation
    print(
      "| \(name) | \(profile.name) | \(invariant.rawValue) | `\(target)` | \(Self.points(v.severity)) (\(v.band.rawValue)) | "
        + "\((report.firstFailingCase ?? 0) + 1) | \(witness.steps.count) | \(simplest.steps.count) | "
        + "\(failure.replays + failure.simplestReplays) |")
  }

  static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded)) pt" : "\(rounded) pt"
  }

  @Test("the shrunk scenario survives a JSON round trip and replays the same")
  func roundTrip() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "reset-current-only"))
    let failure = try #require(PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: 500)).failure)
    let decoded = try Scenario.decode(failure.shrunk.encoded(), source: "round trip")
    #expect(decoded == failure.shrunk)
    let verdict = Runner.run(entry, world: decoded.world, steps: decoded.steps).verdict
    #expect(verdict.violation?.invariant == failure.shrunkViolation.invariant)
  }

  @Test("the same seed shrinks to the same scenario")
  func deterministic() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "unforwarded-list"))
    let first = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: 500, seed: 3))
    let second = PropertyCheck.run(entry, configuration: PropertyConfiguration(cases: 500, seed: 3))
    #expect(first.failure?.shrunk == second.failure?.shrunk)
    #expect(first.failure?.replays == second.failure?.replays)
  }
}
