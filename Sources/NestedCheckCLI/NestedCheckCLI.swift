// The `nestedcheck` command line as a library, so a team's own package gets every command for its
// own coordinators: an executable target whose `main.swift` calls `NestedCheckCLI.main(coordinators:)`.
// The project's own `nestedcheck` is the same entry point with no extra coordinators. Worker, shrink
// and replay child processes re-run the current executable, so they know the same coordinators.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Coordinators
import UIKitPages
import Foundation

let usage = """
  usage: nestedcheck <command> [options]

  commands:
    list                      coordinators (shipped, published designs, mutants), invariants, knobs
    replay FILE               play a scenario file; --trace table, --svg timeline, --html report, --emit-test Swift test
    fuzz                      generate cases, check every frame, save and shrink failures
    shrink FILE               shrink a saved failing scenario again
    case --seed S --index N   regenerate one generated case as a scenario file
    promote FILE              copy a scenario into Tests/Regressions with its current verdict expected
    corpus merge DIR... --into DIR   merge guided runs' corpus folders
    import-bytes FILE         turn a libFuzzer input into a scenario file

  help <command>, <command> --help   that command's options
  --version                          the version

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

/// Printed by `--version`. The package has no release yet; bump this with the first tag.
let version = "0.1.0-dev"

/// The coordinators this process knows: set once by `NestedCheckCLI.main` before any command runs.
@MainActor var registry = CoordinatorRegistry.builtIn

/// The coordinator a command runs when neither `--coordinator` nor the scenario file names one: the team's first
/// registered entry (its own, not the catalogue's), with a note on standard error saying so; `nil` for the project's
/// own `nestedcheck`, which then asks for `--coordinator`.
@MainActor func chosenCoordinator(option: String?, file: String?, path: String) -> String? {
  if let named = option ?? file { return named }
  guard let first = registry.user.first else { return nil }
  printError("note: \(path) names no coordinator; using \(first.name), the first one this program registers")
  return first.name
}

/// The fully qualified name of the team's `CoordinatorEntries` type, when `main` was given one: emitted tests look
/// the failing entry up there by name.
@MainActor var entriesTypeName: String?

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
  ///
  /// The program runs itself again with `SWIFT_DETERMINISTIC_HASHING=1` when that is not set, so code under test that
  /// iterates a dictionary or a set plays the same frames in every process.
  public static func main(coordinators: [CoordinatorEntry] = []) -> Never {
    DeterministicHashing.ensureOn()
    CoordinatorRegistry.containerVariant = { CoordinatorEntry.inUIKitContainer($0) }
    do {
      registry = try CoordinatorRegistry(user: coordinators)
    } catch {
      printError("error: \(error)")
      exit(.badInput)
    }
    // A team's own rules are checked before any command runs: a bad name would otherwise surface mid-run.
    let problems = coordinators.flatMap(UserInvariantRules.problems(in:))
    guard problems.isEmpty else {
      for problem in problems { printError("error: \(problem)") }
      exit(.badInput)
    }
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the command line with the team's entries, declared once in `Entries` (a type the team's tests import too),
  /// then exits. Prefer this to `main(coordinators:)`: `replay --emit-test` can then write a test that builds
  /// exactly the entry that failed (`Entries.entry(named:)`), arguments included.
  ///
  /// ```swift
  /// import NestedCheckCLI
  /// import ProfilePageChecks
  /// NestedCheckCLI.main(ProfilePageEntries.self)
  /// ```
  public static func main<Entries: CoordinatorEntries>(_ entries: Entries.Type) -> Never {
    entriesTypeName = String(reflecting: Entries.self)
    main(coordinators: Entries.entries)
  }

  /// Runs one command line (without the program name) and returns its exit code.
  ///
  /// Conventions follow swift-argument-parser's: `--help`, `-h`, `help <command>` and `<command> --help` print help
  /// on stdout and exit 0; `--version` prints the version; a usage error is one line on stderr, then how to get
  /// help, and exits 2.
  static func run(_ commandLine: [String], program: Program = .current) -> ExitCode {
    var arguments = commandLine
    guard let command = arguments.first else {
      printError(program.help(usage))
      return .badInput
    }
    arguments.removeFirst()
    switch command {
    case "--help", "-h":
      print(program.help(usage))
      return .success
    case "--version":
      print("\(program.name) \(version)")
      return .success
    case "help":
      guard let topic = arguments.first else {
        print(program.help(usage))
        return .success
      }
      guard let handler = commands[topic], arguments.count == 1 else {
        return usageError(arguments.count > 1 ? "help takes one command" : "unknown command '\(topic)'", help: "--help", program)
      }
      print(program.help(handler.usage))
      return .success
    default:
      break
    }
    guard let handler = commands[command] else {
      let what = command.hasPrefix("-") ? "unknown option '\(command)'" : "unknown command '\(command)'"
      return usageError(what, help: "--help", program)
    }
    // `replay help` asks for help too, unless a file of that name is what the user means.
    let asksHelp = arguments == ["help"] && !FileManager.default.fileExists(atPath: "help")
    if asksHelp || arguments.contains("--help") || arguments.contains("-h") {
      print(program.help(handler.usage))
      return .success
    }
    do {
      return try handler.run(arguments)
    } catch let error as UsageError {
      return usageError(error.description, help: "\(command) --help", program)
    } catch {
      printError("error: \(error)")
      return .badInput
    }
  }

  /// One line saying what is wrong, one saying how to get help (runnable as printed), exit 2.
  static func usageError(_ message: String, help: String, _ program: Program) -> ExitCode {
    printError("error: \(message)\nRun '\(program.invocation) \(help)' for usage.")
    return .badInput
  }
}
#endif
