// `nestedcheck replay FILE`: play a saved scenario, print the verdict, optionally a trace.

import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import ScrollSim

enum ReplayCommand {
  static let usage = """
    usage: nestedcheck replay FILE [--coordinator NAME] [--trace] [--svg OUT.svg] [--emit-test]
      Plays the scenario; exit 0 if every invariant held, 1 if one broke, 2 on bad input.
      --coordinator NAME   run this coordinator instead of the file's
      --trace              print a frame-by-frame table (frame, step, outer y, list ys, page, who moved)
      --svg OUT.svg        also write a timeline picture: offsets per frame, steps, pages, the violation
      --emit-test          print only a Swift Testing test that replays the scenario and asserts this verdict
                           (exit 0 once printed, whatever the verdict)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "svg"], switches: ["trace", "emit-test"])
    if args.has("emit-test") && (args.has("trace") || args.value("svg") != nil) {
      throw UsageError("--emit-test prints only the test; give it without --trace or --svg")
    }
    let path = try args.single("scenario FILE")
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = args.value("coordinator") ?? scenario.coordinator else {
      printError("error: \(path): missing field 'coordinator' (or pass --coordinator NAME)")
      return .badInput
    }
    guard let entry = registry.entry(named: name) else {
      printError("error: unknown coordinator '\(name)'; known: \(registry.names.joined(separator: ", "))")
      return .badInput
    }
    let world = Runner.normalized(scenario.world, for: entry)
    if world.listCount != scenario.world.listCount {
      let note = "note: \(entry.name) supports \(entry.maxListCount) list(s); running with listCount \(world.listCount)"
      if args.has("emit-test") { printError(note) } else { print(note) }  // keep the emitted test alone on stdout
    }
    let result = Runner.run(
      entry, world: world, steps: scenario.steps,
      options: RunOptions(invariants: scenario.invariants, recordTrace: args.has("trace") || args.value("svg") != nil))
    let source = URL(fileURLWithPath: path).lastPathComponent
    if args.has("emit-test") {
      print(EmittedTest.source(scenario: scenario, coordinator: entry.name, verdict: result.verdict, source: source), terminator: "")
      return .success
    }
    if args.has("trace") { print(TraceTable.render(result.trace, listCount: world.listCount)) }
    if let svgPath = args.value("svg") {
      let svg = TimelineSVG.render(scenario: scenario, coordinator: entry.name, result: result, source: source)
      do { try AtomicFile.write(Data(svg.utf8), to: svgPath) } catch {
        printError("error: cannot write \(svgPath): \(error)")
        return .badInput
      }
      print("wrote \(svgPath)")
    }
    return report(result, scenario: scenario, coordinator: entry.name)
  }

  /// Prints the verdict in one block and maps it to an exit code.
  static func report(_ result: RunResult, scenario: Scenario, coordinator: String) -> ExitCode {
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
    // The run went on past its first violation (issue 9): every further bug it showed, one line each.
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
