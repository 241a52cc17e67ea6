// SplitMix64: the seed expander and the case-seed deriver.
//
// Steele, Lea & Flood, "Fast Splittable Pseudorandom Number Generators" (OOPSLA 2014);
// reference C code by Sebastiano Vigna at https://prng.di.unimi.it/splitmix64.c.
// Only wrapping integer arithmetic, so every platform and Swift version agrees bit for bit.

/// A 64-bit generator whose whole state is one counter, so its n-th output can be computed directly.
///
/// It is used to expand a 64-bit seed into xoshiro's 256-bit state (as the xoshiro authors
/// recommend) and to derive per-case seeds from a run seed without generating the cases before.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// Golden-ratio increment added to the counter before each output.
  public static let increment: UInt64 = 0x9e37_79b9_7f4a_7c15

  /// The counter; the next output is `mix(state &+ increment)`.
  public private(set) var state: UInt64

  /// A generator whose first output is `mix(seed &+ increment)`.
  public init(seed: UInt64) { state = seed }

  /// Advances the counter and returns its mixed value.
  public mutating func next() -> UInt64 {
    state &+= Self.increment
    return Self.mix(state)
  }

  /// The output number `index` (0-based) of a generator seeded with `seed`, without generating the earlier ones.
  public static func output(seed: UInt64, index: UInt64) -> UInt64 {
    mix(seed &+ (index &+ 1) &* increment)
  }

  /// SplitMix64's finalizer (a variant of MurmurHash3's `fmix64`): a bijection that scatters nearby inputs.
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
