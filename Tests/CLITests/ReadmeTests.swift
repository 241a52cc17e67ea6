// The commands and sample outputs of the README and the guides in docs/ against the real binary: the sample trace is
// what replay prints today, the sample progress line is the format the fuzz run prints, and every
// `nestedcheck <command> --option` they mention (or the example packages' own CLIs, which are the same program)
// names a command and options that exist (each explained in that command's help).

import Foundation
@testable import NestedCheckFuzz
import Testing

@Suite("README and guides: commands and samples")
struct ReadmeTests {
  /// The README, then every guide but the generated CLI reference (which is the help text itself).
  static let readme: String = {
    let root = CLI.repositoryRoot
    let guides = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
      .filter { $0.hasSuffix(".md") && $0 != "cli.md" }.sorted().map { "docs/" + $0 }
    return (["README.md"] + guides).compactMap {
      try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }()

  /// The fenced block that follows the first line containing `marker`; with `inBlock`, the marker is itself inside
  /// a fenced block (a command), and the block after that one is returned (its output).
  static func block(after marker: String, inBlock: Bool = false) -> [String]? {
    guard var start = readme.range(of: marker)?.upperBound else { return nil }
    if inBlock {
      guard let closing = readme.range(of: "\n```\n", range: start..<readme.endIndex) else { return nil }
      start = closing.upperBound
    }
    guard let open = readme.range(of: "```\n", range: start..<readme.endIndex),
      let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
    else { return nil }
    return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
  }

  @Test("the sample trace is a verbatim excerpt of what that replay prints")
  func sampleTrace() throws {
    let command = "replay Tests/Scenarios/ab-tab-switch.json --coordinator reset-current-only --trace"
    let sample = try #require(Self.block(after: "swift run nestedcheck \(command)", inBlock: true))
    #expect(sample.count >= 5)
    let result = try CLI.run(command.split(separator: " ").map(String.init), in: CLI.repositoryRoot)
    #expect(result.status == 1)
    let printed = Set(result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) })
    for line in sample {
      #expect(printed.contains(line.replacingOccurrences(of: " +$", with: "", options: .regularExpression)), "not printed: \(line)")
    }
  }

  @Test("the sample progress line is in the format fuzz prints")
  func sampleProgressLine() throws {
    let sample = try #require(Self.block(after: "interesting states reached of the 27")?.first)
    let line = ProgressSnapshot(
      elapsed: 4.34, fuzzingSeconds: 4.34, budget: nil, cases: 235, totalCases: 300, frames: 0, failures: 172, classes: 3,
      shrinking: 0, statesReached: 19
    ).line
    #expect(sample == line)
  }

  @Test("every nestedcheck command the README shows exists and takes the options it is shown with")
  func commandsExist() throws {
    let pattern = try NSRegularExpression(pattern: #"(?:nestedcheck|profile-page-check|uikit-profile-check) (list|replay|fuzz|shrink|case|promote|help)\b([^`\n|]*)"#)
    let text = Self.readme
    let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
    #expect(matches.count >= 15, "found \(matches.count)")
    var helps: [String: String] = [:]
    for match in matches {
      let command = String(text[Range(match.range(at: 1), in: text)!])
      let rest = String(text[Range(match.range(at: 2), in: text)!])
      guard command != "help" else { continue }
      if helps[command] == nil { helps[command] = try CLI.run(["help", command]).stdout }
      let options = rest.split(separator: " ").filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) }
      for option in options where option != "--help" {
        #expect(helps[command]?.contains("  \(option) ") == true, "README: nestedcheck \(command) … \(option), not in its help")
      }
    }
  }
}
