// `nestedcheck fuzz` end to end: parallel jobs and shards give the same results, crashes and hangs
// are isolated, saved and shrunk, SIGTERM stops cleanly, and the reports are valid.

import Checker
import NestedCheckFuzz
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Serialized: these tests launch process trees and some measure time limits; running them side by side on a
/// small machine would only make the time limits noisier.
@Suite("nestedcheck fuzz", .serialized)
struct FuzzCommandTests {
  @Test("--jobs 1 and --jobs 2 give the same verdict for every run and the same failure signatures")
  func jobsDoNotChangeResults() throws {
    let one = try FuzzRuns.oneJob.get(), two = try FuzzRuns.twoJobs.get()
    #expect(one.cases.count == 120, "\(one.result.stdout)\(one.result.stderr)")
    #expect(one.cases == two.cases)
    #expect(!one.signatures.isEmpty)
    #expect(one.signatures == two.signatures)
    #expect(one.summary?.classes == two.summary?.classes)
    #expect(one.summary?.frames == two.summary?.frames)
    #expect(one.summary?.coverage == two.summary?.coverage)
  }

  @Test("--shard 1/2 and --shard 2/2 together run exactly the unsharded run's cases, with the same verdicts")
  func shardsPartitionTheRun() throws {
    let whole = try FuzzRuns.oneJob.get()
    let (first, second) = try FuzzRuns.shards.get()
    let firstCases = Set(first.cases.map { $0.split(separator: " ")[0] })
    let secondCases = Set(second.cases.map { $0.split(separator: " ")[0] })
    #expect(firstCases.isDisjoint(with: secondCases))
    #expect(firstCases.allSatisfy { Int($0)! % 2 == 0 } && secondCases.allSatisfy { Int($0)! % 2 == 1 })
    #expect((first.cases + second.cases).sorted() == whole.cases.sorted())
    #expect(first.summary?.shard == "1/2" && second.summary?.shard == "2/2")
    #expect((first.summary?.cases ?? 0) + (second.summary?.cases ?? 0) == 40)
  }

  @Test("a trapping mutant with --jobs 2: the run carries on, saves a shrunk crash scenario and exits 4")
  func crashIsIsolatedAndShrunk() throws {
    let run = try FuzzRuns.twoJobs.get()
    #expect(run.result.status == 4, "\(run.result.stdout)\(run.result.stderr)")
    let summary = try #require(run.summary)
    #expect(summary.cases == 40 && summary.runs == 120, "every run of every case happened despite the crashes")
    let crashes = run.cases.filter { $0.hasSuffix("traps-on-reload crash(SIGILL)") }
    #expect(crashes.count >= 2)
    #expect(run.cases.contains { $0.hasSuffix("no-max-clamp outer-within-max") }, "invariant failures are found too")
    let crash = try #require(summary.failures.first { $0.kind == "crash" })
    #expect(crash.shrunk && crash.signal == SIGILL)
    let scenario = try Scenario.load(path: crash.file)
    #expect(scenario.found?.invariant == "crash" && scenario.found?.shrunk == true && scenario.found?.signal == SIGILL)
    #expect(scenario.found?.message.contains("Fatal error: traps-on-reload") == true)
    #expect(scenario.steps.count <= 2, "\(scenario.steps)")
    #expect(run.result.stdout.contains("FAIL traps-on-reload: crash(SIGILL)"))
    // The shrunk case still crashes on its own.
    let replay = try CLI.run(["replay-child", crash.file])
    #expect(replay.status == SIGILL && replay.stderr.contains("Fatal error: traps-on-reload"), "\(replay)")
  }

  @Test("summary.json decodes and junit.xml is well-formed, one suite per coordinator")
  func reports() throws {
    let run = try FuzzRuns.twoJobs.get()
    let summary = try #require(run.summary)
    #expect(summary.seed == 3 && summary.jobs == 2 && summary.exitCode == 4 && !summary.interrupted)
    #expect(summary.coverage.count == InterestingState.allCases.count)
    #expect(summary.files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    let xml = try Data(contentsOf: run.directory.appendingPathComponent("junit.xml"))
    final class Suites: NSObject, XMLParserDelegate {
      var names: [String] = []
      func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                  attributes: [String: String] = [:]) {
        if name == "testsuite" { names.append(attributes["name"] ?? "") }
      }
    }
    let parser = XMLParser(data: xml)
    let suites = Suites()
    parser.delegate = suites
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(suites.names == ["offset-lock", "no-max-clamp", "traps-on-reload"])
  }

  @Test("a coordinator that never returns is killed at --case-timeout, saved as a hang, and the run exits 3")
  func hangIsDetected() throws {
    let run = try FuzzRuns.fuzz(
      "hang", ["--coordinator", "spins-on-tab-switch", "--seed", "1", "--cases", "20", "--jobs", "2", "--case-timeout", "0.5",
               "--shrink-limit", "0"])
    #expect(run.result.status == 3, "\(run.result.stdout)\(run.result.stderr)")
    #expect(run.cases.count == 20)
    #expect(run.cases.contains("16 spins-on-tab-switch hang"))
    let summary = try #require(run.summary)
    let hang = try #require(summary.classes.first { $0.kind == "hang" })
    // One witness (kept unshrunk: a budget of zero), every other hit a duplicate.
    #expect(hang.hits >= 1 && hang.shrunk == 0 && hang.duplicates == hang.hits - 1)
  }

  @Test("a hang shrinks through replay-child processes to the one step that spins")
  func hangShrinks() throws {
    let directory = try FuzzRuns.freshDirectory("hang-shrink")
    let original = directory.appendingPathComponent("hang.original.json").path
    try """
      {"format": 1, "coordinator": "spins-on-tab-switch", "world": {"listCount": 3},
       "steps": [{"wait": {"frames": 5}}, {"tapTab": {"index": 2, "animated": true}}, {"wait": {"frames": 3}}],
       "found": {"invariant": "hang", "frame": 0, "message": "still running", "seed": 1, "caseIndex": 0}}
      """.write(toFile: original, atomically: true, encoding: .utf8)
    let shrunkPath = directory.appendingPathComponent("hang.shrunk.json").path
    let result = try CLI.run([
      "fuzz-shrink", original, "--out", shrunkPath, "--candidate-timeout", "0.5", "--case-timeout", "1", "--max-seconds", "20",
    ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let shrunk = try Scenario.load(path: shrunkPath)
    #expect(shrunk.steps.map(\.description) == ["tapTab(index: 2, animated: false)"])
    #expect(shrunk.found?.invariant == "hang" && shrunk.found?.shrunk == true)
  }

  @Test("SIGTERM stops the run: workers end, every JSON in the folder decodes, the exit code is the crash code")
  func sigtermStopsCleanly() throws {
    let directory = try FuzzRuns.freshDirectory("sigterm")
    let process = Process()
    process.executableURL = CLI.productsDirectory.appendingPathComponent("nestedcheck")
    process.arguments = [
      "fuzz", "--coordinator", "traps-on-reload,offset-lock", "--seed", "7", "--cases", "1000000", "--jobs", "2",
      "--out", directory.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let reader = Thread { _ = output.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let start = Date()
    while FuzzRuns.jsonFiles(in: directory).isEmpty && Date().timeIntervalSince(start) < 30 { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!FuzzRuns.jsonFiles(in: directory).isEmpty, "no failure file within 30 s")
    process.terminate()  // SIGTERM to the process we started
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 4)
    let files = FuzzRuns.jsonFiles(in: directory)
    #expect(files.contains { $0.lastPathComponent == "summary.json" })
    for file in files {
      let data = try Data(contentsOf: file)
      if file.lastPathComponent == "summary.json" {
        let summary = try JSONDecoder().decode(RunSummary.self, from: data)
        #expect(summary.interrupted && summary.exitCode == 4)
        #expect(summary.failures.allSatisfy { FileManager.default.fileExists(atPath: $0.file) })
      } else {
        #expect(throws: Never.self) { try Scenario.decode(data, source: file.path) }
      }
    }
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("junit.xml").path))
  }

  @Test("usage errors exit 2: a bad shard, jobs, case timeout or both budgets")
  func usageErrors() throws {
    for arguments in [["--shard", "3/2"], ["--shard", "x"], ["--jobs", "0"], ["--case-timeout", "-1"], ["--cases", "5", "--duration", "1"]] {
      let result = try CLI.run(["fuzz"] + arguments)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
    }
  }

  @Test("list shows the process-fault mutants with what they break")
  func listShowsProcessFaults() throws {
    let result = try CLI.run(["list"])
    #expect(result.stdout.contains("traps-on-reload") && result.stdout.contains("[breaks crash]"))
    #expect(result.stdout.contains("spins-on-tab-switch") && result.stdout.contains("[breaks hang]"))
  }
}
