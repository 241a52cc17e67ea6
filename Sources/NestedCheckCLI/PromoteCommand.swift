// `nestedcheck promote FILE`: turn a (shrunk) scenario into a regression file under Tests/Regressions,
// with the verdict it gives today recorded in `expect`, so `swift test` keeps asserting it.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation

@MainActor
enum PromoteCommand {
  static let usage = """
    usage: nestedcheck promote FILE [--coordinator NAME] [--also NAMES] [--name NAME] [--into DIR]
      Copies the scenario into DIR (default: Tests/Regressions of the package around the current folder, the one
      `checkRegressions()` replays in that package's tests) with expect[coordinator] set to the verdict it gives
      now ("pass" or the broken invariant), after checking the file's other expect entries still hold.
      Never replaces a different file. Exit 0 when written (or already there, identical), 2 on bad input or a clash.
      --coordinator NAME   the coordinator to record (default: the file's)
      --also NAMES         also record these coordinators' verdicts (comma-separated; "shipped" for both shipped ones)
      --name NAME          file name (made lowercase and safe; default <coordinator>-<invariant or pass>-<steps hash>)
      --into DIR           destination folder, created if missing
      --dir DIR            the same as --into (its older name)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "also", "name", "into", "dir"], switches: [])
    let path = try args.single("scenario FILE")
    if let name = args.value("name"), name.contains("/") { throw UsageError("--name is a file name, not a path: '\(name)'") }
    var scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = chosenCoordinator(option: args.value("coordinator"), file: scenario.coordinator, path: path) else {
      printError("error: \(path): coordinator: missing required field (or pass --coordinator NAME)")
      return .badInput
    }
    let recorded = try entries([name] + (args.value("also").map(alsoNames) ?? []))

    // Entries the file already has for other coordinators must still hold, or the regression test would fail at once.
    var others = scenario
    others.expect = scenario.expect.filter { entry in !recorded.contains { $0.name == entry.key } }
    let stale = others.checkExpectations(in: registry).filter { !$0.holds }
    guard stale.isEmpty else {
      for check in stale { printError("error: \(path): \(check.explanation)") }
      printError("fix or remove those expect entries, or record them anew with --also")
      return .badInput
    }

    scenario.coordinator = name
    var verdicts: [(entry: CoordinatorEntry, verdict: Verdict)] = []
    for entry in recorded {
      let verdict = scenario.verdict(with: entry)
      scenario.expect[entry.name] = verdict.expectationValue
      verdicts.append((entry, verdict))
    }
    let fileName = args.value("name").map(Promotion.safeFileName)
      ?? Promotion.defaultFileName(coordinator: name, verdict: verdicts[0].verdict, steps: scenario.steps)
    if args.value("into") != nil && args.value("dir") != nil { throw UsageError("give --into or --dir, not both") }
    let directory = args.value("into") ?? args.value("dir") ?? packageRegressionsFolder()
    let destination = PathText.join(directory, fileName)
    var data = scenario.encoded()
    data.append(0x0A)  // end with a newline, like the hand-written scenarios

    do {
      try RawFile.makeDirectory(directory)
      switch try NoClobberFile.write(data, to: destination) {
      case .written: print("wrote \(destination)")
      case .identical: print("unchanged \(destination) (already promoted, identical)")
      }
    } catch let error as NoClobberFile.Exists {
      printError("error: \(error.path) exists with different content; refusing to overwrite (pass --name to choose another)")
      return .badInput
    } catch {
      printError("error: \(error)")
      return .badInput
    }
    for (entry, verdict) in verdicts {
      let detail = verdict.violation.map { " (\($0.invariant.code) at frame \($0.frame))" } ?? ""
      print("  expect \(entry.name): \(verdict.expectationValue)\(detail)")
    }
    return .success
  }

  /// `Tests/Regressions` of the package that holds the current folder (the nearest folder up with a `Package.swift`),
  /// so `swift run` from anywhere inside a team's package promotes into that package; the current folder otherwise.
  static func packageRegressionsFolder() -> String {
    let here = FileManager.default.currentDirectoryPath
    guard let root = PackageRoot.enclosing(here) else { return "Tests/Regressions" }
    // Relative when the package is the current folder, so messages show the path the user would type.
    return root == PathText.normalized(here) ? "Tests/Regressions" : PathText.join(root, "Tests/Regressions")
  }

  /// `--also a,b,shipped` → names, with `shipped` expanded.
  static func alsoNames(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { name -> [String] in
      name == "shipped" ? CoordinatorCatalog.shipped.map(\.name) : [name]
    }
  }

  /// Catalogue entries for `names`, first occurrence order, duplicates dropped.
  static func entries(_ names: [String]) throws -> [CoordinatorEntry] {
    var result: [CoordinatorEntry] = []
    for name in names where !result.contains(where: { $0.name == name }) {
      guard let entry = registry.entry(named: name) else {
        throw UsageError("unknown coordinator '\(name)'; known: \(registry.names.joined(separator: ", "))")
      }
      result.append(entry)
    }
    return result
  }
}
#endif
