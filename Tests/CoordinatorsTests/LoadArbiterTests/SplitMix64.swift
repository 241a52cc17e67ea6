// A tiny seeded generator, owned by these tests so their sequences never change with the
// standard library (the system generator is never used: runs must replay).

extension LoadArbiterTests {
  /// SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit state, a Weyl step and a mixer.
  struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A value in `0..<bound`; the slight modulo bias does not matter for test weights.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }
}
