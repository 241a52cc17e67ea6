// The README and the guides in docs/ against the code: the CLI reference is the program's own help text, every
// relative link resolves, the README stays short, the invariant table lists the catalogue, and nothing points a
// reader at something they cannot open (a seed document's number, an issue number, "this round").

import Checker
import Foundation
import Testing

@Suite("Documentation")
struct DocumentationTests {
  static let root = CLI.repositoryRoot

  /// The README and every guide, as (path relative to the root, text).
  static func documents() throws -> [(path: String, text: String)] {
    let docs = root.appendingPathComponent("docs")
    let guides = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
    return try (["README.md"] + guides.map { "docs/" + $0 }).map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  // MARK: The CLI reference

  /// `docs/cli.md` as the program's help prints it: the overview, then each command listed there.
  static func cliReference() throws -> String {
    let overview = try CLI.run(["help"]).stdout
    var commands: [String] = []
    var inCommands = false
    for line in overview.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("commands:") { inCommands = true; continue }
      guard inCommands else { continue }
      guard line.hasPrefix("  "), let name = line.split(separator: " ").first else { break }
      commands.append(String(name))
    }
    var text = """
      # Command-line reference

      Generated from the program's own help text; do not edit by hand. After changing a help text, regenerate it:

      ```sh
      NESTEDCHECK_UPDATE_DOCS=1 swift test --filter DocumentationTests
      ```

      `swift test` checks that this file matches what `nestedcheck help` and `nestedcheck help <command>` print. A
      team's own executable (`NestedCheckCLI.main`) prints the same help with its own name in place of `nestedcheck`.

      ## nestedcheck

      ```
      \(overview.trimmingCharacters(in: .newlines))
      ```

      """
    for command in commands {
      let help = try CLI.run(["help", command]).stdout
      text += "\n## \(command)\n\n```\n\(help.trimmingCharacters(in: .newlines))\n```\n"
    }
    return text
  }

  @Test("docs/cli.md is the program's help text, command by command")
  func cliReferenceMatchesHelp() throws {
    let expected = try Self.cliReference()
    let file = Self.root.appendingPathComponent("docs/cli.md")
    if ProcessInfo.processInfo.environment["NESTEDCHECK_UPDATE_DOCS"] == "1" {
      try expected.write(to: file, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOf: file, encoding: .utf8)
    #expect(
      actual == expected,
      "docs/cli.md differs from the help text: NESTEDCHECK_UPDATE_DOCS=1 swift test --filter DocumentationTests")
  }

  // MARK: Links

  @Test("every relative link in the README and docs/ resolves, anchors included")
  func relativeLinksResolve() throws {
    let documents = try Self.documents()
    let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    var checked = 0
    for (path, text) in documents {
      let base = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
      for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let target = String(text[Range(match.range(at: 1), in: text)!])
        guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0].isEmpty ? path : Self.normalized(base == "." ? parts[0] : base + "/" + parts[0])
        checked += 1
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: Self.root.appendingPathComponent(file).path, isDirectory: &isDirectory)
        #expect(exists, "\(path): link \(target) points at \(file), which does not exist")
        if exists, parts.count == 2, file.hasSuffix(".md") {
          let anchors = try Self.anchors(in: String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8))
          #expect(anchors.contains(parts[1]), "\(path): link \(target): \(file) has no heading #\(parts[1])")
        }
      }
    }
    #expect(checked >= 30, "only \(checked) relative links found")
  }

  /// `a/b/../c` as `a/c`.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }

  /// GitHub's anchors for a document's headings: lower case, spaces as hyphens, punctuation dropped.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inFence = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle(); continue }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  // MARK: Shape and plain words

  @Test("the README is short enough to read in ten minutes")
  func readmeIsShort() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 300, "README.md has \(lines) lines")
  }

  @Test("the README's invariant table has one row per invariant code, each with its name")
  func invariantTableListsTheCatalogue() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| I") }
    for invariant in Invariant.allCases where !invariant.isLoadInvariant {
      #expect(
        rows.contains { $0.hasPrefix("| \(invariant.code) | `\(invariant.rawValue)` |") },
        "README: no row for \(invariant.code) \(invariant.rawValue)")
    }
    let codes = Invariant.allCases.filter { !$0.isLoadInvariant }.map(\.code)
    #expect(Set(codes).count == codes.count, "two invariants share a code: \(codes)")
    #expect(rows.count == codes.count, "README: \(rows.count) invariant rows for \(codes.count) invariants")
  }

  /// References a reader cannot follow: a seed document's number, an issue number, a working session's "round".
  static let unfollowable = try! NSRegularExpression(
    pattern: #"\bseeds? 0\d|\bissues? #?\d+|\bthis round\b|\bprevious round\b"#, options: [.caseInsensitive])

  static func unfollowableReferences(in text: String, named name: String) -> [String] {
    var found: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(line)
      if unfollowable.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
        found.append("\(name):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  @Test("no seed numbers, issue numbers or rounds in the README, the guides, the code or the tests")
  func plainWordsInTextAndCode() throws {
    var found: [String] = []
    for (path, text) in try Self.documents() { found += Self.unfollowableReferences(in: text, named: path) }
    for folder in ["Sources", "Tests", "Generators", "Shrinkers", "Examples", "CI", "FuzzTesting"] {
      let url = Self.root.appendingPathComponent(folder)
      guard
        let files = FileManager.default.enumerator(
          at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
      else { continue }
      for case let file as URL in files {
        guard ["swift", "json", "md", "sh", "yml"].contains(file.pathExtension), !file.path.contains("/.build/"),
          file.lastPathComponent != "DocumentationTests.swift"
        else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        found += Self.unfollowableReferences(in: text, named: String(file.path.dropFirst(Self.root.path.count + 1)))
      }
    }
    #expect(found.isEmpty, "\(found.count) references a reader cannot follow:\n\(found.prefix(40).joined(separator: "\n"))")
  }

  @Test("no seed numbers, issue numbers or rounds in what the CLI prints")
  func plainWordsInCLIOutput() throws {
    var found: [String] = []
    for arguments in [["help"], ["list"], ["list", "--all"]] {
      found += Self.unfollowableReferences(in: try CLI.run(arguments).stdout, named: arguments.joined(separator: " "))
    }
    let overview = try CLI.run(["help"]).stdout
    for command in ["list", "replay", "fuzz", "shrink", "case", "promote", "corpus", "import-bytes"] {
      #expect(overview.contains("\n  \(command)"))
      found += Self.unfollowableReferences(in: try CLI.run(["help", command]).stdout, named: "help \(command)")
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
