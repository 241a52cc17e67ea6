// Distinct bugs end to end: one fuzz run reports a rare bug beside a frequent one, each with its severity;
// --ignore hides a known bug without hiding what it masked; a loop is a verdict in replay and fuzz;
// a swarm run of loop-prone coordinators ends on time with its reports written.

import Checker
import NestedCheckFuzz
import Foundation
import Testing

@Suite("nestedcheck fuzz: distinct bugs", .serialized)
struct FuzzBugsTests {
  /// overshoot-and-wipe's frequent bug (the clamp a point past maxOffsetY) and its rare one (list 2 wiped on a
  /// pull-down), from one run of 60 cases (the rare one first shows in case 16 of seed 7).
  static let twoBugs = Result { try FuzzRuns.fuzz("two-bugs", ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2"]) }

  @Test("one run reports the frequent sub-pixel bug and the rare severe one, each with its own witness")
  func rareBesideFrequent() throws {
    let run = try Self.twoBugs.get()
    #expect(run.result.status == 1, "\(run.result.stdout)\(run.result.stderr)")
    let summary = try #require(run.summary)
    let frequent = try #require(
      summary.bugs.first { $0.signature == "outer-within-max/outer/forward/sub-pixel/drag" }, "\(summary.bugs.map(\.signature))")
    let rare = try #require(
      summary.bugs.first { $0.signature.hasPrefix("no-unexplained-jump/list-on-screen/backward/severe/") },
      "\(summary.bugs.map(\.signature))")
    #expect(frequent.hits > 20 && rare.hits < frequent.hits / 4, "frequent \(frequent.hits), rare \(rare.hits)")
    #expect(frequent.band == "sub-pixel" && rare.band == "severe")
    // Worst first: the severe bug leads the list, and the end-of-run table.
    #expect(summary.bugs.first?.band == "severe")
    #expect(run.result.stdout.contains("distinct bugs, worst first: \(summary.bugs.count)"))
    // The rare bug's witness is shrunk and still severe.
    #expect(rare.shrunk)
    let witness = try Scenario.load(path: rare.witness)
    #expect(witness.found?.signature == rare.signature && witness.found?.witness == .signature)
    #expect((witness.found?.severity ?? 0) > 44 && (rare.severity ?? 0) > 44)
    #expect((rare.worstSeverity ?? 0) >= (rare.severity ?? 0))
    #expect(FileManager.default.fileExists(atPath: rare.original))
    let replay = try CLI.run(["replay", rare.witness])
    #expect(replay.status == 1 && replay.stdout.contains(rare.signature), "\(replay.stdout)")
    // Every bug's witness is its own file; the summary's older `failures` list names the same files.
    #expect(Set(summary.bugs.map(\.witness)).count == summary.bugs.count)
    #expect(Set(summary.failures.map(\.file)) == Set(summary.bugs.map(\.witness)))
  }

  @Test("junit.xml has one test case per root cause, listing its signatures, with its worst severity")
  func junitPerBug() throws {
    let run = try Self.twoBugs.get()
    let summary = try #require(run.summary)
    let groups = try #require(summary.groups)
    let xml = try String(contentsOf: run.directory.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == groups.count)
    for group in groups { #expect(xml.contains("name=\"\(group.id) "), "\(group.id)") }
    for bug in summary.bugs { #expect(xml.contains(bug.signature), "\(bug.signature)") }
    #expect(xml.contains("pt (severe)"))
  }

  @Test("--ignore and --ignore-file hide the frequent bug: counted as ignored, out of the bugs and the exit code; the rare one stays")
  func ignoreFrequent() throws {
    let known = try CLI.temporaryFile(
      "# known bugs of overshoot-and-wipe\n\n  no-unexplained-jump/outer   # TICKET-12: the clamp's jump\n", name: "known-bugs.txt")
    let run = try FuzzRuns.fuzz(
      "ignore",
      ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2", "--ignore", "outer-within-max",
       "--ignore-file", known])
    let summary = try #require(run.summary)
    #expect(summary.bugs.allSatisfy { !$0.signature.hasPrefix("outer-within-max") && !$0.signature.hasPrefix("no-unexplained-jump/outer/") })
    #expect(summary.bugs.contains { $0.signature.hasPrefix("no-unexplained-jump/list-on-screen/backward/severe/") })
    #expect(summary.ignored.contains { $0.signature == "outer-within-max/outer/forward/sub-pixel/drag" && $0.hits > 20 })
    #expect(run.result.status == 1)
    let bad = try CLI.run(["fuzz", "--ignore", "no-such-invariant", "--cases", "1"])
    #expect(bad.status == 2 && bad.stderr.contains("--ignore"), "\(bad.stderr)")
    // A bad line stops the run with the file and line; so does a file that cannot be read.
    let badFile = try CLI.temporaryFile("outer-within-max\n# fine\nno-such-invariant # typo\n", name: "known.txt")
    let badLine = try CLI.run(["fuzz", "--ignore-file", badFile, "--cases", "1"])
    #expect(badLine.status == 2 && badLine.stderr.contains("--ignore-file \(badFile):3: 'no-such-invariant'"), "\(badLine.stderr)")
    let missing = try CLI.run(["fuzz", "--ignore-file", "/nonexistent/known.txt", "--cases", "1"])
    #expect(missing.status == 2 && missing.stderr.contains("cannot read '/nonexistent/known.txt'"), "\(missing.stderr)")
  }

  @Test("replay of a fan-out loop under didScrollOnEqualValue is no-feedback-loop at frame 1 and returns")
  func replayLoop() throws {
    let path = CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios/seed-fan-out-loop.json").path
    let result = try CLI.run(["replay", path])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("FAIL offset-lock-seed: no-feedback-loop (I4) at frame 1"))
    #expect(result.stdout.contains("no-feedback-loop/page/none/severe/drag/breadth"))
  }

  /// The freeze: swarm runs of loop-prone coordinators stayed at "1 shrinking" past their deadline, deaf to
  /// signals (a lost child exit, ChildExitTests). Loops are verdicts now, so nothing should even hang.
  @Test("a swarm run of loop-prone coordinators ends on time, writes its reports, and finds loops, not hangs")
  func swarmEndsOnTime() throws {
    let start = Date()
    let run = try FuzzRuns.fuzz(
      "swarm",
      ["--coordinator", "echoing-lock,ownership-seed,offset-lock-seed", "--profile", "swarm", "--duration", "4s",
       "--seed", "7", "--jobs", "1"])
    let elapsed = Date().timeIntervalSince(start)
    // The budget, the shrink grace (5 s for a short run) and process start-up; the watchdog's own bound is 4 + 5 + 10
    // (case timeout) + 11 s.
    #expect(elapsed < 4 + 5 + 15, "took \(elapsed) s")
    let summary = try #require(run.summary, "no summary.json: \(run.result.stdout)")
    #expect(summary.exitCode == 1 && run.result.status == 1, "\(run.result.stdout)")
    #expect(summary.bugs.contains { $0.invariant == "no-feedback-loop" })
    #expect(!summary.bugs.contains { $0.invariant == "hang" })
  }
}
