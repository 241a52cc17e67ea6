// Temporary files a process must remove on every exit path, SIGTERM included.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files and folders this process has made and not yet removed, so a process that ends on SIGTERM
/// (`fuzz-shrink` exits at once with `_exit`) can remove them first: nothing is left behind in `$TMPDIR` or beside
/// an output. Thread-safe; `removeAll` is called from a signal source's handler (a queue, not a signal context).
public enum ScratchFiles {
  nonisolated(unsafe) private static var files: Set<String> = []
  nonisolated(unsafe) private static var folders: Set<String> = []
  private static let lock = NSLock()

  public static func register(_ path: String) { lock.withLock { _ = files.insert(path) } }
  public static func unregister(_ path: String) { lock.withLock { _ = files.remove(path) } }
  public static func registerFolder(_ path: String) { lock.withLock { _ = folders.insert(path) } }
  public static func unregisterFolder(_ path: String) { lock.withLock { _ = folders.remove(path) } }

  /// Removes every registered file, then every registered folder with its contents.
  public static func removeAll() {
    let (files, folders) = lock.withLock { (Self.files, Self.folders) }
    for file in files { unlink(file) }
    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
  }

  /// Makes a fresh private folder (mode 0700) in `parent` (default `$TMPDIR`), registered for removal.
  public static func makePrivateFolder(prefix: String, in parent: String? = nil) throws(FileAccessError) -> String {
    let base = parent ?? NSTemporaryDirectory()
    var template = Array(PathText.join(base, "\(prefix)-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw FileAccessError(path: base, reason: FileAccess.reason(errno: errno), action: "create a temporary folder")
    }
    // mkdtemp filled in the template's X's; the path is its bytes up to the terminating NUL.
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    registerFolder(path)
    return path
  }
}
#endif
