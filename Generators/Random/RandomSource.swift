// The one abstraction every generator draws from.
//
// Generators never touch a PRNG directly: they ask a `RandomSource` for integers,
// doubles, coins and choices. A seeded source makes a case reproducible from a
// 64-bit seed; a byte source lets a coverage-guided fuzzer (libFuzzer) steer the
// very same generators. All conversions below are our own, never the stdlib's
// `random(in:using:)`, whose algorithms are not promised to stay the same.

/// A stream of random bits that generators turn into choices; zero bits always mean the simplest choice.
///
/// The helpers are written so that a source returning only zeros (an exhausted `ByteSource`)
/// yields the lowest integer, the lower bound of a double range, `false` for every coin
/// and the first element of every choice. Generators list their options simplest first,
/// so a short fuzzer input decodes to a short, simple case.
public protocol RandomSource {
  /// The next 64 random bits.
  mutating func nextUInt64() -> UInt64

  /// A uniformly distributed value in `0..<bound` (`bound > 0`).
  ///
  /// A customization point: the default is Lemire's nearly divisionless method over
  /// `nextUInt64()`; `ByteSource` overrides it to consume only as many bytes as the bound needs.
  /// A source that can return the same word forever (all zeros, say) must override it too:
  /// the default's rejection loop only ends once a draw differs.
  mutating func nextUInt64(below bound: UInt64) -> UInt64
}

// MARK: - Bounded integers

extension RandomSource {
  /// Lemire's method ("Fast Random Integer Generation in an Interval", ACM TOMACS 2019): unbiased, one multiply,
  /// and a division only on the rare rejection path.
  public mutating func nextUInt64(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "nextUInt64(below:) needs a positive bound")
    var product = nextUInt64().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound  // 2^64 mod bound: the low products to reject for uniformity
      while product.low < threshold {
        product = nextUInt64().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// A uniformly distributed integer in `range`; zero bits give `range.lowerBound`. Handles `Int.min...Int.max`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    // The span is `upper − lower` as an unsigned 64-bit count (the range's size minus one).
    let span = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
    if span == 0 { return range.lowerBound }  // nothing to choose: spend no randomness
    let offset = span == .max ? nextUInt64() : nextUInt64(below: span + 1)
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }
}

// MARK: - Doubles and coins

extension RandomSource {
  /// A double in `[0, 1)` from the top 53 bits of one draw: every value is a multiple of 2⁻⁵³, computed exactly.
  public mutating func unitDouble() -> Double {
    Double(nextUInt64() >> 11) * 0x1p-53
  }

  /// A double in `range` (finite bounds); zero bits give `range.lowerBound`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "double(in:) needs finite bounds")
    if range.lowerBound == range.upperBound { return range.lowerBound }
    let value = range.lowerBound + unitDouble() * (range.upperBound - range.lowerBound)
    return min(value, range.upperBound)  // rounding may overshoot by one ulp
  }

  /// A double in `[0, 1)` with 32 bits of resolution, plenty for coins and weights.
  ///
  /// Drawn through `nextUInt64(below: 2³²)` (the top 32 bits of one draw for seeded sources),
  /// so a `ByteSource` spends 4 bytes on it instead of 8: fuzzer inputs stay short.
  public mutating func coarseUnitDouble() -> Double {
    Double(nextUInt64(below: 1 << 32)) * 0x1p-32
  }

  /// `true` with `probability` (clamped to [0, 1]); zero bits give `false` unless `probability` is 1.
  public mutating func bool(probability: Double) -> Bool {
    // `unit ≥ 1 − p` rather than `unit < p`, so that the all-zero draw is the simple answer, `false`.
    coarseUnitDouble() >= 1 - min(max(probability, 0), 1)
  }
}

// MARK: - Choices

extension RandomSource {
  /// A uniformly chosen element of a non-empty array; zero bits give the first.
  public mutating func pick<T>(_ elements: [T]) -> T {
    precondition(!elements.isEmpty, "pick(_:) needs at least one element")
    return elements[int(in: 0...(elements.count - 1))]
  }

  /// An element chosen with probability proportional to its weight; zero bits give the first positively weighted one.
  ///
  /// Weights need not sum to 1; zero and negative weights are never chosen. At least one weight must be positive.
  public mutating func weighted<T>(_ choices: [(T, Double)]) -> T {
    var total = 0.0
    for (_, weight) in choices where weight > 0 { total += weight }
    precondition(total > 0, "weighted(_:) needs a positive total weight")
    let target = coarseUnitDouble() * total
    var cumulative = 0.0
    var last: T?
    for (value, weight) in choices where weight > 0 {
      cumulative += weight
      if target < cumulative { return value }
      last = value
    }
    return last!  // only reached when rounding left `target` at the very top
  }
}
