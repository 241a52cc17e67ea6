// Paths and arguments printed for a user to paste into a shell: the command in a hint must run as printed,
// whatever characters the path holds (spaces, quotes, non-ASCII names).

/// Shell quoting for printed commands.
public enum ShellText {
  /// `text` as one shell word: plain when it has nothing a shell would split or expand, else single-quoted (a quote
  /// inside becomes `'\''`).
  public static func quoted(_ text: String) -> String {
    let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
    return plain ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
