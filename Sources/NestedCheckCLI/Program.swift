// Who this program is and how a person runs it from where they are: help texts use the executable's own
// name (a team's `profile-check` built on NestedCheckCLI is not `nestedcheck`), and printed hints are
// commands that work when pasted. Inside a package checkout the binary lives under `.build/…/debug` and is
// not on PATH, so the hint is `swift run NAME …` (with `-c release` for a release build, and
// `--package-path` when the shell is elsewhere).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
import NestedCheckFuzz

struct Program: Equatable {
  /// The executable's own name, as help shows it.
  var name: String
  /// What to type to run it from the current directory: `swift run nestedcheck`, `nestedcheck`, `./bin/x`.
  var invocation: String

  init(name: String, invocation: String) {
    self.name = name
    self.invocation = invocation
  }

  /// This process.
  static var current: Program {
    Program(
      executablePath: ChildProcess.currentExecutable, argument0: CommandLine.arguments.first ?? "nestedcheck",
      currentDirectory: FileManager.default.currentDirectoryPath,
      isPackage: { FileManager.default.fileExists(atPath: $0 + "/Package.swift") })
  }

  /// - Parameters:
  ///   - executablePath: the resolved path of the running binary.
  ///   - argument0: the program as the user typed it.
  ///   - isPackage: whether a folder holds a Swift package (`Package.swift`).
  init(executablePath: String, argument0: String, currentDirectory: String, isPackage: (String) -> Bool) {
    name = PathText.lastComponent(of: argument0)
    let components = PathText.components(of: PathText.absolute(executablePath, from: currentDirectory))
    if let build = components.lastIndex(of: ".build"), build > 0 {
      let root = "/" + components[..<build].joined(separator: "/")
      if isPackage(root) {
        let release = components[(build + 1)...].contains("release")
        let here = PathText.normalized(currentDirectory)
        invocation = "swift run" + (release ? " -c release" : "") + (here == root ? "" : " --package-path \(Self.quoted(root))")
          + " \(Self.quoted(PathText.lastComponent(of: executablePath)))"
        return
      }
    }
    invocation = argument0.contains("/") ? Self.quoted(argument0) : Self.quoted(name)
  }

  /// `text` as one shell word (`ShellText.quoted`).
  static func quoted(_ text: String) -> String { ShellText.quoted(text) }

  /// A help text written for `nestedcheck`, with this program's name in its place.
  func help(_ text: String) -> String {
    guard name != "nestedcheck" else { return text }
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: "nestedcheck") {
      out += rest[..<range.lowerBound]
      let next = rest[range.upperBound...].first
      out += next == "-" || next?.isLetter == true ? "nestedcheck" : name
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
#endif
