// The coverage map of a guided search, in AFL's shape: the features one run hit, and the set of (index, bucket)
// pairs a search has seen, so "did this run reach something new?" is one pass over the run's hits.
//
// A feature is a projection of a frame's page state, or a transition between two frames' states
// (SearchObserver.swift): where the outer and the list on screen are, what moves them, which coordinator callback
// wrote which view, how deep callbacks re-entered. A feature's bucket is one: hit or not. (AFL counts hits in
// logarithmic buckets, Zalewski's "technical_details.txt"; here the states are fine-grained enough already.)

/// The features one run hit, and the step each was first hit in.
///
/// A run hits a few hundred of the 16,384 features, and every guided case builds one of these: it holds a bit per
/// feature (2 KB) and the list of those hit, not a counter and a step per feature (48 KB allocated and zeroed per run,
/// 5 % of a guided case). Counts beyond "hit" never mattered: the buckets are hit or not (`bucket`).
public struct FeatureMap: Hashable, Sendable {
  /// Number of feature indices (a power of two).
  public static let size = 1 << 14

  private var bits: [UInt64] = Array(repeating: 0, count: FeatureMap.size / 64)
  /// The features hit, in the order first hit, and the step during which each was (`Int16.max` after the last step,
  /// while settling).
  private(set) var touched: [UInt16] = []
  private(set) var touchedSteps: [Int16] = []

  /// A map with no feature hit.
  public init() {}

  /// Counts one hit of the feature `index` during step `step`.
  @inline(__always)
  mutating func hit(_ index: Int, step: Int16) {
    let word = index >> 6, mask = UInt64(1) << UInt64(index & 63)
    guard bits[word] & mask == 0 else { return }
    bits[word] |= mask
    touched.append(UInt16(truncatingIfNeeded: index))
    touchedSteps.append(step)
  }

  /// Whether the feature `index` was hit.
  func contains(_ index: Int) -> Bool { bits[index >> 6] & (UInt64(1) << UInt64(index & 63)) != 0 }

  /// The number of distinct features hit.
  public var featureCount: Int { touched.count }

  /// A hit's bucket as one bit: a feature is news once, however often a run hits it.
  @inline(__always)
  static func bucket(hit: Bool) -> UInt8 { hit ? 1 : 0 }
}

/// The (feature, bucket) pairs a search has seen: a bit per bucket per feature.
public struct SeenFeatures: Hashable, Sendable {
  var bits: [UInt8] = Array(repeating: 0, count: FeatureMap.size)

  /// Nothing seen yet.
  public init() {}

  /// Adds every (feature, bucket) of `map`; returns how many were new.
  @discardableResult
  public mutating func merge(_ map: FeatureMap) -> Int {
    var added = 0
    for hit in map.touched {
      let index = Int(hit)
      if bits[index] == 0 {
        bits[index] = FeatureMap.bucket(hit: true)
        added += 1
      }
    }
    return added
  }

  /// The number of (feature, bucket) pairs seen.
  public var count: Int { bits.reduce(0) { $0 + $1.nonzeroBitCount } }
}
