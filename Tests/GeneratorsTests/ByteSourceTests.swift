// Fuzzer bytes as a random source: frugal, big-endian, and simple once exhausted.

import Generators
import Testing

@Suite("ByteSource")
struct ByteSourceTests {
  @Test("an empty buffer reads as zeros forever")
  func emptyIsZero() {
    var source = ByteSource(bytes: [])
    #expect(source.isExhausted)
    for _ in 0..<10 {
      #expect(source.nextUInt64() == 0)
      #expect(source.nextUInt64(below: 1000) == 0)
    }
  }

  @Test("64-bit reads are big-endian and pad a short tail with zeros")
  func bigEndian() {
    var source = ByteSource(bytes: [1, 2, 3, 4, 5, 6, 7, 8, 0xAB])
    #expect(source.nextUInt64() == 0x0102_0304_0506_0708)
    #expect(source.nextUInt64() == 0xAB00_0000_0000_0000)
    #expect(source.isExhausted)
  }

  @Test("bounded reads consume only the bytes the bound needs")
  func frugalBoundedReads() {
    var source = ByteSource(bytes: [7, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    #expect(source.nextUInt64(below: 1) == 0)
    #expect(source.position == 0)
    #expect(source.nextUInt64(below: 256) == 7)
    #expect(source.position == 1)
    #expect(source.nextUInt64(below: 257) == 0x0102 % 257)
    #expect(source.position == 3)
    _ = source.coarseUnitDouble()  // 4 bytes for a coin or a weighted choice
    #expect(source.position == 7)
  }

  @Test("bounded reads stay in range for every byte pattern, without rejection loops")
  func boundedInRange() {
    var source = ByteSource(bytes: pseudoRandomBytes(count: 4096, seed: 1) + [UInt8](repeating: 0xFF, count: 64))
    while !source.isExhausted {
      #expect((0...5).contains(source.int(in: 0...5)))
      #expect((0..<1_000_003).contains(source.nextUInt64(below: 1_000_003)))
    }
  }
}
