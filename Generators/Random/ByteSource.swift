// A `RandomSource` read from a fuzzer's byte buffer.
//
// libFuzzer (and any mutation fuzzer) hands us bytes; reading the generators' choices
// from those bytes lets coverage feedback steer gestures without a second generator.
// Modeled on LLVM's `FuzzedDataProvider`: bounded draws consume only the bytes the
// bound needs, and an exhausted buffer reads as zeros, which every helper maps to
// its simplest answer, so truncating the input simplifies the case.

/// Reads random choices from a byte buffer; when the buffer runs out every draw is zero, the simplest choice.
public struct ByteSource: RandomSource, Hashable, Sendable {
  /// The input bytes.
  public let bytes: [UInt8]
  /// Index of the next unread byte.
  public private(set) var position: Int = 0

  /// A source that reads `bytes` from the front.
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been consumed (all further draws are zero).
  public var isExhausted: Bool { position >= bytes.count }

  /// The next 8 bytes, big-endian, so the earliest byte is the most significant
  /// (a fuzzer's change to it matters, and a partial read still spans the range).
  public mutating func nextUInt64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(nextByte()) }
    return value
  }

  /// A value in `0..<bound` from just enough bytes to cover `bound − 1`, reduced modulo `bound`.
  ///
  /// Slightly biased for bounds that are not powers of 256, which is fine for fuzzing and,
  /// unlike rejection sampling, can never loop on an all-zero (exhausted) input.
  public mutating func nextUInt64(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "nextUInt64(below:) needs a positive bound")
    let largest = bound - 1
    var value: UInt64 = 0
    var coveredBits: UInt64 = 0
    while coveredBits < 64 && largest >> coveredBits != 0 {
      value = value << 8 | UInt64(nextByte())
      coveredBits += 8
    }
    return value % bound
  }

  /// The next byte, or 0 once the buffer is exhausted.
  private mutating func nextByte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }
}
