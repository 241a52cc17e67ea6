// Looking at the processes a `nestedcheck` run started, with `ps` (Linux and macOS), and launching one in the
// background with its output collected, for the tests that kill parents and workers.

import Foundation

enum ProcessTree {
  struct Entry {
    var pid: Int32
    var parent: Int32
    var state: String
    var cpuSeconds: Int
    var command: String
  }

  /// Every process on the machine.
  static func all() -> [Entry] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/ps")
    if !FileManager.default.fileExists(atPath: "/bin/ps") { process.executableURL = URL(fileURLWithPath: "/usr/bin/ps") }
    process.arguments = ["-A", "-o", "pid=", "-o", "ppid=", "-o", "stat=", "-o", "time=", "-o", "args="]
    let out = Pipe()
    process.standardOutput = out
    guard (try? process.run()) != nil else { return [] }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true)
      guard fields.count >= 4, let pid = Int32(fields[0]), let parent = Int32(fields[1]) else { return nil }
      return Entry(
        pid: pid, parent: parent, state: String(fields[2]), cpuSeconds: cpuSeconds(String(fields[3])),
        command: fields.count > 4 ? String(fields[4]) : "")
    }
  }

  /// `[[dd-]hh:]mm:ss` → seconds.
  static func cpuSeconds(_ text: String) -> Int {
    var days = 0
    var clock = Substring(text)
    if let dash = clock.firstIndex(of: "-") {
      days = Int(clock[..<dash]) ?? 0
      clock = clock[clock.index(after: dash)...]
    }
    return days * 86_400 + clock.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
  }

  /// The processes below `pid` (children, grandchildren, …).
  static func descendants(of pid: Int32) -> [Entry] {
    let entries = all()
    var found: [Entry] = []
    var frontier: Set<Int32> = [pid]
    while !frontier.isEmpty {
      let next = entries.filter { frontier.contains($0.parent) }
      found += next
      frontier = Set(next.map(\.pid))
    }
    return found
  }

  /// Which of `pids` still run (a zombie has exited and only waits to be reaped by whoever inherited it).
  static func running(_ pids: [Int32]) -> [Entry] {
    all().filter { pids.contains($0.pid) && !$0.state.hasPrefix("Z") }
  }

  /// Polls `condition` every 50 ms for up to `seconds`; whether it became true.
  static func wait(upTo seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return condition()
  }
}

/// A `nestedcheck` process running in the background, its standard output and error collected as they come.
final class BackgroundRun: @unchecked Sendable {
  let process = Process()
  private let lock = NSLock()
  private var collected = ""
  private var readers: [Thread] = []

  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    process.executableURL = CLI.productsDirectory.appendingPathComponent("nestedcheck")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let handle = out.fileHandleForReading
    let reader = Thread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { return }
        lock.withLock { collected += String(decoding: data, as: UTF8.self) }
      }
    }
    reader.start()
    readers.append(reader)
  }

  var pid: Int32 { process.processIdentifier }
  var output: String { lock.withLock { collected } }

  /// Waits for the process to end (and its output to be read) for up to `seconds`; whether it ended.
  func finish(within seconds: Double) -> Bool {
    let ended = ProcessTree.wait(upTo: seconds) { !process.isRunning }
    if ended { process.waitUntilExit() }
    _ = ProcessTree.wait(upTo: 2) { readers.allSatisfy(\.isFinished) }
    return ended
  }
}
