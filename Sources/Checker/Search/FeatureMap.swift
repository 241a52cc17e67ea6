// The coverage map of a guided search, in AFL's shape: hit counters per feature index for one run, and the
// set of (index, count bucket) pairs a search has seen, so "did this run reach something new?" is one pass.
//
// A feature is a transition between two frames' page states (FrameState.swift): where the outer and the
// list on screen are, what moves them, which coordinator callback wrote which view, how deep callbacks
// re-entered. Counting hits in logarithmic buckets (1, 2, 3, 4–7, 8–15, 16–31, 32–127, 128+; Zalewski's
// AFL, "technical_details.txt") makes "the same transition, many more times" news too, but only a little.

/// Hit counters of one run, indexed by feature.
public struct FeatureMap: Hashable, Sendable {
  /// Number of feature indices (a power of two).
  public static let size = 1 << 14

  var counts: [UInt8] = Array(repeating: 0, count: FeatureMap.size)
  /// The step during which each feature was first hit (`Int16.max` after the last step, while settling).
  var firstStep: [Int16] = Array(repeating: 0, count: FeatureMap.size)
  /// The features hit, in the order first hit. A run hits a few hundred of the 16,384; the search learns from a run by
  /// walking these instead of the whole map (two full walks per case were a tenth of a guided search's time).
  private(set) var touched: [UInt16] = []

  public init() {}

  /// Counts one hit of the feature `index` (saturating at 255) during step `step`.
  @inline(__always)
  mutating func hit(_ index: Int, step: Int16) {
    let value = counts[index]
    if value == 0 {
      firstStep[index] = step
      touched.append(UInt16(truncatingIfNeeded: index))
    }
    if value != 255 { counts[index] = value &+ 1 }
  }

  /// The features hit, in ascending index order (the order a walk of the whole map meets them).
  var hitIndices: [Int] { touched.map(Int.init).sorted() }

  /// The number of distinct features hit.
  public var featureCount: Int { touched.count }

  /// A count's bucket as one bit (AFL's classification).
  @inline(__always)
  static func bucket(_ count: UInt8) -> UInt8 {
    count == 0 ? 0 : 1
  }
}

/// The (feature, bucket) pairs a search has seen: a bit per bucket per feature.
public struct SeenFeatures: Hashable, Sendable {
  var bits: [UInt8] = Array(repeating: 0, count: FeatureMap.size)

  public init() {}

  /// Adds every (feature, bucket) of `map`; returns how many were new.
  @discardableResult
  public mutating func merge(_ map: FeatureMap) -> Int {
    var added = 0
    for hit in map.touched {
      let index = Int(hit)
      let bucket = FeatureMap.bucket(map.counts[index])
      if bits[index] & bucket == 0 {
        bits[index] |= bucket
        added += 1
      }
    }
    return added
  }

  /// The number of (feature, bucket) pairs seen.
  public var count: Int { bits.reduce(0) { $0 + $1.nonzeroBitCount } }
}
