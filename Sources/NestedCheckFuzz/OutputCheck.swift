// Output paths checked before a run starts: a folder that cannot be written is an error at once (exit 2).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, before any work, that outputs can be written where they are asked to go, so a run with an unwritable
/// `--out` stops at once with exit 2 instead of running every case and failing at the end.
public enum OutputCheck {
  /// Creates `path` if needed and proves it writable by creating and removing a probe file in it.
  public static func directory(_ path: String) throws(FileAccessError) {
    try RawFile.makeDirectory(path)
    try probe(in: path, for: path)
  }

  /// Checks that a file can be written at `path`: not a folder, and its folder exists and is writable (files are
  /// written beside their destination and renamed into place, so the folder's permission is what counts).
  public static func file(_ path: String) throws(FileAccessError) {
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw FileAccessError(path: path, reason: "is a directory", action: "write")
    }
    if path.isEmpty { throw FileAccessError(path: "''", reason: "the path is empty", action: "write") }
    if path.hasSuffix("/") { throw FileAccessError(path: path, reason: "names a folder (it ends in /)", action: "write") }
    let directory = PathText.parent(of: path)
    guard stat(directory, &status) == 0 else {
      throw FileAccessError(path: path, reason: "its folder \(directory): \(FileAccess.reason(errno: errno))", action: "write")
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw FileAccessError(path: path, reason: "\(directory) is not a folder", action: "write")
    }
    try probe(in: directory, for: path)
    // The name itself: a name past NAME_MAX or a path past PATH_MAX passes every test above. Created and removed when
    // it is not there yet; an existing file is replaced by a rename, which the folder's probe has already proved.
    if stat(path, &status) != 0 {
      guard errno == ENOENT else {
        throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "write")
      }
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "write") }
      close(fd)
      unlink(path)
    }
  }

  private static func probe(in directory: String, for path: String) throws(FileAccessError) {
    let probe = PathText.join(directory, ".nestedcheck-probe-\(getpid())")
    do {
      try RawFile.write(Data(), to: probe, exclusive: false)
    } catch {
      throw FileAccessError(path: path, reason: error.reason, action: "write")
    }
    unlink(probe)
  }
}
#endif
