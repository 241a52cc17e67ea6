// The source behind every seeded run.

/// A `RandomSource` driven by xoshiro256**, so a 64-bit seed reproduces a case on any platform.
public struct SeededSource: RandomSource, Hashable, Sendable {
  /// The underlying generator; exposed so a caller can snapshot or compare positions.
  public var generator: Xoshiro256StarStar

  /// A source whose draws are fixed by `seed`.
  public init(seed: UInt64) { generator = Xoshiro256StarStar(seed: seed) }

  public mutating func nextUInt64() -> UInt64 { generator.next() }
}
