// Files a reader (or a run killed half-way) never sees half-written, written with plain POSIX calls
// so a failure says why in words (FileAccess.reason), never in Foundation's platform-dependent text.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so a reader never sees half of one: a temporary file in the same folder, then a rename.
public enum AtomicFile {
  public static func write(_ data: Data, to path: String) throws(FileAccessError) {
    // `rename(2)` would replace a symbolic link to a folder with the file, and report a trailing slash or a folder
    // in words that do not say what is wrong: refuse those first.
    if path.isEmpty { throw FileAccessError(path: "''", reason: "the path is empty", action: "write") }
    if path.hasSuffix("/") { throw FileAccessError(path: path, reason: "names a folder (it ends in /)", action: "write") }
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw FileAccessError(path: path, reason: "is a directory", action: "write")
    }
    let temporary = temporaryPath(beside: path)
    ScratchFiles.register(temporary)
    defer { ScratchFiles.unregister(temporary) }
    do {
      try RawFile.write(data, to: temporary, exclusive: false)
    } catch {
      unlink(temporary)
      throw FileAccessError(path: path, reason: error.reason, action: "write")
    }
    // POSIX rename(2) replaces the destination atomically.
    guard rename(temporary, path) == 0 else {
      let reason = FileAccess.reason(errno: errno)
      unlink(temporary)
      throw FileAccessError(path: path, reason: reason, action: "write")
    }
  }
}

extension AtomicFile {
  /// A fresh name in `path`'s folder for the half-written file. Short and of its own shape (not `.<name>.tmp`), so a
  /// destination name near NAME_MAX still fits, and unique within the process (concurrent writers never share one).
  public static func temporaryPath(beside path: String) -> String {
    let serial = serialLock.withLock { () -> Int in
      temporarySerial += 1
      return temporarySerial
    }
    return PathText.join(PathText.parent(of: path), ".nestedcheck-\(getpid())-\(serial).tmp")
  }

  private static let serialLock = NSLock()
  nonisolated(unsafe) private static var temporarySerial = 0
}

/// Whole-file writes and folder creation with `errno` reasons.
public enum RawFile {
  /// Creates (or truncates; with `exclusive`, only creates) `path` and writes `data` to it.
  public static func write(_ data: Data, to path: String, exclusive: Bool) throws(FileAccessError) {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
    let fd = open(path, flags, 0o644)
    guard fd >= 0 else { throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "write") }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure != 0 { throw FileAccessError(path: path, reason: FileAccess.reason(errno: failure), action: "write") }
  }

  /// `mkdir -p`: creates `path` and any missing parents; an existing folder (or a symbolic link to one) is fine, an
  /// existing file is not. The parents come from `PathText.parent(of:)`, never from Foundation (which traps on a
  /// one-character component on Linux).
  public static func makeDirectory(_ path: String) throws(FileAccessError) {
    guard !path.isEmpty else { throw FileAccessError(path: "''", reason: "the path is empty", action: "create the folder") }
    var status = stat()
    if stat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw FileAccessError(path: path, reason: "exists and is not a folder", action: "create the folder")
      }
      return
    }
    let failure = errno
    // Only a missing component is worth creating; any other reason (a file where a folder should be, a name too
    // long, no permission to look) is the answer.
    guard failure == ENOENT else {
      if failure == ENOTDIR, let file = firstFileOnTheWay(to: path) {
        throw FileAccessError(path: path, reason: "\(file) is a file, not a folder", action: "create the folder")
      }
      throw FileAccessError(path: path, reason: FileAccess.reason(errno: failure), action: "create the folder")
    }
    let parent = PathText.parent(of: path)
    if parent != path { try makeDirectory(parent) }
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "create the folder")
    }
  }
}

/// The nearest ancestor of `path` that exists and is not a folder, the one that makes `path` impossible (ENOTDIR).
private func firstFileOnTheWay(to path: String) -> String? {
  var candidate = PathText.parent(of: path)
  while true {
    var status = stat()
    if stat(candidate, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFDIR ? nil : candidate }
    let up = PathText.parent(of: candidate)
    if up == candidate { return nil }
    candidate = up
  }
}

/// Seconds in a `Duration`.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
#endif
