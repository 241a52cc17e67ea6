// `nestedcheck replay FILE`: play a saved scenario, print the verdict, optionally a trace.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import ScrollSim

@MainActor
enum ReplayCommand {
  static let usage = """
    usage: nestedcheck replay FILE [--coordinator NAME] [--trace] [--svg OUT.svg] [--html OUT.html] [--emit-test]
                              [--case-timeout T] [--disable NAME=REASON]...
      Plays the scenario; exit 0 if every invariant held, 1 if one broke, 2 on bad input. A file that records a crash
      or hang (found.invariant crash, hang or unreproduced) plays in a child process: exit 4 if it dies (the signal
      is printed), 3 if it is still running after the case timeout.
      --coordinator NAME   run this coordinator instead of the file's
      --trace              print a frame-by-frame table (frame, step, outer y, list ys, page, who moved)
      --svg OUT.svg        also write a timeline picture: offsets per frame, steps, pages, the violation
      --html OUT.html      also write an interactive report: the page drawn to scale at any frame, playback, timeline
      --emit-test          print only a Swift Testing regression test: it replays the scenario, expects every
                           invariant to hold, so it fails while the bug is there and passes once it is fixed
                           (exit 0 once printed, whatever the verdict)
      --disable NAME=REASON  switch a rule off for this replay, saying why (added to the file's disabledInvariants)
      --case-timeout T     for a crash or hang file: how long the child may run before it counts as hanging (10s)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "svg", "html", "case-timeout", "disable"], switches: ["trace", "emit-test"])
    if args.has("emit-test") && (args.has("trace") || args.value("svg") != nil || args.value("html") != nil) {
      throw UsageError("--emit-test prints only the test; give it without --trace, --svg or --html")
    }
    let path = try args.single("scenario FILE")
    let caseTimeout = try args.seconds("case-timeout", in: CommandLineDomain.caseTimeout) ?? 10
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = chosenCoordinator(option: args.value("coordinator"), file: scenario.coordinator, path: path) else {
      printError("error: \(path): coordinator: missing required field (or pass --coordinator NAME)")
      return .badInput
    }
    guard let listed = registry.entry(named: name) else {
      // Named in the file: the error points at the field; named with --coordinator: at the option.
      let place = args.value("coordinator") == nil ? "\(path): coordinator" : "--coordinator"
      printError("error: \(place): unknown coordinator '\(name)'; known: \(registry.names.joined(separator: ", "))")
      return .badInput
    }
    var entry: CoordinatorEntry
    do { entry = try scenario.judging(listed, source: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    entry = try DisableOption.apply(DisableOption.parse(args.values("disable")), to: [entry])[0]
    if !args.has("emit-test") { for disabled in entry.disabledInvariants { print("disabled: \(disabled.text)") } }
    for option in ["svg", "html"] {
      guard let outputPath = args.value(option) else { continue }
      do { try OutputCheck.file(outputPath) } catch {
        printError("error: --\(option) \(error)")
        return .badInput
      }
    }
    if let kind = scenario.found.flatMap({ FailureKind(name: $0.invariant, signal: $0.signal) }), kind.isProcessFault {
      return try replayInChild(path: path, scenario: scenario, kind: kind, coordinator: entry.name, args: args, timeout: caseTimeout)
    }
    let world = Runner.normalized(scenario.world, for: entry)
    if world.listCount != scenario.world.listCount {
      let note = "note: \(entry.name) supports \(entry.maxListCount) list(s); running with listCount \(world.listCount)"
      if args.has("emit-test") { printError(note) } else { print(note) }  // keep the emitted test alone on stdout
    }
    let result = Runner.run(
      entry, world: world, steps: scenario.steps,
      options: RunOptions(invariants: scenario.invariants, recordTrace: args.has("trace")))
    let source = PathText.lastComponent(of: path)
    if args.has("emit-test") {
      guard let coordinator = emitted(entry) else {
        printError(
          "error: --emit-test: \(entry.name) is registered in a list given to NestedCheckCLI.main(coordinators:), so an "
            + "emitted test could not build that entry exactly (its initializer's arguments are not known here). "
            + "Declare your entries once in a type conforming to CoordinatorEntries, in a target your tests import too, "
            + "and call NestedCheckCLI.main(YourEntries.self).")
        return .badInput
      }
      print(EmittedTest.source(scenario: scenario, coordinator: coordinator, verdict: result.verdict, source: source), terminator: "")
      return .success
    }
    if args.has("trace") { print(TraceTable.render(result.trace, listCount: world.listCount)) }
    // The pictures show the run up to its verdict (the first violation), the failure they are drawn to explain;
    // `--trace` shows the whole run, with every later signature marked.
    let pictured = args.value("svg") == nil && args.value("html") == nil ? result : Runner.run(
      entry, world: world, steps: scenario.steps,
      options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation))
    if let svgPath = args.value("svg") {
      let svg = TimelineSVG.render(scenario: scenario, coordinator: entry.name, result: pictured, source: source)
      do { try AtomicFile.write(Data(svg.utf8), to: svgPath) } catch {
        printError("error: --svg \(error)")
        return .badInput
      }
      print("wrote \(svgPath)")
    }
    if let htmlPath = args.value("html") {
      let html = HTMLReport.render(scenario: scenario, coordinator: entry.name, result: pictured, source: source)
      do { try AtomicFile.write(Data(html.utf8), to: htmlPath) } catch {
        printError("error: --html \(error)")
        return .badInput
      }
      print("wrote \(htmlPath)")
    }
    return report(result, scenario: scenario, coordinator: entry.name)
  }

  /// How an emitted test builds `entry`: a built-in one from the catalogue, a team's one from the team's
  /// `CoordinatorEntries` type; `nil` when the team registered a bare list (nothing names the entry exactly).
  static func emitted(_ entry: CoordinatorEntry) -> EmittedCoordinator? {
    guard registry.user.contains(where: { $0.name == entry.name }) else { return .catalogue(name: entry.name) }
    guard let entriesTypeName else { return nil }
    return .listed(name: entry.name, qualifiedListType: entriesTypeName)
  }

  /// Prints the verdict in one block and maps it to an exit code.
  static func report(_ result: RunResult, scenario: Scenario, coordinator: String) -> ExitCode {
    if result.exceededFrameBudget {
      printError("error: steps: the run needs more than its budget of \(RunOptions.defaultFrameBudget) frames")
      return .badInput
    }
    guard let violation = result.verdict.violation else {
      print("PASS \(coordinator): every invariant held over \(scenario.steps.count) steps, \(result.frames) frames"
        + (result.truncated ? " (cut at the frame limit)" : ""))
      return .success
    }
    print("FAIL \(coordinator): \(violation.invariant.rawValue) (\(violation.invariant.code)) at frame \(violation.frame)")
    if let index = violation.stepIndex {
      print("  step \(index): \(scenario.steps[index])")
    } else {
      print("  after the last step, while settling")
    }
    print("  \(violation.message)")
    print("  severity \(violation.severityText), \(violation.view.rawValue); signature \(violation.signature)")
    // The run went on past its first violation: every further bug it showed, one line each.
    let more = result.violations.dropFirst()
    if !more.isEmpty {
      print("  and \(more.count) more signature\(more.count == 1 ? "" : "s") later in the run:")
      for other in more {
        print("    \(other.signature) \(other.severityText) at frame \(other.frame): \(other.message)")
      }
    }
    if result.truncated { print("  (the run was cut at the frame limit)") }
    return .invariantFailure
  }
}
#endif
