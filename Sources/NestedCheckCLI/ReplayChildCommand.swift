// `nestedcheck replay-child FILE` (hidden): play a scenario in a process of its own, for shrinking
// crashes and hangs. The parent reads the outcome from how this process ends: exit 0 every
// invariant held, exit 1 an invariant broke (its name on stdout), exit 2 bad input; death by a
// signal is a crash, and not ending in time is a hang.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators

@MainActor
enum ReplayChildCommand {
  static let usage = """
    usage: nestedcheck replay-child FILE [--coordinator NAME]
      Internal: plays FILE (with NAME instead of its coordinator); exit 0 pass, 1 invariant (name printed), 2 bad input.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    ParentWatch.begin()  // die with the parent that launched this process, however it ends
    let args = try Arguments(arguments, options: ["coordinator"], switches: [])
    let path = try args.single("scenario FILE")
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = args.value("coordinator") ?? scenario.coordinator, let listed = registry.entry(named: name) else {
      printError("error: \(path): coordinator: missing or unknown")
      return .badInput
    }
    let entry: CoordinatorEntry
    do { entry = try scenario.judging(listed, source: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    SignalHandling.ignoreInterruptInWorker()
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
    guard let violation = result.verdict.violation else { return .success }
    print(violation.invariant.rawValue)
    return .invariantFailure
  }
}
#endif
