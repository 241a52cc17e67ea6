// Which run a worker is in, kept in a page of memory it shares with its parent through a small file.
//
// The parent must know the run in flight when a worker dies (the crash to replay, the hang to kill), and a worker used
// to tell it with a `start` line written and flushed before every run: a `write(2)` per run in the worker and a wake-up
// of the parent's reader thread, then its run queue, for each. Now the worker stores the run's case index, coordinator
// and (guided) recipe in this page before the run and marks the end after it: plain stores, no system call. The
// parent reads the page when the worker has died (nothing writes it then) and, to time a hang, reads its sequence
// number on every tick: a run whose number has not moved for longer than the case timeout is a hang. Its other lines
// the worker now writes in batches, at most a tenth of a second apart, and at once after a failure or before a case made
// from a corpus entry the parent has not heard of (so it can rebuild whatever case is in flight).
//
// Layout (little-endian, as both processes are this executable on this machine): the sequence number (odd while a run
// is in flight, even between runs), the case index, the coordinator's index, the recipe's length, then the recipe's
// UTF-8 bytes.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the shared page says (see the file comment).
public struct InFlightRun: Hashable, Sendable {
  /// Odd while a run is in flight; it grows by one at each run's start and at its end.
  public var sequence: UInt64
  public var caseIndex: UInt64
  public var coordinator: Int
  /// The case's recipe (guided and targeted workers), or nil.
  public var recipe: CaseRecipe?

  /// Whether a run is in flight (between its start and its end).
  public var isRunning: Bool { sequence & 1 == 1 }
}

/// The worker's side: the page mapped from the file the parent created.
public final class InFlightRecord {
  /// The page's size; a recipe longer than what is left of it is not stored (recipes are under 80 bytes).
  public static let size = 4096
  static let recipeOffset = 32

  private let base: UnsafeMutableRawPointer
  private var sequence: UInt64 = 0

  /// Maps `path` (created by `create(at:)`); nil when it cannot be opened or mapped.
  public init?(mapping path: String) {
    let fd = open(path, O_RDWR)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard let address = mmap(nil, Self.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), address != MAP_FAILED else {
      return nil
    }
    base = address
  }

  deinit { munmap(base, Self.size) }

  /// A run of `coordinator` on case `caseIndex` begins; `recipe` is the case's, stored only when it changes.
  public func begin(caseIndex: UInt64, coordinator: Int, recipe: String?) {
    base.storeBytes(of: caseIndex.littleEndian, toByteOffset: 8, as: UInt64.self)
    base.storeBytes(of: Int64(coordinator).littleEndian, toByteOffset: 16, as: Int64.self)
    if let recipe {
      var bytes = Array(recipe.utf8)
      if bytes.count > Self.size - Self.recipeOffset { bytes = [] }
      base.storeBytes(of: Int64(bytes.count).littleEndian, toByteOffset: 24, as: Int64.self)
      bytes.withUnsafeBytes { (base + Self.recipeOffset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }
    sequence += 1
    base.storeBytes(of: sequence.littleEndian, toByteOffset: 0, as: UInt64.self)
  }

  /// The run that `begin` announced has ended.
  public func end() {
    sequence += 1
    base.storeBytes(of: sequence.littleEndian, toByteOffset: 0, as: UInt64.self)
  }
}

/// The parent's side: creating the file and reading it.
public enum InFlightFile {
  /// Creates (or empties) the file at `path`, one zeroed page, readable and writable by this user only.
  public static func create(at path: String) throws {
    let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "create") }
    defer { close(fd) }
    guard ftruncate(fd, off_t(InFlightRecord.size)) == 0 else {
      throw FileAccessError(path: path, reason: FileAccess.reason(errno: errno), action: "write")
    }
  }

  /// The sequence number alone (one small read, every tick).
  public static func sequence(at path: String) -> UInt64? {
    var value: UInt64 = 0
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let count = withUnsafeMutableBytes(of: &value) { pread(fd, $0.baseAddress, 8, 0) }
    return count == 8 ? UInt64(littleEndian: value) : nil
  }

  /// The whole record, or nil when the file cannot be read (or no run ever began).
  public static func read(at path: String) -> InFlightRun? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var page = [UInt8](repeating: 0, count: InFlightRecord.size)
    let count = page.withUnsafeMutableBytes { pread(fd, $0.baseAddress, InFlightRecord.size, 0) }
    guard count == InFlightRecord.size else { return nil }
    return page.withUnsafeBytes { raw -> InFlightRun? in
      let sequence = UInt64(littleEndian: raw.load(fromByteOffset: 0, as: UInt64.self))
      guard sequence > 0 else { return nil }
      let caseIndex = UInt64(littleEndian: raw.load(fromByteOffset: 8, as: UInt64.self))
      let coordinator = Int(Int64(littleEndian: raw.load(fromByteOffset: 16, as: Int64.self)))
      let length = Int(Int64(littleEndian: raw.load(fromByteOffset: 24, as: Int64.self)))
      var recipe: CaseRecipe?
      if length > 0, length <= InFlightRecord.size - InFlightRecord.recipeOffset {
        let bytes = raw[InFlightRecord.recipeOffset..<(InFlightRecord.recipeOffset + length)]
        recipe = CaseRecipe(text: String(decoding: bytes, as: UTF8.self))
      }
      return InFlightRun(sequence: sequence, caseIndex: caseIndex, coordinator: coordinator, recipe: recipe)
    }
  }
}
#endif
