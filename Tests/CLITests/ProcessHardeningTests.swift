// Processes: children die with their parent, a killed worker is not a crash, no temporary file is
// left after SIGTERM, and crash and hang files replay to their verdicts. Every process signalled here is one this
// test started or found below one it started, by pid.

import Checker
import Foundation
import NestedCheckFuzz
import Testing

@Suite("nestedcheck processes", .serialized)
struct ProcessHardeningTests {
  /// A fresh, empty folder to serve as the run's `TMPDIR`.
  static func freshTemporaryFolder(_ label: String) throws -> String {
    try FuzzRuns.freshDirectory("tmpdir-\(label)").path
  }

  /// Everything below `folder`, recursively (empty when nothing is left behind).
  static func contents(of folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
  }

  @Test(
    "a SIGKILLed parent whose worker is inside a hanging case leaves no process behind within 2 s",
    arguments: ["both", "pipe"])
  func workersDieWithTheirParent(watch: String) throws {
    // "pipe": the lifeline pipe alone, as on macOS; "both": with Linux's parent-death signal too.
    let out = try FuzzRuns.freshDirectory("orphans")
    let temporary = try Self.freshTemporaryFolder("orphans")
    defer { try? FileManager.default.removeItem(atPath: temporary) }  // a SIGKILLed parent cannot remove its own folder
    let run = try BackgroundRun(
      [
        "fuzz", "--coordinator", "spins-on-tab-switch", "--seed", "1", "--cases", "20", "--jobs", "2", "--case-timeout", "120",
        "--out", out.path,
      ], environment: [ParentWatch.pipeOnlyKey: watch, "TMPDIR": temporary])
    defer { if run.process.isRunning { kill(run.pid, SIGKILL) } }
    // Case 16 spins forever: wait until a worker has spent a couple of CPU seconds in it.
    let spinning = ProcessTree.wait(upTo: 60) {
      ProcessTree.descendants(of: run.pid).contains { $0.command.contains("fuzz-worker") && $0.cpuSeconds >= 2 }
    }
    #expect(spinning, "no worker reached the hanging case: \(run.output)")
    let children = ProcessTree.descendants(of: run.pid).map(\.pid)
    #expect(!children.isEmpty)
    kill(run.pid, SIGKILL)
    _ = run.finish(within: 5)
    let gone = ProcessTree.wait(upTo: 2) { ProcessTree.running(children).isEmpty }
    #expect(gone, "still running 2 s after the parent died: \(ProcessTree.running(children).map { "\($0.pid) \($0.command)" })")
    for orphan in ProcessTree.running(children) { kill(orphan.pid, SIGKILL) }
  }

  @Test("a SIGKILLed parent's shrink process and its replay child die with it too")
  func shrinkersDieWithTheirParent() throws {
    let out = try FuzzRuns.freshDirectory("orphan-shrink")
    let temporary = try Self.freshTemporaryFolder("orphan-shrink")
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let run = try BackgroundRun(
      [
        "fuzz", "--coordinator", "spins-on-tab-switch", "--seed", "1", "--cases", "20", "--jobs", "2", "--case-timeout", "0.5",
        "--out", out.path,
      ], environment: ["TMPDIR": temporary])
    defer { if run.process.isRunning { kill(run.pid, SIGKILL) } }
    // A hang shrink replays candidates in replay-child processes that each spin until their time limit.
    let shrinking = ProcessTree.wait(upTo: 60) {
      let tree = ProcessTree.descendants(of: run.pid)
      return tree.contains { $0.command.contains("fuzz-shrink") } && tree.contains { $0.command.contains("replay-child") }
    }
    #expect(shrinking, "no shrink started: \(run.output)")
    let children = ProcessTree.descendants(of: run.pid).map(\.pid)
    kill(run.pid, SIGKILL)
    _ = run.finish(within: 5)
    let gone = ProcessTree.wait(upTo: 2) { ProcessTree.running(children).isEmpty }
    #expect(gone, "still running 2 s after the parent died: \(ProcessTree.running(children).map { "\($0.pid) \($0.command)" })")
    for orphan in ProcessTree.running(children) { kill(orphan.pid, SIGKILL) }
    // The shrink process removed its candidate on the way out; only the dead parent's folder is left, holding nothing
    // but its workers' in-flight pages (a parent killed with SIGKILL cannot remove them).
    let left = Self.contents(of: temporary)
    let folders = left.filter { !$0.contains("/") }
    #expect(folders.count == 1 && folders[0].hasPrefix("nestedcheck-run-"), "\(left)")
    #expect(left.allSatisfy { !$0.contains("/") || $0.split(separator: "/").last!.hasPrefix("in-flight-") }, "\(left)")
  }

  @Test("kill -9 of a worker is recorded as unreproduced, not as a crash, and does not change the exit code")
  func killedWorkerIsNotACrash() throws {
    let out = try FuzzRuns.freshDirectory("killed-worker")
    let run = try BackgroundRun([
      "fuzz", "--coordinator", "offset-lock", "--seed", "5", "--cases", "1000000", "--jobs", "2", "--out", out.path,
      "--progress-interval", "0.5",
    ])
    defer { if run.process.isRunning { kill(run.pid, SIGKILL) } }
    #expect(ProcessTree.wait(upTo: 60) { run.output.contains("] cases ") }, "no progress: \(run.output)")
    // A worker killed between two cases has no case in flight, so there is nothing to record and the parent only
    // starts another: under a loaded machine the kill can land there. Kill a worker again until one dies mid-case.
    var noted = false
    for _ in 0..<5 where !noted {
      let worker = try #require(ProcessTree.descendants(of: run.pid).first { $0.command.contains("fuzz-worker") })
      kill(worker.pid, SIGKILL)
      noted = ProcessTree.wait(upTo: 20) { run.output.contains("NOTE offset-lock: unreproduced(SIGKILL)") }
    }
    #expect(noted, "\(run.output)")
    kill(run.pid, SIGTERM)
    #expect(run.finish(within: 60))
    #expect(run.process.terminationStatus == 0, "\(run.output)")
    #expect(!run.output.contains("crash("))
    let summary = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: out.appendingPathComponent("summary.json")))
    #expect(summary.exitCode == 0 && summary.interrupted)
    let unreproduced = try #require(summary.failures.first { $0.kind == "unreproduced" })
    #expect(unreproduced.signal == SIGKILL && unreproduced.message.contains("replayed alone the run passed"))
    #expect(!summary.failures.contains { $0.kind == "crash" })
    let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<skipped") && junit.contains("errors=\"0\""))
    // The kept file replays in a child process, as the file records a process fault, and passes.
    let replay = try CLI.run(["replay", unreproduced.file])
    #expect(replay.status == 0 && replay.stdout.contains("played in a child process"), "\(replay)")
  }

  @Test("SIGTERM mid-shrink leaves no temporary file: the run's private folder and the candidates are removed")
  func sigtermLeavesNoTemporaryFiles() throws {
    let temporary = try Self.freshTemporaryFolder("sigterm")
    let out = try FuzzRuns.freshDirectory("sigterm-temp")
    let run = try BackgroundRun(
      [
        "fuzz", "--coordinator", "spins-on-tab-switch", "--seed", "1", "--cases", "20", "--jobs", "2", "--case-timeout", "0.5",
        "--out", out.path,
      ], environment: ["TMPDIR": temporary])
    defer { if run.process.isRunning { kill(run.pid, SIGKILL) } }
    let candidate = ProcessTree.wait(upTo: 60) { Self.contents(of: temporary).contains { $0.contains(".nestedcheck-candidate-") } }
    #expect(candidate, "no shrink candidate appeared in TMPDIR: \(Self.contents(of: temporary)) \(run.output)")
    kill(run.pid, SIGTERM)
    #expect(run.finish(within: 60))
    #expect(run.process.terminationStatus == 3, "\(run.output)")
    #expect(Self.contents(of: temporary).isEmpty, "left in TMPDIR: \(Self.contents(of: temporary))")
    let leftovers = Self.contents(of: out.path).filter { $0.hasSuffix(".tmp") || $0.contains("probe") }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test("fuzz-shrink on SIGTERM removes its candidate file and private folder before it exits")
  func shrinkerCleansUpOnSigterm() throws {
    let temporary = try Self.freshTemporaryFolder("shrink")
    let directory = try FuzzRuns.freshDirectory("shrink-sigterm")
    let original = directory.appendingPathComponent("hang.original.json").path
    try """
      {"format": 1, "coordinator": "spins-on-tab-switch", "world": {"listCount": 3},
       "steps": [{"wait": {"frames": 5}}, {"tapTab": {"index": 2, "animated": true}}, {"wait": {"frames": 3}}],
       "found": {"invariant": "hang", "frame": 0, "message": "still running", "seed": 1, "caseIndex": 0}}
      """.write(toFile: original, atomically: true, encoding: .utf8)
    let run = try BackgroundRun(
      ["fuzz-shrink", original, "--out", directory.appendingPathComponent("hang.shrunk.json").path, "--candidate-timeout", "2"],
      environment: ["TMPDIR": temporary])
    defer { if run.process.isRunning { kill(run.pid, SIGKILL) } }
    #expect(ProcessTree.wait(upTo: 30) { Self.contents(of: temporary).contains { $0.contains(".nestedcheck-candidate-") } })
    kill(run.pid, SIGTERM)
    #expect(run.finish(within: 10))
    #expect(run.process.terminationStatus == 143)
    #expect(Self.contents(of: temporary).isEmpty, "left in TMPDIR: \(Self.contents(of: temporary))")
  }

  @Test("replay of a crash file plays in a child process and exits 4 naming the signal; a hang file exits 3")
  func processFaultFilesReplayToTheirVerdicts() throws {
    let crash = try CLI.temporaryFile(
      #"{"format": 1, "coordinator": "traps-on-reload", "steps": [{"reloadHeader": {"height": 10}}],"#
        + #" "found": {"invariant": "crash", "frame": 0, "message": "", "signal": 4}}"#)
    let crashed = try CLI.run(["replay", crash])
    #expect(crashed.status == 4, "\(crashed)")
    #expect(crashed.stdout.contains("CRASH traps-on-reload: killed by SIGILL") && crashed.stdout.contains("Fatal error: traps-on-reload"))
    let fixed = try CLI.run(["replay", crash, "--coordinator", "offset-lock"])
    #expect(fixed.status == 0 && fixed.stdout.contains("PASS offset-lock"), "\(fixed)")
    let traced = try CLI.run(["replay", crash, "--trace"])
    #expect(traced.status == 2 && traced.stderr.contains("records a crash: it plays in a child process"))

    let hang = try CLI.temporaryFile(
      #"{"format": 1, "coordinator": "spins-on-tab-switch", "world": {"listCount": 3},"#
        + #" "steps": [{"tapTab": {"index": 2, "animated": false}}], "found": {"invariant": "hang", "frame": 0, "message": ""}}"#)
    let start = Date()
    let hung = try CLI.run(["replay", hang, "--case-timeout", "1"])
    #expect(hung.status == 3 && hung.stdout.contains("HANG spins-on-tab-switch: still running after 1 s"), "\(hung)")
    #expect(Date().timeIntervalSince(start) < 10)
  }
}
