// Root causes of broken load rules that lie outside the action the rule judged (Checker/Cause/LoadCause.swift).
// Each test plays one generated case of the loads profile (seed 1, as `nestedcheck case --seed 1 --index N --profile
// loads` writes it) that the attribution once blamed on correct completion or trigger code.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor
@Suite("Root causes: load rules")
struct LoadCauseTests {
  /// The cause of the first violation of `invariant` in loads-profile case `index` of `name`, with its violation.
  static func cause(_ name: String, case index: UInt64, of invariant: Invariant) -> (RootCause, Violation)? {
    let entry = CoordinatorCatalog.entry(named: name)!
    var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), profile: GeneratorProfile.named("loads")!, maxSteps: 60)
    generated.world = Runner.normalized(generated.world, for: entry)
    let violations = Runner.run(entry, world: generated.world, steps: generated.steps).violations
    guard let violation = violations.first(where: { $0.invariant == invariant }) else { return nil }
    return (RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violation: violation), violation)
  }

  /// Case 11: the shipped trigger sends the next page while an extra request the fault sent earlier (itself sent
  /// while another flew) is still in flight. The extra request is the cause, not the trigger that fired next.
  @Test("a next page sent while an extra request flies: the extra request's send")
  func extraRequestInFlight() throws {
    let (cause, violation) = try #require(Self.cause("double-fetch", case: 11, of: .singleFlightNextPage))
    #expect(cause.kind == .write && cause.view == "page", "\(cause.key)")
    #expect(cause.site.first?.hasSuffix("DoubleFetchLoads.triggerWasRejected(_:list:reason:)") == true, "\(cause.key) \(violation.message)")
  }

  /// Case 25: the shipped completion appends a page out of order; the request that fetched it asked for a page
  /// already in flight when the fault replayed a queued bottom hit. The send is the cause, not the append.
  @Test("a page appended out of order that was asked for wrong: the request's send")
  func pageAskedForWrong() throws {
    let (cause, violation) = try #require(Self.cause("queued-next-page", case: 25, of: .pagesInOrder))
    #expect(cause.kind == .write, "\(cause.key)")
    #expect(cause.site.first?.hasSuffix("QueuedNextPageLoads.loadDidEnd(_:)") == true, "\(cause.key) \(violation.message)")
  }

  /// Cases 24 and 76: a slot response sent before a refresh resizes the banner, once applied as it arrives and once
  /// released later from where the completion code held it; case 1106: a next page that asked for the right page
  /// comes back to a list that changed since. Three completion paths of correct code, one missing drop.
  @Test("outdated responses applied through different completion paths: one missing drop")
  func outdatedResponsesAreOneCause() throws {
    let (arriving, _) = try #require(Self.cause("no-token-check", case: 24, of: .refreshSupersedes))
    let (released, _) = try #require(Self.cause("no-token-check", case: 76, of: .refreshSupersedes))
    let (appended, _) = try #require(Self.cause("no-token-check", case: 1106, of: .pagesInOrder))
    for cause in [arriving, released, appended] {
      #expect(cause.kind == .missingDrop && cause.view == "page", "\(cause.key)")
    }
    #expect(arriving.id == released.id && released.id == appended.id)
    // The location still says which path carried the response in.
    #expect(arriving.location.contains("receiveSlotHeight"), "\(arriving.location)")
    #expect(released.location.contains("releaseHeldHeight"), "\(released.location)")
  }
}
