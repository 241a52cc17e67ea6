// xoshiro256**: the generator behind every seeded case.
//
// Blackman & Vigna, "Scrambled Linear Pseudorandom Number Generators" (2021);
// reference C code at https://prng.di.unimi.it/xoshiro256starstar.c.
// Only shifts, xors and wrapping multiplies, so a seed means the same case everywhere.

/// A fast, well-tested 256-bit generator whose outputs are fixed by its seed on every platform.
///
/// The stdlib's `SystemRandomNumberGenerator` is unseedable and its `random(in:using:)`
/// algorithms may change between Swift versions; this type plus `RandomSource`'s own
/// conversions make a printed seed reproduce the same case forever.
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
  /// The four state words; never all zero.
  public private(set) var state: (UInt64, UInt64, UInt64, UInt64)

  /// A generator whose state is four consecutive SplitMix64 outputs from `seed`, as the authors recommend.
  public init(seed: UInt64) {
    var expander = SplitMix64(seed: seed)
    state = (expander.next(), expander.next(), expander.next(), expander.next())
  }

  /// A generator with an explicit state, for checking against the reference implementation.
  /// An all-zero state (a fixed point that outputs zeros forever) is replaced by the expansion of seed 0.
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    self.state = state
    if state == (0, 0, 0, 0) { self = Xoshiro256StarStar(seed: 0) }
  }

  /// The next 64 output bits.
  public mutating func next() -> UInt64 {
    var (s0, s1, s2, s3) = state
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    state = (s0, s1, s2, s3)
    return result
  }

  // MARK: - Hashable (tuples are not Hashable)

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.state == rhs.state }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(state.0)
    hasher.combine(state.1)
    hasher.combine(state.2)
    hasher.combine(state.3)
  }
}

/// Rotates `value` left by `amount` bits (0 < amount < 64).
@inline(__always)
private func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
  (value << amount) | (value >> (64 - amount))
}
