// nestedcheck: fuzz, replay, shrink and list — the command-line face of NestedCheck.

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

  exit codes: 0 ok, 1 invariant broke, 2 bad input, 3 hang, 4 crash
  """

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  printError(usage)
  exit(.badInput)
}
arguments.removeFirst()

let commands: [String: (usage: String, run: ([String]) throws -> ExitCode)] = [
  "list": (ListCommand.usage, ListCommand.run),
  "replay": (ReplayCommand.usage, ReplayCommand.run),
  "fuzz": (FuzzCommand.usage, FuzzCommand.run),
  "shrink": (ShrinkCommand.usage, ShrinkCommand.run),
  "case": (CaseCommand.usage, CaseCommand.run),
  "promote": (PromoteCommand.usage, PromoteCommand.run),
  // Hidden: the processes `fuzz` launches (workers, shrinkers, crash/hang replays). Not in the usage above.
  "fuzz-worker": (FuzzWorkerCommand.usage, FuzzWorkerCommand.run),
  "fuzz-shrink": (FuzzShrinkCommand.usage, FuzzShrinkCommand.run),
  "replay-child": (ReplayChildCommand.usage, ReplayChildCommand.run),
]

if command == "--help" || command == "-h" || command == "help" {
  print(usage)
  exit(.success)
}
guard let handler = commands[command] else {
  printError("error: unknown command '\(command)'\n\n\(usage)")
  exit(.badInput)
}
if arguments.contains("--help") || arguments.contains("-h") {
  print(handler.usage)
  exit(.success)
}
do {
  exit(try handler.run(arguments))
} catch let error as UsageError {
  printError("error: \(error)\n\n\(handler.usage)")
  exit(.badInput)
}
