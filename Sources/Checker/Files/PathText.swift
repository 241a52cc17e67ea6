// Path arithmetic on strings, the way POSIX tools (dirname, basename, mkdir -p) do it.
//
// Foundation's path methods are not safe on Linux: `NSString.deletingLastPathComponent` traps (SIGILL) on any
// one-character path component (`f`, `f/`, `.`, `é`), and `URL(fileURLWithPath:)` resolves `..` against the
// working folder before `lastPathComponent` reads it (`..` reads back as the parent folder's name). Every path a
// user gives the command line or the test API goes through these functions instead: plain string handling, no
// file system access, the same answer on every platform (`PathTextTests`).

/// Lexical operations on slash-separated paths. Nothing here touches the file system.
public enum PathText {
  /// The folder part of `path`, as `dirname(1)` prints it: `a/b/c` → `a/b`, `a/b/` → `a`, `c` → `.`, `/c` → `/`,
  /// `/` → `/`, `` → `.`. Repeated and trailing slashes are ignored.
  public static func parent(of path: String) -> String {
    var bytes = Array(path.utf8)
    trimTrailingSlashes(&bytes)
    guard !bytes.isEmpty else { return path.isEmpty ? "." : "/" }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    var folder = Array(bytes[..<slash])
    trimTrailingSlashes(&folder)
    return folder.isEmpty ? "/" : String(decoding: folder, as: UTF8.self)
  }

  /// The last component of `path`, as `basename(1)` prints it: `a/b/c` → `c`, `a/b/` → `b`, `/` → `/`, `..` → `..`,
  /// the empty path → the empty path.
  public static func lastComponent(of path: String) -> String {
    var bytes = Array(path.utf8)
    trimTrailingSlashes(&bytes)
    guard !bytes.isEmpty else { return path.isEmpty ? "" : "/" }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
  }

  /// `name` inside `folder`: `join("a", "b")` → `a/b`, `join("a/", "b")` → `a/b`, `join("", "b")` → `b`; an absolute
  /// `name` stays as it is.
  public static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty || name.hasPrefix("/") { return name }
    if name.isEmpty { return folder }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// `path` made absolute against `workingFolder` (itself absolute) and normalized lexically: `.` components and
  /// repeated slashes removed, each `..` taking away the component before it (never above `/`). Lexical, as a
  /// shell's `cd -L` is: a `..` after a symbolic link goes back to the link's folder, not to the target's parent.
  public static func absolute(_ path: String, from workingFolder: String) -> String {
    normalized(path.hasPrefix("/") ? path : join(workingFolder, path))
  }

  /// `path` without `.` components, repeated or trailing slashes, and with each `..` taking away the component
  /// before it. A relative path keeps the `..` it cannot resolve (`../a` stays `../a`); an absolute one stops at `/`.
  public static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var kept: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        if let last = kept.last, last != ".." { kept.removeLast() } else if !absolute { kept.append(component) }
      default: kept.append(component)
      }
    }
    let joined = kept.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The non-empty components of `path` (`/a//b/` → `["a", "b"]`).
  public static func components(of path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  private static func trimTrailingSlashes(_ bytes: inout [UInt8]) {
    while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
  }
}
