// Every file and folder argument, through the real binary, with the paths a user types on a first try and the
// awkward ones: one-character names (Foundation's `deletingLastPathComponent` trapped on them on Linux), missing
// parents, `.`, `..`, trailing slashes, spaces, non-ASCII names, symbolic links, a file where a folder belongs, a
// read-only parent, and names past NAME_MAX and PATH_MAX. Each run works (exit 0 or 1) or is refused with exit 2
// and a message naming the path and the reason; none dies of a signal.

import Foundation
import Testing

@Suite("file and folder arguments")
struct PathArgumentTests {
  /// A path as the user types it, and what must happen.
  struct PathCase: CustomTestStringConvertible, Sendable {
    var label: String
    var path: String
    /// `nil`: must work; otherwise a word the refusal must give as its reason.
    var refusal: String?
    /// Refused or not depending on who runs the test (root ignores a read-only folder's mode).
    var mayEitherWay = false
    var testDescription: String { label }
  }

  /// The working folder every case runs in, with the files and folders the cases expect.
  static func sandbox() throws -> URL {
    let root = try CLI.temporaryDirectory()
    let work = root.appendingPathComponent("work")
    let manager = FileManager.default
    try manager.createDirectory(at: work.appendingPathComponent("existing-folder"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: work.appendingPathComponent("a-file"))
    try manager.createSymbolicLink(atPath: work.appendingPathComponent("link").path, withDestinationPath: "existing-folder")
    try manager.createDirectory(at: work.appendingPathComponent("read-only"), withIntermediateDirectories: true)
    try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: work.appendingPathComponent("read-only").path)
    return work
  }

  static let longName = String(repeating: "n", count: 256)  // NAME_MAX is 255 bytes
  static let longestName = String(repeating: "n", count: 255)
  static let longPath = Array(repeating: String(repeating: "p", count: 200), count: 25).joined(separator: "/")  // > PATH_MAX

  static let folderCases: [PathCase] = [
    PathCase(label: "one character", path: "f"),
    PathCase(label: "nested missing parents", path: "x/y/z"),
    PathCase(label: "one-character parts", path: "a/b"),
    PathCase(label: ".", path: "."),
    PathCase(label: "..", path: ".."),
    PathCase(label: "trailing slash", path: "t/"),
    PathCase(label: "a space", path: "with space"),
    PathCase(label: "non-ASCII", path: "é-ü-名"),
    PathCase(label: "a one-character non-ASCII name", path: "é"),
    PathCase(label: "a symbolic link to a folder", path: "link"),
    PathCase(label: "an existing folder", path: "existing-folder"),
    PathCase(label: "an existing file", path: "a-file", refusal: "exists and is not a folder"),
    PathCase(label: "below an existing file", path: "a-file/sub", refusal: "a-file is a file, not a folder"),
    PathCase(label: "in a read-only folder", path: "read-only/sub", refusal: "permission denied", mayEitherWay: true),
    PathCase(label: "a name of NAME_MAX bytes", path: longestName),
    PathCase(label: "a name past NAME_MAX", path: longName, refusal: "too long"),
    PathCase(label: "a path past PATH_MAX", path: longPath, refusal: "too long"),
  ]

  static let fileCases: [PathCase] = [
    PathCase(label: "one character", path: "f"),
    PathCase(label: "one-character folder", path: "existing-folder/g"),
    PathCase(label: "a space", path: "with space.out"),
    PathCase(label: "non-ASCII", path: "é.out"),
    PathCase(label: "a one-character non-ASCII name", path: "é"),
    PathCase(label: "through a symbolic link", path: "link/h"),
    PathCase(label: "replacing an existing file", path: "a-file"),
    PathCase(label: "..-relative", path: "../up.out"),
    PathCase(label: "a missing folder", path: "missing/i", refusal: "no such file or folder"),
    PathCase(label: "a folder", path: "existing-folder", refusal: "is a directory"),
    PathCase(label: ".", path: ".", refusal: "is a directory"),
    PathCase(label: "a symbolic link to a folder", path: "link", refusal: "is a directory"),
    PathCase(label: "a trailing slash", path: "j/", refusal: "folder"),
    PathCase(label: "below an existing file", path: "a-file/k", refusal: "not a"),
    PathCase(label: "in a read-only folder", path: "read-only/l", refusal: "permission denied", mayEitherWay: true),
    PathCase(label: "a name past NAME_MAX", path: longName, refusal: "too long"),
    PathCase(label: "a path past PATH_MAX", path: longPath, refusal: "too long"),
  ]

  /// A scenario that passes, in the sandbox's parent so `..`-relative outputs do not collide with it.
  static func scenario(in work: URL) throws -> String {
    let path = work.deletingLastPathComponent().appendingPathComponent("s.json").path
    try Data(#"{"format":1,"coordinator":"offset-lock","steps":[{"touchDown":{"x":200,"y":700}},{"move":{"dx":0,"dy":-50,"frames":5}},{"lift":{"vx":0,"vy":0}}]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Runs `arguments` in a fresh sandbox with the case's path spliced in where `@` stands.
  static func check(_ arguments: [String], _ pathCase: PathCase, option: String) throws {
    let work = try sandbox()
    let scenarioPath = try scenario(in: work)
    let spliced = arguments.map { $0 == "@" ? pathCase.path : $0 == "SCENARIO" ? scenarioPath : $0 }
    let result = try CLI.run(spliced, in: work)
    let shown = "\(option) \(pathCase.label): exit \(result.status)\n\(result.stderr.prefix(600))"
    #expect(!result.signaled, "died of signal \(result.status): \(shown)")
    if result.status == 2 {
      #expect(pathCase.refusal != nil || pathCase.mayEitherWay, "refused a path that must work: \(shown)")
      // The message names the path (a long one by its start) and gives the reason.
      #expect(result.stderr.contains(pathCase.path.isEmpty ? "''" : String(pathCase.path.prefix(60))), "the refusal does not name the path: \(shown)")
      if let reason = pathCase.refusal { #expect(result.stderr.contains(reason), "the refusal gives no reason: \(shown)") }
      #expect(result.stderr.split(separator: "\n").count <= 3, "a refusal is a line or two, not a backtrace: \(shown)")
      // Nothing before it: no banner or seed of a run that never starts.
      #expect(result.stdout.isEmpty, "printed before refusing: \(result.stdout.prefix(300))\n\(shown)")
    } else {
      #expect(result.status == 0 || result.status == 1, "\(shown)")
      #expect(pathCase.refusal == nil || pathCase.mayEitherWay, "accepted a path that must be refused: \(shown)")
    }
  }

  static let fuzz = ["fuzz", "--coordinator", "offset-lock", "--cases", "1", "--jobs", "1", "--seed", "1"]

  @Test("fuzz --out", arguments: folderCases)
  func fuzzOut(_ pathCase: PathCase) throws { try Self.check(Self.fuzz + ["--out", "@"], pathCase, option: "--out") }

  @Test("fuzz --report", arguments: folderCases)
  func fuzzReport(_ pathCase: PathCase) throws {
    try Self.check(Self.fuzz + ["--out", "failures", "--report", "@"], pathCase, option: "--report")
  }

  @Test("fuzz --guided --corpus", arguments: folderCases)
  func fuzzCorpus(_ pathCase: PathCase) throws {
    try Self.check(Self.fuzz + ["--guided", "--out", "failures", "--corpus", "@"], pathCase, option: "--corpus")
  }

  @Test("promote --into", arguments: folderCases)
  func promoteInto(_ pathCase: PathCase) throws {
    try Self.check(["promote", "SCENARIO", "--into", "@"], pathCase, option: "--into")
  }

  @Test("corpus merge --into", arguments: folderCases)
  func corpusMergeInto(_ pathCase: PathCase) throws {
    try Self.check(["corpus", "merge", "existing-folder", "--into", "@"], pathCase, option: "corpus merge --into")
  }

  @Test("fuzz --list-cases", arguments: fileCases)
  func fuzzListCases(_ pathCase: PathCase) throws {
    try Self.check(Self.fuzz + ["--out", "failures", "--list-cases", "@"], pathCase, option: "--list-cases")
  }

  @Test("replay --svg", arguments: fileCases)
  func replaySVG(_ pathCase: PathCase) throws { try Self.check(["replay", "SCENARIO", "--svg", "@"], pathCase, option: "--svg") }

  @Test("replay --html", arguments: fileCases)
  func replayHTML(_ pathCase: PathCase) throws { try Self.check(["replay", "SCENARIO", "--html", "@"], pathCase, option: "--html") }

  @Test("shrink --out", arguments: fileCases)
  func shrinkOut(_ pathCase: PathCase) throws { try Self.check(["shrink", "SCENARIO", "--out", "@"], pathCase, option: "shrink --out") }

  @Test("case --out", arguments: fileCases)
  func caseOut(_ pathCase: PathCase) throws {
    try Self.check(["case", "--seed", "1", "--index", "0", "--out", "@"], pathCase, option: "case --out")
  }

  /// Scenario paths to read: a missing one, a folder, awkward names that exist.
  static let inputCases: [PathCase] = [
    PathCase(label: "missing, one character", path: "q", refusal: "no such file or folder"),
    PathCase(label: "a folder", path: "existing-folder", refusal: "is a directory"),
    PathCase(label: ".", path: ".", refusal: "is a directory"),
    PathCase(label: "a trailing slash on a file", path: "a-file/", refusal: "not a directory"),
    PathCase(label: "empty", path: "", refusal: "empty"),
    PathCase(label: "a name past NAME_MAX", path: longName, refusal: "too long"),
    PathCase(label: "a path past PATH_MAX", path: longPath, refusal: "too long"),
  ]

  @Test("replay FILE", arguments: inputCases)
  func replayInput(_ pathCase: PathCase) throws { try Self.check(["replay", "@"], pathCase, option: "replay") }

  @Test("scenarios with awkward names replay", arguments: ["s", "é", "with space.json", "名前.json"])
  func awkwardScenarioNames(_ name: String) throws {
    let work = try Self.sandbox()
    let source = try Self.scenario(in: work)
    try FileManager.default.copyItem(atPath: source, toPath: work.appendingPathComponent(name).path)
    try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("to-\(name)").path, withDestinationPath: name)
    for path in [name, "to-\(name)", "./\(name)", "../work/\(name)"] {
      let result = try CLI.run(["replay", path, "--trace"], in: work)
      #expect(result.status == 0 && !result.signaled, "\(path): \(result.status) \(result.stderr)")
    }
  }
}
