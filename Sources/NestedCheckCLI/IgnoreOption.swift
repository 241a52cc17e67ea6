// `--ignore PATTERN` and `--ignore-file FILE`: the known bugs a run counts but does not report. A team keeps its list
// in a file under version control, one pattern a line with the reason (a ticket) beside it, so a nightly run and a
// developer's run set aside the same bugs and a bug leaves the list in the commit that fixes it.

import Checker
import Foundation

enum IgnoreOption {
  /// Every pattern of `--ignore` and of the `--ignore-file` files, in that order, each checked (`userRules`: the names of
  /// the selected coordinators' own rules, which are invariants too).
  static func patterns(ignore: [String], files: [String], userRules: Set<String>) throws -> [String] {
    var patterns: [String] = []
    for pattern in ignore {
      guard isValid(pattern, userRules: userRules) else { throw UsageError("--ignore: '\(pattern)' \(expected)") }
      patterns.append(pattern)
    }
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--ignore-file: cannot read '\(path)'") }
      guard let text = String(data: data, encoding: .utf8) else { throw UsageError("--ignore-file: '\(path)' is not UTF-8 text") }
      for (number, pattern) in lines(of: text) {
        guard isValid(pattern, userRules: userRules) else { throw UsageError("--ignore-file \(path):\(number): '\(pattern)' \(expected)") }
        patterns.append(pattern)
      }
    }
    return patterns
  }

  /// The patterns of an ignore file with their line numbers: `#` starts a comment (the reason, a ticket), blank lines
  /// and surrounding spaces are skipped. A file saved with Windows line ends or a byte-order mark reads the same.
  static func lines(of text: String) -> [(number: Int, pattern: String)] {
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    // "\r\n" is one Character in Swift, so split on any line end, not on "\n" alone.
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { index, line in
      let pattern = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      return pattern.isEmpty ? nil : (index + 1, pattern)
    }
  }

  static func isValid(_ pattern: String, userRules: Set<String>) -> Bool {
    BugSignature.isValidPattern(pattern, userRules: userRules) || ["crash", "hang"].contains(pattern) || RootCause.isIdentifier(pattern)
  }

  static let expected =
    "is not a signature, an invariant, a leading part of a signature "
    + "(invariant/view/direction/band/step/detail, * for any part) or a root-cause group (rc- and 12 hex digits)"
}
