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
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
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

  /// `mkdir -p`: creates `path` and any missing parents; an existing folder is fine, an existing file is not.
  public static func makeDirectory(_ path: String) throws(FileAccessError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw FileAccessError(path: path, reason: "exists and is not a folder", action: "create the folder")
      }
      return
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeDirectory(parent) }
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "create the folder")
    }
  }
}

/// Seconds in a `Duration`.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
#endif
