// Which case indices a machine (shard) and a worker process (job) run.
//
// A run's cases are the indices 0, 1, 2, … of `deriveSeed(runSeed:caseIndex:)`; each case
// regenerates alone in O(1), so the index space can be dealt out without coordination:
// case k belongs to shard (k mod shards) + 1, and within that shard to job (k div shards) mod jobs.
// A CI matrix of shards therefore never repeats work, and the verdict of case k never depends on
// how many jobs ran it, only the order in which results arrive.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker

/// This machine's share of a run's case indices, and how it is dealt out to its worker processes.
public struct ShardPlan: Hashable, Sendable, Codable {
  /// 1-based shard number, `1...count`.
  public var index: Int
  /// Number of shards (machines) the run is split across.
  public var count: Int
  /// Worker processes on this machine.
  public var jobs: Int

  public init(index: Int = 1, count: Int = 1, jobs: Int = 1) {
    precondition(count >= 1 && (1...count).contains(index) && jobs >= 1, "invalid shard plan \(index)/\(count) × \(jobs)")
    self.index = index
    self.count = count
    self.jobs = jobs
  }

  /// The most shards a run may be split into: case indices are `local × N + i − 1`, so a bounded N keeps them far
  /// from overflow however long a shard runs.
  public static let maximumShards = 10_000

  /// Parses `"i/N"` (1 ≤ i ≤ N ≤ `maximumShards`); `nil` when malformed.
  public static func parseShard(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...maximumShards).contains(count),
      (1...count).contains(index)
    else { return nil }
    return (index, count)
  }

  /// `"i/N"`.
  public var shardDescription: String { "\(index)/\(count)" }

  /// Position of case `k` in this shard's own sequence (`k div count`), or `nil` when another shard owns `k`.
  public func localIndex(of caseIndex: UInt64) -> UInt64? {
    caseIndex % UInt64(count) == UInt64(index - 1) ? caseIndex / UInt64(count) : nil
  }

  /// The case index of this shard's `local`-th case.
  public func caseIndex(local: UInt64) -> UInt64 { local * UInt64(count) + UInt64(index - 1) }

  /// The case index at `position` in job `job`'s slice.
  public func caseIndex(job: Int, position: UInt64) -> UInt64 {
    caseIndex(local: position * UInt64(jobs) + UInt64(job))
  }

  /// Job `job`'s slice as a search sees it: its first case index and the step between two of its cases.
  public func slice(job: Int) -> CaseSlice {
    CaseSlice(first: caseIndex(job: job, position: 0), stride: UInt64(jobs) * UInt64(count))
  }

  /// The job and position that run case `k`, or `nil` when another shard owns it.
  public func locate(_ caseIndex: UInt64) -> (job: Int, position: UInt64)? {
    guard let local = localIndex(of: caseIndex) else { return nil }
    return (Int(local % UInt64(jobs)), local / UInt64(jobs))
  }

  /// How many of the case indices `0..<limit` this shard owns.
  public func shardCases(below limit: UInt64) -> UInt64 {
    let first = UInt64(index - 1)
    return limit > first ? (limit - first + UInt64(count) - 1) / UInt64(count) : 0
  }

  /// How many of the case indices `0..<limit` job `job` runs (the length of its slice).
  public func positions(job: Int, below limit: UInt64) -> UInt64 {
    let local = shardCases(below: limit)
    return local > UInt64(job) ? (local - UInt64(job) + UInt64(jobs) - 1) / UInt64(jobs) : 0
  }

  /// Every case index this shard owns below `limit`, in order (for tests and small runs).
  public func shardCaseIndices(below limit: UInt64) -> [UInt64] {
    (0..<shardCases(below: limit)).map { caseIndex(local: $0) }
  }
}
#endif
