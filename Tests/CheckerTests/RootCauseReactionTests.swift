// Root causes where correct code reacts to what the fault (or the finger) left: a write that only reacts is not
// the cause. Each test plays one generated case (seed 1, as `nestedcheck case --seed 1 --index N` writes it) whose
// violation the attribution once blamed on the reaction.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor
@Suite("Root causes: reactions are not causes")
struct RootCauseReactionTests {
  /// The cause of the first violation of `invariant` in generated case `index` of `name`.
  static func cause(_ name: String, case index: UInt64, of invariant: Invariant) -> RootCause? {
    let entry = CoordinatorCatalog.entry(named: name)!
    var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), maxSteps: 60)
    generated.world = Runner.normalized(generated.world, for: entry)
    let violations = Runner.run(entry, world: generated.world, steps: generated.steps).violations
    guard let violation = violations.first(where: { $0.invariant == invariant }) else { return nil }
    return RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violation: violation)
  }

  /// Case 188: after a flick the outer coasts toward `maxOffsetY`; a status-bar tap scrolls only the list (the fault),
  /// the coast carries on and the lock's pin meets it one point short of the pin. The pin carried the coast's own
  /// motion; what kept the header hidden is that nothing scrolled the outer to its top.
  @Test("a status-bar tap during a coast that arrives at the pin: the missing scroll to the top, not the pin")
  func coastArrivingAtThePin() throws {
    let cause = try #require(Self.cause("list-only-scrolls-to-top", case: 188, of: .statusBarShowsTop))
    #expect(cause.kind == .missingWrite && cause.view == "outer" && cause.site == ["status-bar-shows-top"], "\(cause.key)")
  }

  /// Case 598: a status-bar tap while the list coasts to its top; at the top the fault stops the outer that the
  /// handoff should have set moving (a write that holds the outer where it was). The ownership pin that later holds
  /// the outer against its own creep away from the top keeps nothing away.
  @Test("a stop at the handoff is the cause; a pin pulling back a creep away from the top is not")
  func stopAtTheHandoff() throws {
    let cause = try #require(Self.cause("zeroes-handoff-velocity", case: 598, of: .statusBarShowsTop))
    // A stop is keyed without its view (StopCauseTests).
    #expect(cause.kind == .write && cause.view == "view", "\(cause.key)")
    #expect(cause.site.first?.hasSuffix("ZeroesHandoffVelocityCoordinator.stoppingReceiver(_:)") == true, "\(cause.key)")
  }

  /// Case 126: the printed lock pins the outer at a `maxOffsetY` off the pixel grid (302.42 on a 3x screen reads back
  /// as 302.33); the finger pushes the outer past it every frame and the pin brings it back, so the strict lock test
  /// never sees the header hidden and the drag is swallowed. The pin corrected the outer's own overshoot, which the
  /// finger made: "nobody wrote the outer" would be false of the view the pin wrote. Nor is the pin the cause: bringing
  /// the outer back is its job, and the write that held the finger's list is the reset the strict test ordered every
  /// frame (`StopCauseTests`, case 126, checks the site).
  @Test("a write that corrects its own view's overshoot is not handed to a missing write")
  func correctionIsNotAMissingWrite() throws {
    let cause = try #require(Self.cause("offset-lock-seed", case: 126, of: .noSwallowedGesture))
    #expect(cause.kind == .write, "\(cause.key)")
    #expect(cause.site.first?.hasSuffix("SeedOffsetLockCoordinator.pin(_:at:)") == false, "\(cause.key)")
  }

  /// A shrunk witness (a 60 s fuzz run's): a drag hides the header, the outer gains a 5 pt top inset, and a status-bar
  /// tap's scroll to the top ends at 0, not at -5, because the fault animates the outer to 0. The animation's start moves
  /// nothing yet; its target is what left the header short of its top. Before targets were read, the lock holding the
  /// outer at the pin while the list scrolled up took the blame.
  @Test("an animated scroll that aims short of the top is the status-bar tap's cause, not the pin that held the outer")
  func animatedScrollAimingShort() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "outer-top-at-zero"))
    var world = WorldConfig()
    (world.listCount, world.safeAreaTop) = (1, 0)
    let steps: [Step] = [
      .touchDown(x: 0, y: 0), .move(dx: 0, dy: -333, frames: 10), .lift(vx: 0, vy: 1),
      .setContentInset(view: .outer, top: 5, bottom: 0), .tapStatusBar,
    ]
    let normalized = Runner.normalized(world, for: entry)
    let violation = try #require(Runner.run(entry, world: normalized, steps: steps).violations.first { $0.invariant == .statusBarShowsTop })
    let cause = RootCauses.attribute(entry, world: normalized, steps: steps, violation: violation)
    // The target, 0 for a top of -5, is a top computed wrong: the cause is the value, located at the write that
    // carried it (WrongTop.swift).
    #expect(cause.kind == .wrongValue && cause.view == "outer", "\(cause.key)")
    #expect(cause.location.contains("OuterTopAtZeroCoordinator.listDidScrollToTop(at:)"), "\(cause.location)")
  }
}
