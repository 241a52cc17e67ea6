// Headless Chromium for the browser tests: find it, load a page, dump its DOM after the scripts ran, take a
// screenshot, and collect what the page wrote to the console (Chromium logs console messages to stderr as
// `INFO:CONSOLE` lines with `--enable-logging=stderr`).
//
// Locally the browser tests run when Chromium is installed (`apt-get install -y chromium`, or set CHROMIUM to a
// Chrome/Chromium binary) and are skipped, with the reason printed, when it is not; with CI=true a missing
// Chromium fails them instead (.ci/run installs it first).

import Foundation

enum Chromium {
  /// The browser binary: `$CHROMIUM`, else the first of the usual names on PATH.
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
    }
    return nil
  }()

  static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// Whether the browser tests run: Chromium is here, or this is CI, where its absence is a failure.
  static var testsEnabled: Bool { path != nil || isCI }

  static let missingMessage =
    "Chromium is not installed: install it (apt-get install -y chromium) or set CHROMIUM to a Chrome/Chromium binary"

  struct Output {
    var stdout: String
    var stderr: String
    /// The page's console messages (any at all is a failure for a report, which never logs).
    var console: [String] { stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init) }
  }

  /// Runs headless Chromium with a fresh profile on `url`, with `arguments` (e.g. `--dump-dom`).
  static func run(_ arguments: [String], url: String, window: (width: Int, height: Int) = (1400, 1700)) throws -> Output {
    guard let path else { throw Missing() }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
      "--enable-logging=stderr", "--v=0", "--window-size=\(window.width),\(window.height)",
    ] + arguments + [url]
    // Files, not pipes: Chromium's stderr is chatty and a full pipe would block it.
    let out = profile.appendingPathComponent("stdout"), err = profile.appendingPathComponent("stderr")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    // A browser that never returns must not hang the suite.
    let started = Date()
    while process.isRunning {
      if Date().timeIntervalSince(started) > 90 { process.terminate() }
      Thread.sleep(forTimeInterval: 0.05)
    }
    process.waitUntilExit()
    let outData = FileManager.default.contents(atPath: out.path) ?? Data()
    let errData = FileManager.default.contents(atPath: err.path) ?? Data()
    return Output(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String { Chromium.missingMessage }
  }

  /// The text of the element `<tag id="id" …>…</tag>` in a dumped DOM (entities decoded), or `nil`.
  static func elementText(_ dom: String, tag: String = "pre", id: String) -> String? {
    guard let open = dom.range(of: "<\(tag) id=\"\(id)\""), let start = dom.range(of: ">", range: open.upperBound..<dom.endIndex),
      let end = dom.range(of: "</\(tag)>", range: start.upperBound..<dom.endIndex)
    else { return nil }
    return String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Width and height from a PNG's IHDR chunk, or `nil` when `data` is not a PNG.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }
}
