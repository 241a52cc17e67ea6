// The driver behind CI/mutation/run.sh: writes the mutants of Tests/ScenarioMutation/ScenarioMutator.swift
// for every seed file, runs `BINARY replay FILE --svg FILE.svg` on each with a time limit (so the simulation and
// the timeline picture both see every input that decodes), tallies how each ended, and writes every file's
// ending to results.tsv in the output folder.
// Compiled together with ScenarioMutator.swift (standard library only) by run.sh.

import Foundation

struct Options {
  var binary = ""
  var seeds = "Tests/Scenarios"
  var perFile = 100
  var out = "/tmp/nestedcheck-mutants"
  var timeout = 10.0
  var jobs = 2
}

func parse() -> Options {
  var options = Options()
  var args = Array(CommandLine.arguments.dropFirst())
  guard !args.isEmpty else {
    print("usage: mutation-run BINARY [--seeds DIR] [--per-file N] [--out DIR] [--timeout S] [--jobs J]")
    exit(2)
  }
  options.binary = args.removeFirst()
  while args.count >= 2 {
    let (name, value) = (args[0], args[1])
    args.removeFirst(2)
    switch name {
    case "--seeds": options.seeds = value
    case "--per-file": options.perFile = Int(value) ?? options.perFile
    case "--out": options.out = value
    case "--timeout": options.timeout = Double(value) ?? options.timeout
    case "--jobs": options.jobs = Int(value) ?? options.jobs
    default: print("unknown option \(name)"); exit(2)
    }
  }
  return options
}

/// How one replay ended.
enum Ending: Hashable {
  case exit(Int32)
  case signal(Int32)
  case timeout
}

let options = parse()
let seedNames = (try? FileManager.default.contentsOfDirectory(atPath: options.seeds))?.filter { $0.hasSuffix(".json") }.sorted() ?? []
let seeds = seedNames.map { name in
  (name: String(name.dropLast(5)), bytes: Array(FileManager.default.contents(atPath: options.seeds + "/" + name) ?? Data()))
}
let mutants = ScenarioMutator.mutants(of: seeds, count: options.perFile)
try? FileManager.default.removeItem(atPath: options.out)
try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
let paths = mutants.map { mutant -> String in
  let path = options.out + "/" + mutant.name + ".json"
  _ = FileManager.default.createFile(atPath: path, contents: Data(mutant.bytes))
  return path
}
print("\(mutants.count) mutants of \(seeds.count) files in \(options.out); running \(options.binary) replay on each "
  + "(timeout \(options.timeout) s, \(options.jobs) jobs)")

final class Results: @unchecked Sendable {
  let lock = NSLock()
  var endings: [Int: (Ending, String, Double)] = [:]
}
let results = Results()
let next = NSLock()
nonisolated(unsafe) var cursor = 0
DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in
  while true {
    let index: Int = next.withLock { defer { cursor += 1 }; return cursor }
    guard index < paths.count else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: options.binary)
    process.arguments = ["replay", paths[index], "--svg", paths[index] + ".svg"]
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = Date()
    try! process.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let stderrBox = Box()
    let readDone = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      stderrBox.data = err.fileHandleForReading.readDataToEndOfFile()
      readDone.signal()
    }
    var ending: Ending
    if done.wait(timeout: .now() + options.timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      done.wait()
      ending = .timeout
    } else {
      ending = process.terminationReason == .uncaughtSignal ? .signal(process.terminationStatus) : .exit(process.terminationStatus)
      // The Swift runtime reports a trap as exit 128 + signal when it handles the crash itself.
      if case .exit(let status) = ending, status > 128, status < 160 { ending = .signal(status - 128) }
    }
    readDone.wait()
    let seconds = Date().timeIntervalSince(start)
    results.lock.withLock { results.endings[index] = (ending, String(decoding: stderrBox.data, as: UTF8.self), seconds) }
  }
}

var rows = ["file\tending\tseconds\tfirst stderr line"]
var tally: [String: Int] = [:]
var unclear: [String] = []
var deaths: [String] = []
var slowest = (0.0, "")
for (index, path) in paths.enumerated() {
  let (ending, stderr, seconds) = results.endings[index]!
  if seconds > slowest.0 { slowest = (seconds, path) }
  let endingText: String
  switch ending {
  case .exit(let code): endingText = "exit \(code)"
  case .signal(let number): endingText = "signal \(number)"
  case .timeout: endingText = "timeout"
  }
  let firstLine = stderr.split(separator: "\n").first.map(String.init) ?? ""
  rows.append("\((path as NSString).lastPathComponent)\t\(endingText)\t\(String(format: "%.3f", seconds))\t\(firstLine)")
  switch ending {
  case .exit(let code):
    tally["exit \(code)", default: 0] += 1
    if code == 2 {
      if let problem = ErrorMessageCheck.problem(in: stderr, source: path) {
        tally["exit 2 without a field or reason", default: 0] += 1
        if unclear.count < 15 { unclear.append("\(path): \(problem): \(stderr.split(separator: "\n").first ?? "")") }
      }
    }
  case .signal(let number):
    tally["signal death", default: 0] += 1
    tally["signal \(number)", default: 0] += 1
    if deaths.count < 15 { deaths.append("\(path): signal \(number): \(stderr.split(separator: "\n").first ?? "")") }
  case .timeout:
    tally["timeout", default: 0] += 1
    if deaths.count < 15 { deaths.append("\(path): timeout") }
  }
}
_ = FileManager.default.createFile(atPath: options.out + "/results.tsv", contents: Data((rows.joined(separator: "\n") + "\n").utf8))
print("files: \(paths.count)")
for key in tally.keys.sorted() { print("  \(key): \(tally[key]!)") }
print("slowest: \(String(format: "%.2f", slowest.0)) s (\(slowest.1))")
if !deaths.isEmpty { print("signal deaths and timeouts (first 15):\n  " + deaths.joined(separator: "\n  ")) }
if !unclear.isEmpty { print("exit-2 messages naming no field or reason (first 15):\n  " + unclear.joined(separator: "\n  ")) }
