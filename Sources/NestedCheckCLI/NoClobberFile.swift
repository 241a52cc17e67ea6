// Writing a file that must not replace another: `promote` never overwrites a regression someone committed.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import NestedCheckFuzz
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file atomically and only where no file is, or where the same bytes already are.
enum NoClobberFile {
  enum Outcome { case written, identical }

  /// The destination holds different content.
  struct Exists: Error { var path: String }

  /// Writes `data` to a temporary file beside `path`, then links it into place: `link(2)` fails if `path` exists,
  /// so a reader never sees half a file and a file that appears between the check and the write is not replaced.
  static func write(_ data: Data, to path: String) throws -> Outcome {
    if access(path, F_OK) == 0 {
      if (try? FileAccess.read(path)).map({ Data($0) }) == data { return .identical }
      throw Exists(path: path)
    }
    let temporary = AtomicFile.temporaryPath(beside: path)
    ScratchFiles.register(temporary)
    defer {
      unlink(temporary)
      ScratchFiles.unregister(temporary)
    }
    do {
      try RawFile.write(data, to: temporary, exclusive: false)
    } catch {
      throw FileAccessError(path: path, reason: error.reason, action: "write")
    }
    guard link(temporary, path) == 0 else {
      if errno == EEXIST {
        if (try? FileAccess.read(path)).map({ Data($0) }) == data { return .identical }
        throw Exists(path: path)
      }
      throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "write")
    }
    return .written
  }
}
#endif
