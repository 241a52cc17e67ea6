// The command line's conventions (swift-argument-parser's): --version; help as `help <command>`,
// `<command> --help`, `<command> -h` and `<command> help`; a usage error is one line plus a runnable hint
// and exit 2; short flags are rejected as options; every option a command accepts is explained in its help.

import Foundation
@testable import NestedCheckCLI
import Testing

@Suite("nestedcheck command-line conventions")
struct CLIConventionsTests {
  static let publicCommands = ["list", "replay", "fuzz", "shrink", "case", "promote"]

  /// What the hint should start with when run from `directory`: the binary under test lives in `.build`.
  static func expectedInvocation(from directory: URL) -> String {
    let release = CLI.productsDirectory.pathComponents.contains("release") ? " -c release" : ""
    let root = CLI.repositoryRoot.standardizedFileURL.path
    let here = directory.standardizedFileURL.path
    return "swift run\(release)" + (here == root ? "" : " --package-path \(root)") + " nestedcheck"
  }

  @Test("--version prints the program's name and version, and nothing else")
  func version() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let line = result.stdout.trimmingCharacters(in: .newlines)
    #expect(!line.contains("\n"))
    #expect(line.hasPrefix("nestedcheck ") && line.split(separator: " ")[1].first?.isNumber == true, "\(line)")
  }

  @Test("help <command>, <command> --help, <command> -h and <command> help print the same help, on stdout, exit 0", arguments: publicCommands)
  func commandHelp(_ command: String) throws {
    let forms = [["help", command], [command, "--help"], [command, "-h"], [command, "help"]]
    let outputs = try forms.map { try CLI.run($0) }
    for (form, output) in zip(forms, outputs) {
      #expect(output.status == 0 && output.stderr.isEmpty, "\(form): \(output.stderr)")
      #expect(output.stdout.hasPrefix("usage: nestedcheck \(command)"), "\(form)")
      #expect(output.stdout == outputs[0].stdout, "\(form) differs from help \(command)")
    }
  }

  @Test("help, --help and -h print the command list; help of an unknown command is a usage error")
  func topHelp() throws {
    let outputs = try [["help"], ["--help"], ["-h"]].map { try CLI.run($0) }
    #expect(outputs.allSatisfy { $0.status == 0 && $0.stdout == outputs[0].stdout })
    for command in Self.publicCommands { #expect(outputs[0].stdout.contains("\n  \(command) "), "\(command) missing") }
    #expect(outputs[0].stdout.contains("--version") && outputs[0].stdout.contains("help <command>"))
    #expect(try CLI.run(["help", "nope"]).status == 2)
  }

  @Test(
    "a usage error is one line, then a hint that runs as printed from here, and exit 2",
    arguments: [
      (["replay", "-t"], "error: unknown option '-t'", "replay --help"),
      (["replay", ReplayCommandTests.abStory, "--bogus"], "error: unknown option '--bogus'", "replay --help"),
      (["fuzz", "--cases", "0"], "error: --cases must be", "fuzz --help"),
      (["fuzz", "--max-steps"], "error: --max-steps needs a value", "fuzz --help"),
      (["replay"], "error: missing scenario FILE", "replay --help"),
      (["frobnicate"], "error: unknown command 'frobnicate'", "--help"),
      (["-x"], "error: unknown option '-x'", "--help"),
    ])
  func usageErrors(_ arguments: [String], _ message: String, _ help: String) throws {
    for directory in [CLI.repositoryRoot, FileManager.default.temporaryDirectory] {
      let result = try CLI.run(arguments, in: directory)
      #expect(result.status == 2 && result.stdout.isEmpty)
      let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
      #expect(lines.count == 2, "\(result.stderr)")
      #expect(lines.first?.hasPrefix(message) == true, "\(result.stderr)")
      #expect(lines.last == "Run '\(Self.expectedInvocation(from: directory)) \(help)' for usage.", "\(result.stderr)")
    }
  }

  @Test("every option a command accepts has a line of its own in that command's help that explains it", arguments: publicCommands)
  func everyOptionExplained(_ command: String) throws {
    let rejected = try CLI.run([command, "--no-such-option"])
    #expect(rejected.status == 2)
    let accepted = rejected.stderr.components(separatedBy: "this command accepts: ").dropFirst().first?
      .split(separator: "\n").first?.components(separatedBy: ", ") ?? []
    let help = try CLI.run(["help", command]).stdout.split(separator: "\n").map(String.init)
    for option in accepted {
      let line = help.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option + " ") }
      let explanation = line.map { $0.trimmingCharacters(in: .whitespaces).dropFirst(option.count) } ?? ""
      #expect(explanation.split(separator: " ").count >= 3, "\(command) \(option) is not explained: \(line ?? "no line")")
    }
    if command != "list" { #expect(!accepted.isEmpty, "\(rejected.stderr)") }
  }

  // MARK: - How the program names itself

  @Test("inside a checkout the hint is swift run (release builds with -c release; elsewhere with --package-path)")
  func invocationInACheckout() {
    let package: (String) -> Bool = { $0 == "/src/app" }
    let debug = Program(
      executablePath: "/src/app/.build/x86_64-unknown-linux-gnu/debug/profile-check", argument0: ".build/debug/profile-check",
      currentDirectory: "/src/app", isPackage: package)
    #expect(debug == Program(name: "profile-check", invocation: "swift run profile-check"))
    let release = Program(
      executablePath: "/src/app/.build/arm64-apple-macosx/release/profile-check", argument0: "/src/app/.build/release/profile-check",
      currentDirectory: "/tmp", isPackage: package)
    #expect(release.invocation == "swift run -c release --package-path /src/app profile-check")
    let spaced = Program(
      executablePath: "/my src/.build/debug/x", argument0: "x", currentDirectory: "/", isPackage: { $0 == "/my src" })
    #expect(spaced.invocation == "swift run --package-path '/my src' x")
  }

  @Test("installed, the hint is the name on PATH or the path as typed; help uses the executable's own name")
  func invocationInstalled() {
    let onPath = Program(executablePath: "/usr/local/bin/nestedcheck", argument0: "nestedcheck", currentDirectory: "/tmp", isPackage: { _ in false })
    #expect(onPath == Program(name: "nestedcheck", invocation: "nestedcheck"))
    let typed = Program(executablePath: "/opt/tools/profile-check", argument0: "./tools/profile-check", currentDirectory: "/opt", isPackage: { _ in false })
    #expect(typed == Program(name: "profile-check", invocation: "./tools/profile-check"))
    // A `.build` folder that is not a package's (no Package.swift) is not a checkout.
    let notPackage = Program(executablePath: "/x/.build/debug/tool", argument0: "tool", currentDirectory: "/x", isPackage: { _ in false })
    #expect(notPackage.invocation == "tool")
    #expect(typed.help("usage: nestedcheck fuzz … `nestedcheck-bench` nestedcheck's") == "usage: profile-check fuzz … `nestedcheck-bench` profile-check's")
  }
}
