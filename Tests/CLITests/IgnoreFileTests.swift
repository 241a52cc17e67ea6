// `--ignore-file`'s lines: comments, blank lines and spaces skipped, line numbers kept for errors, and a file saved
// with Windows line ends or a byte-order mark read the same as one saved on the Mac.

@testable import NestedCheckCLI
import Testing

@Suite("--ignore-file lines")
struct IgnoreFileTests {
  static let expected = [(2, "outer-within-max"), (4, "rc-0123456789ab"), (5, "no-unexplained-jump/outer/*/sub-pixel")]

  static func read(_ text: String) -> [String] { IgnoreOption.lines(of: text).map { "\($0.number) \($0.pattern)" } }

  @Test("comments, blanks and spaces; Unix, Windows and old Mac line ends; a byte-order mark")
  func lineEnds() {
    let lines = ["# known bugs", "outer-within-max", "", "  rc-0123456789ab   # TICKET-1", "\tno-unexplained-jump/outer/*/sub-pixel"]
    let want = Self.expected.map { "\($0.0) \($0.1)" }
    #expect(Self.read(lines.joined(separator: "\n")) == want)
    #expect(Self.read(lines.joined(separator: "\r\n") + "\r\n") == want)
    #expect(Self.read(lines.joined(separator: "\r")) == want)
    #expect(Self.read("\u{FEFF}" + lines.joined(separator: "\r\n")) == want)
    #expect(Self.read("").isEmpty && Self.read("# only a comment\n\n").isEmpty)
  }
}
