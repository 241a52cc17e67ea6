// The `nestedcheck` command line as a library, so a team's own package gets every command for its
// own coordinators: an executable target whose `main.swift` calls `NestedCheckCLI.main(coordinators:)`.
// The project's own `nestedcheck` is the same entry point with no extra coordinators. Worker, shrink
// and replay child processes re-run the current executable, so they know the same coordinators.

import NestedCheckFuzz
import Coordinators
import Foundation

let usage = """
  usage: nestedcheck <command> [options]

  commands:
    list                      coordinators (shipped, seed variants, mutants), invariants, knobs
    replay FILE               play a scenario file; --trace table, --svg timeline, --emit-test Swift test
    fuzz                      generate cases, check every frame, save and shrink failures
    shrink FILE               shrink a saved failing scenario again
    case --seed S --index N   regenerate one generated case as a scenario file
    promote FILE              copy a scenario into Tests/Regressions with its current verdict expected
    corpus merge DIR... --into DIR   merge guided runs' corpus folders
    import-bytes FILE         turn a libFuzzer input into a scenario file

  exit codes: 0 ok, 1 invariant broke, 2 bad input, 3 hang, 4 crash
  """

@MainActor let commands: [String: (usage: String, run: @MainActor ([String]) throws -> ExitCode)] = [
  "list": (ListCommand.usage, ListCommand.run),
  "replay": (ReplayCommand.usage, ReplayCommand.run),
  "fuzz": (FuzzCommand.usage, FuzzCommand.run),
  "shrink": (ShrinkCommand.usage, ShrinkCommand.run),
  "case": (CaseCommand.usage, CaseCommand.run),
  "promote": (PromoteCommand.usage, PromoteCommand.run),
  "corpus": (CorpusCommand.usage, CorpusCommand.run),
  "import-bytes": (ImportBytesCommand.usage, ImportBytesCommand.run),
  // Hidden: the processes `fuzz` launches (workers, shrinkers, crash/hang replays). Not in the usage above.
  "fuzz-worker": (FuzzWorkerCommand.usage, FuzzWorkerCommand.run),
  "fuzz-shrink": (FuzzShrinkCommand.usage, FuzzShrinkCommand.run),
  "replay-child": (ReplayChildCommand.usage, ReplayChildCommand.run),
]


/// The coordinators this process knows: set once by `NestedCheckCLI.main` before any command runs.
@MainActor var registry = CoordinatorRegistry.builtIn

/// The `nestedcheck` command line. Main-actor isolated: the simulation, like UIKit, runs on the main actor, so a
/// team's `@MainActor` coordinator runs in every command (and in the worker processes, which are this program too).
@MainActor
public enum NestedCheckCLI {
  /// Runs the command line in `CommandLine.arguments` with `coordinators` known next to the built-in catalogue, then exits.
  ///
  /// ```swift
  /// import NestedCheckCLI
  /// import ProfilePage
  /// NestedCheckCLI.main(coordinators: [
  ///   CoordinatorEntry(name: "profile-page", make: { ProfilePageCoordinator() }),
  /// ])
  /// ```
  public static func main(coordinators: [CoordinatorEntry] = []) -> Never {
    do {
      registry = try CoordinatorRegistry(user: coordinators)
    } catch {
      printError("error: \(error)")
      exit(.badInput)
    }
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs one command line (without the program name) and returns its exit code.
  static func run(_ commandLine: [String]) -> ExitCode {
    var arguments = commandLine
    guard let command = arguments.first else {
      printError(usage)
      return .badInput
    }
    arguments.removeFirst()
    if command == "--help" || command == "-h" || command == "help" {
      print(usage)
      return .success
    }
    guard let handler = commands[command] else {
      printError("error: unknown command '\(command)'\n\n\(usage)")
      return .badInput
    }
    if arguments.contains("--help") || arguments.contains("-h") {
      print(handler.usage)
      return .success
    }
    do {
      return try handler.run(arguments)
    } catch let error as UsageError {
      printError("error: \(error)\n\n\(handler.usage)")
      return .badInput
    } catch {
      printError("error: \(error)")
      return .badInput
    }
  }
}
