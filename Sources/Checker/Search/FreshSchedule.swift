// Which cases of a guided or targeted search are drawn afresh, and which fresh case each one is.
//
// A fresh case is random generation's own case: the search keeps a stream of random's cases, in the order random runs
// them, and takes the next one whenever its share of fresh cases would otherwise fall below `SearchSettings.freshShare`.
// After n cases a search has run at least ⌈share · n⌉ − 1 of random's cases, the same ones random ran first. So if
// random first fails at its case N, the search fails by its case ⌈N / share⌉ at the latest, seed by seed, whatever
// the fault: with a share of two thirds, no fault costs a search more than 1.5 times what it costs random (the medians
// over seeds inherit the bound). What mutation finds earlier comes on top. The earlier rule (each case fresh with
// probability 0.1) made a fault that mutation cannot reach cost ten times random's cases.

/// The case indices one search runs, in order: all of them for an in-process search, one fuzz job's slice in a worker.
public struct CaseSlice: Hashable, Sendable {
  /// The first case index.
  public var first: UInt64
  /// The distance between two consecutive case indices.
  public var stride: UInt64

  /// The case indices `first`, `first + stride`, …; a stride below 1 is 1.
  public init(first: UInt64, stride: UInt64) {
    self.first = first
    self.stride = max(stride, 1)
  }

  /// Every case index, in order.
  public static let all = CaseSlice(first: 0, stride: 1)

  /// The case index at `position` of the slice.
  public func index(at position: UInt64) -> UInt64 { first &+ position &* stride }
}

/// The fresh share's bookkeeping (see the file comment): how many cases were chosen, how many of them fresh, and the
/// position of the next fresh case in the search's slice.
struct FreshSchedule {
  let share: Double
  /// A search that starts from an empty corpus draws its first cases all fresh, the share falling from 1 to `share`
  /// over this many cases (0 for a seeded corpus).
  let warmup: Int
  let slice: CaseSlice
  private(set) var chosen = 0
  private(set) var drawn = 0
  /// The slice position of the next fresh case: random's cases are taken in order, none skipped.
  private(set) var nextPosition: UInt64

  init(share: Double, warmup: Int, slice: CaseSlice, startPosition: UInt64) {
    self.share = min(max(share, 0), 1)
    self.warmup = max(warmup, 0)
    self.slice = slice
    nextPosition = startPosition
  }

  /// The share the schedule keeps after `count` cases: 1 at the start of a warm-up, `share` from its end on.
  func share(after count: Int) -> Double {
    guard warmup > 0, count < warmup else { return share }
    return share + (1 - share) * (1 - Double(count) / Double(warmup))
  }

  /// Counts one more chosen case and says whether it must be fresh to keep the share.
  mutating func choose() -> Bool {
    chosen += 1
    return Double(drawn) < share(after: chosen) * Double(chosen) - 1e-9
  }

  /// The case index of the next fresh case, taken.
  mutating func takeFresh() -> UInt64 {
    drawn += 1
    defer { nextPosition += 1 }
    return slice.index(at: nextPosition)
  }
}
