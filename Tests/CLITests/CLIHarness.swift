// Runs the `nestedcheck` binary built next to the test bundle and captures its output.

import Foundation

/// The result of one `nestedcheck` invocation.
struct CLIResult {
  var status: Int32
  var stdout: String
  var stderr: String
  /// The process died of a signal (`status` is then the signal's number).
  var signaled = false
}

enum CLI {
  /// The build products folder: the test runner lives there, and so does `nestedcheck`.
  static let productsDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("nestedcheck").path) { return url }
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `executable arguments…` (a product built next to the tests, `nestedcheck` by default) in `directory`
  /// and waits for it. `environment` entries are added to this process's environment.
  static func run(
    _ arguments: [String], in directory: URL? = nil, executable: String = "nestedcheck", environment: [String: String] = [:]
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), signaled: process.terminationReason == .uncaughtSignal)
  }

  /// A fresh empty temporary folder.
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// Writes `text` to a fresh temporary file and returns its path.
  static func temporaryFile(_ text: String, name: String = "scenario.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}
