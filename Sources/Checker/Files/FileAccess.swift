// Reading and checking files with errors that say why, in words: "no such file", "is a directory",
// "permission denied". Foundation's messages ("The file “x” couldn’t be opened", "Error Domain=
// NSCocoaErrorDomain Code=260") differ by platform and name no reason a user can act on, so the
// command line never shows them: everything that touches a user's path goes through here or
// through `FileWriteError` (NestedCheckFuzz/AtomicFile.swift).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the path and the reason in words.
public struct FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path the operation was given.
  public var path: String
  /// "no such file", "is a directory", "permission denied", …
  public var reason: String
  /// "read" or "write", for the message.
  public var action: String

  /// An error saying that `action` on `path` failed for `reason`.
  public init(path: String, reason: String, action: String) {
    self.path = path
    self.reason = reason
    self.action = action
  }

  /// `x.json: cannot read: no such file`.
  public var description: String { "\(path): cannot \(action): \(reason)" }
}

/// Reading and writing the files a command is given, with errors that name the path and the reason.
public enum FileAccess {
  /// Scenario files larger than this are refused before reading (a scenario of a million steps is about 26 MB).
  public static let maximumReadBytes = 64 << 20

  /// A short reason for an `errno` value, in the words a user expects.
  public static func reason(errno code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file or folder"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "is a directory"
    case ENOTDIR: return "a part of the path is not a directory"
    case EROFS: return "read-only file system"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "disk quota exceeded"
    case ENAMETOOLONG: return "the path is too long"
    case ELOOP: return "too many symbolic links in the path"
    case EEXIST: return "already exists"
    case EMFILE, ENFILE: return "too many open files"
    default: return String(cString: strerror(code))
    }
  }

  /// Reads the whole file at `path`, refusing directories and files over `maximumReadBytes`.
  public static func read(_ path: String) throws(FileAccessError) -> [UInt8] {
    guard !path.isEmpty else { throw FileAccessError(path: "''", reason: "the path is empty", action: "read") }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw FileAccessError(path: path, reason: reason(errno: errno), action: "read") }
    defer { close(fd) }
    var status = stat()
    if fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw FileAccessError(path: path, reason: "is a directory", action: "read")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileAccessError(path: path, reason: reason(errno: errno), action: "read")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      guard bytes.count <= maximumReadBytes else {
        throw FileAccessError(path: path, reason: "larger than \(maximumReadBytes >> 20) MB", action: "read")
      }
    }
  }
}
