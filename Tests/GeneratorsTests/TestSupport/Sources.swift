// Random sources shared by the generator tests.

import Generators

/// A source that only ever returns zero bits: what an exhausted `ByteSource` looks like to the helpers.
struct ZeroSource: RandomSource {
  /// How many 64-bit draws were requested.
  var draws = 0
  mutating func nextUInt64() -> UInt64 {
    draws += 1
    return 0
  }
  /// Like `ByteSource`: Lemire's rejection loop would never end on constant zeros.
  mutating func nextUInt64(below bound: UInt64) -> UInt64 {
    draws += 1
    return 0
  }
}

/// A source that replays fixed 64-bit words in a loop, to aim the helpers at chosen bits.
struct ScriptedSource: RandomSource {
  var words: [UInt64]
  var index = 0
  mutating func nextUInt64() -> UInt64 {
    defer { index = (index + 1) % words.count }
    return words[index]
  }
}

/// The run seed every statistical test derives its cases from, so the tests are deterministic.
let testRunSeed: UInt64 = 0x5EED_0F_7E57

/// Deterministic pseudo-random bytes for ByteSource tests.
func pseudoRandomBytes(count: Int, seed: UInt64) -> [UInt8] {
  var generator = SplitMix64(seed: seed)
  return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
}
