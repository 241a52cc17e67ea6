// `nestedcheck corpus merge DIR... --into DIR`: merge the corpus folders guided runs grew (one per shard, one
// per night) into one, each case once (files are named by their content, CorpusStore.swift).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Foundation

@MainActor
enum CorpusCommand {
  static let usage = """
    usage: nestedcheck corpus merge DIR... --into DIR
      Copies every case of the DIRs into the --into folder (created if missing) under its content name, so a
      case found by two shards is kept once. Every file is read and checked first: a file that is not a scenario
      is an error naming it, and nothing is written. Prints how many cases were new.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["into"], switches: [])
    guard args.positionals.first == "merge" else {
      throw UsageError(args.positionals.isEmpty ? "missing subcommand (merge)" : "unknown subcommand '\(args.positionals[0])'")
    }
    let sources = Array(args.positionals.dropFirst())
    guard !sources.isEmpty else { throw UsageError("corpus merge needs at least one source folder") }
    guard let target = args.value("into") else { throw UsageError("--into is required") }
    // A source that is not there is a misspelt name, not an empty corpus: refused before the target is created.
    for source in sources where !FileManager.default.fileExists(atPath: source) {
      printError("error: \(source): cannot read: no such file or folder")
      return .badInput
    }
    // A target that cannot be written is refused before anything is printed about the sources.
    do {
      try OutputCheck.directory(target)
    } catch {
      printError("error: \(error)")
      return .badInput
    }
    for source in sources {
      if try CorpusStore.files(in: source).isEmpty { print("note: \(source) holds no corpus files") }
    }
    let result: (added: Int, present: Int)
    do {
      result = try CorpusStore.merge(sources, into: target)
    } catch {
      printError("error: \(error)")
      return .badInput
    }
    let total = try CorpusStore.files(in: target).count
    print("merged \(sources.count) folder(s) into \(target): \(result.added) new case(s), \(result.present) already there; \(total) in all")
    return .success
  }
}
#endif
