// Inputs, through the real binary: the inputs that trapped are errors naming the field, command-line
// numbers have domains, unwritable outputs stop a run before its first case, and a sample of malformed files
// never kills the process or hangs it.

import Checker
import Foundation
import ScenarioMutation
import Testing

@Suite("nestedcheck inputs")
struct InputHardeningTests {
  static let head = #"{"format":1,"coordinator":"offset-lock","#

  @Test(
    "the scenario inputs that trapped or hung exit 2 naming the field",
    arguments: [
      (head + #""steps":[{"touchDown":{"x":200,"y":700}},{"move":{"dx":-10,"dy":0,"frames":1}},{"lift":{"vx":1e23,"vy":0}}]}"#,
       "steps[2].lift.vx: must be in [-100000, 100000] pt/s, got 1e+23"),
      (head + #""steps":[{"resize":{"width":1e308,"height":852}},{"tapTab":{"index":2,"animated":false}}]}"#,
       "steps[0].resize.width: must be in [1, 3000] pt, got 1e+308"),
      (head + #""steps":[{"move":{"dx":1,"dy":1,"frames":1.5}}]}"#, "steps[0].move.frames: must be a whole number in 1...72000"),
      (#"{"format":1.5,"coordinator":"offset-lock","steps":[]}"#, "format: must be a whole number >= 1, got 1.5"),
      (head + #""world":{"listCount":2.5},"steps":[]}"#, "world.listCount: must be a whole number in 1...10, got 2.5"),
      (head + #""steps":[{"wait":{"frames":9223372036854775808}}]}"#, "steps[0].wait.frames: must be in 1...72000 frames"),
      (head + #""steps":[{"move":{"dx":1e-400,"dy":0,"frames":1}}]}"#, "steps[0].move.dx: 1e-400 is too small"),
      (#"{"format":1,"coordinator":"offset-lock","coordinator":"no-max-clamp","steps":[]}"#, "coordinator: duplicate key 'coordinator'"),
    ])
  func scenarioInputs(json: String, message: String) throws {
    let path = try CLI.temporaryFile(json)
    let result = try CLI.run(["replay", path])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("\(path): \(message)"), "\(result.stderr)")
  }

  @Test("1,000 waits of 72,000 frames exit 2 at once instead of running for hours")
  func hugeWaits() throws {
    let waits = Array(repeating: #"{"wait":{"frames":72000}}"#, count: 1000).joined(separator: ",")
    let path = try CLI.temporaryFile(Self.head + #""steps":[\#(waits)]}"#)
    let start = Date()
    let result = try CLI.run(["replay", path])
    #expect(result.status == 2 && result.stderr.contains("\(path): steps: the steps take 72000000 frames together"))
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test("replay --svg of a flick at the velocity domain's edge writes a picture (vy 1e22 trapped in svgNumber)")
  func svgAtTheEdge() throws {
    let path = try CLI.temporaryFile(
      Self.head + #""steps":[{"touchDown":{"x":200,"y":700}},{"move":{"dx":0,"dy":-10,"frames":1}},{"lift":{"vx":0,"vy":100000}}]}"#)
    let svg = path + ".svg"
    let result = try CLI.run(["replay", path, "--svg", svg])
    #expect(result.status == 0, "\(result)")
    #expect(FileManager.default.fileExists(atPath: svg))
  }

  @Test("files that cannot be read say why")
  func unreadableFiles() throws {
    let folder = try FuzzRuns.freshDirectory("unreadable").path
    let missing = try CLI.run(["replay", folder + "/missing.json"])
    #expect(missing.status == 2 && missing.stderr.contains("\(folder)/missing.json: cannot read: no such file or folder"))
    let directory = try CLI.run(["replay", folder])
    #expect(directory.status == 2 && directory.stderr.contains("\(folder): cannot read: is a directory"))
  }

  @Test(
    "command-line numbers outside their domain are usage errors (exit 2), never traps",
    arguments: [
      (["fuzz", "--duration", "1e19"], "--duration must be at most 7 days (604800 s), got '1e19'"),
      (["fuzz", "--duration", "1e300h"], "--duration must be at most 7 days"),
      (["fuzz", "--duration", "inf"], "--duration must look like 90, 30s, 5m or 1h, got 'inf'"),
      (["fuzz", "--duration", "nan"], "--duration must look like"),
      (["fuzz", "--case-timeout", "1e300"], "--case-timeout must be at most 1 h (3600 s)"),
      (["fuzz", "--progress-interval", "0"], "--progress-interval must be at least 0.001 s"),
      (["fuzz", "--cases", "1e3"], "--cases must be a whole number in 1...1000000000"),
      (["fuzz", "--max-steps", "100000"], "--max-steps must be a whole number in 1...1000"),
      (["fuzz", "--shard", "1/99999999999"], "--shard must look like 1/4"),
      (["case", "--seed", "1", "--index", "2", "--max-steps", "0"], "--max-steps must be a whole number in 1...1000"),
      (["replay", "x.json", "--case-timeout", "-5"], "--case-timeout must look like"),
    ])
  func commandLineNumbers(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("an unwritable --out, --report or --list-cases stops fuzz before its first case, naming the option")
  func unwritableOutputs() throws {
    let folder = try FuzzRuns.freshDirectory("unwritable")
    let file = folder.appendingPathComponent("a-file").path
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      (["--out", file + "/failures"], "--out \(file)/failures: cannot create the folder: \(file) is a file, not a folder"),
      (["--out", folder.path, "--report", file + "/reports"], "--report \(file)/reports: cannot create the folder: \(file) is a file"),
      (["--out", folder.path, "--list-cases", file + "/cases.txt"], "--list-cases \(file)/cases.txt: cannot write"),
      (["--out", folder.path, "--list-cases", folder.path], "--list-cases \(folder.path): cannot write: is a directory"),
    ]
    for (options, message) in cases {
      let start = Date()
      let result = try CLI.run(["fuzz", "--coordinator", "offset-lock", "--cases", "100000", "--seed", "1"] + options)
      #expect(result.status == 2, "\(options): \(result)")
      #expect(result.stderr.contains(message), "\(options): \(result.stderr)")
      #expect(!result.stdout.contains("] cases"), "no case ran")
      #expect(Date().timeIntervalSince(start) < 20)
      for phrase in ErrorMessageCheck.foreignPhrases { #expect(!result.stderr.contains(phrase)) }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("summary.json").path))
  }

  @Test("other unwritable outputs exit 2 with the path and the reason, never Foundation's text")
  func otherOutputs() throws {
    let folder = try FuzzRuns.freshDirectory("unwritable-other")
    let file = folder.appendingPathComponent("a-file").path
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let scenario = CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios/ab-tab-switch.json").path
    let runs: [([String], String)] = [
      (["replay", scenario, "--svg", file + "/x.svg"], "--svg \(file)/x.svg: cannot write"),
      (["case", "--seed", "1", "--index", "0", "--out", file + "/case.json"], "--out \(file)/case.json: cannot write"),
      (["shrink", scenario, "--out", file + "/x.json"], "--out \(file)/x.json: cannot write"),
      (["promote", scenario, "--dir", file + "/regressions"], "\(file)/regressions: cannot create the folder: \(file) is a file, not a folder"),
    ]
    for (arguments, message) in runs {
      let result = try CLI.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      for phrase in ErrorMessageCheck.foreignPhrases { #expect(!result.stderr.contains(phrase), "\(arguments): \(result.stderr)") }
    }
  }

  @Test("a sample of malformed files through the binary: no signal death, no timeout, every error names a field or reason")
  func mutantSample() throws {
    let seeds = try FileManager.default.contentsOfDirectory(atPath: CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios").path)
      .filter { $0.hasSuffix(".json") }.sorted().map { name in
        (name: String(name.dropLast(5)),
         bytes: Array(FileManager.default.contents(atPath: CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios/\(name)").path) ?? Data()))
      }
    let folder = try FuzzRuns.freshDirectory("mutants")
    var endings: [String: Int] = [:]
    for mutant in ScenarioMutator.mutants(of: seeds, count: 5, seed: 77) {
      let path = folder.appendingPathComponent(mutant.name + ".json").path
      _ = FileManager.default.createFile(atPath: path, contents: Data(mutant.bytes))
      let run = try BackgroundRun(["replay", path, "--svg", path + ".svg"])
      let ended = run.finish(within: 20)
      if !ended { kill(run.pid, SIGKILL) }
      #expect(ended, "\(mutant.name) still running after 20 s")
      guard ended else { continue }
      #expect(run.process.terminationReason == .exit, "\(mutant.name) died of signal \(run.process.terminationStatus): \(run.output)")
      endings["exit \(run.process.terminationStatus)", default: 0] += 1
      if run.process.terminationStatus == 2 {
        let line = run.output.split(separator: "\n").first { $0.hasPrefix("error: ") }.map(String.init) ?? run.output
        #expect(ErrorMessageCheck.problem(in: line, source: path) == nil, "\(mutant.name): \(line)")
      }
    }
    #expect(endings["exit 0", default: 0] >= 10 && endings["exit 2", default: 0] >= 80, "\(endings)")
  }
}
