// The conversions from bits to choices: in range, uniform, and simplest on zero bits.

import Generators
import Testing

@Suite("RandomSource helpers")
struct RandomSourceTests {
  @Test(
    "int(in:) stays in range, including single values and the full Int range",
    arguments: [
      0...0, 5...5, -3...3, 0...1, 1...6, -1_000_000...1_000_000, Int.min...Int.min, Int.min...0, 0...Int.max,
      Int.min...Int.max,
    ])
  func intInRange(range: ClosedRange<Int>) {
    var source = SeededSource(seed: 1)
    for _ in 0..<2_000 { #expect(range.contains(source.int(in: range))) }
  }

  @Test("int(in: Int.min...Int.max) reaches both signs")
  func fullRangeBothSigns() {
    var source = SeededSource(seed: 2)
    let values = (0..<200).map { _ in source.int(in: Int.min...Int.max) }
    #expect(values.contains { $0 < 0 } && values.contains { $0 > 0 })
  }

  @Test("int(in:) is uniform-ish: each of six faces within 5% of its expected count")
  func intUniform() {
    var source = SeededSource(seed: 3)
    var counts = [Int](repeating: 0, count: 6)
    for _ in 0..<60_000 { counts[source.int(in: 1...6) - 1] += 1 }
    for count in counts { #expect(abs(count - 10_000) < 500, "counts: \(counts)") }
  }

  @Test("nextUInt64(below:) is unbiased for a huge bound that is not a power of two")
  func lemireLargeBound() {
    var source = SeededSource(seed: 4)
    let bound: UInt64 = 3 << 62  // values below 2^63 should be 2/3 of all draws
    var low = 0
    for _ in 0..<30_000 {
      let value = source.nextUInt64(below: bound)
      #expect(value < bound)
      if value < 1 << 63 { low += 1 }
    }
    #expect(abs(Double(low) / 30_000 - 2.0 / 3.0) < 0.02)
  }

  @Test("nextUInt64(below:) at the edges: bound 1 gives 0, bound UInt64.max stays below it")
  func lemireEdges() {
    var source = SeededSource(seed: 5)
    for _ in 0..<100 {
      #expect(source.nextUInt64(below: 1) == 0)
      #expect(source.nextUInt64(below: .max) < .max)
    }
  }

  @Test("unitDouble is in [0, 1) and double(in:) in its range; a degenerate range spends no bits")
  func doubles() {
    var source = SeededSource(seed: 6)
    for _ in 0..<5_000 {
      let unit = source.unitDouble()
      #expect(unit >= 0 && unit < 1)
      #expect((-8.0...8.0).contains(source.double(in: -8...8)))
    }
    var zero = ZeroSource()
    #expect(zero.double(in: 3...3) == 3)
    #expect(zero.int(in: 9...9) == 9)
    #expect(zero.draws == 0)
  }

  @Test("bool(probability:) honours 0, 1 and its rate in between")
  func coins() {
    var source = SeededSource(seed: 8)
    var heads = 0
    for _ in 0..<20_000 {
      let never = source.bool(probability: 0)
      let always = source.bool(probability: 1)
      #expect(!never && always)
      if source.bool(probability: 0.3) { heads += 1 }
    }
    #expect(abs(Double(heads) / 20_000 - 0.3) < 0.02)
  }

  @Test("weighted(_:) follows its weights and never picks a zero weight")
  func weightedChoices() {
    var source = SeededSource(seed: 9)
    var counts = ["a": 0, "b": 0, "c": 0]
    for _ in 0..<30_000 { counts[source.weighted([("a", 1), ("zero", 0), ("b", 2), ("c", 3)]), default: 0] += 1 }
    #expect(counts["zero"] == nil)
    #expect(abs(Double(counts["a"]!) / 30_000 - 1.0 / 6) < 0.015)
    #expect(abs(Double(counts["c"]!) / 30_000 - 3.0 / 6) < 0.015)
  }

  @Test("pick(_:) reaches every element")
  func picks() {
    var source = SeededSource(seed: 10)
    let picked = Set((0..<500).map { _ in source.pick(["a", "b", "c", "d", "e"]) })
    #expect(picked == ["a", "b", "c", "d", "e"])
  }

  @Test("zero bits are the simplest choice: lowest int, lower bound, false, first element")
  func zeroIsSimple() {
    var zero = ZeroSource()
    #expect(zero.int(in: -5...5) == -5)
    #expect(zero.int(in: Int.min...Int.max) == Int.min)
    #expect(zero.double(in: 2.5...9) == 2.5)
    let likely = zero.bool(probability: 0.99)
    let certain = zero.bool(probability: 1)
    #expect(!likely && certain)
    #expect(zero.pick(["first", "second"]) == "first")
    #expect(zero.weighted([("never", 0), ("first", 0.1), ("heavy", 100)]) == "first")
    #expect(zero.readableDouble(in: 10...600) == 10)
    #expect(zero.readableInt(in: 1...30) == 1)
  }

  @Test("all-ones bits give the top of every range and the last choice")
  func onesAreTop() {
    var ones = ScriptedSource(words: [.max])
    #expect(ones.int(in: 0...9) == 9)
    let unlikely = ones.bool(probability: 0.01)
    #expect(unlikely)
    #expect(ones.weighted([("a", 1), ("b", 1), ("never", 0)]) == "b")
  }

  @Test("readable numbers stay in range and are mostly round")
  func readableNumbers() {
    var source = SeededSource(seed: 11)
    var whole = 0
    var tens = 0
    for _ in 0..<10_000 {
      let value = source.readableDouble(in: 0...600)
      #expect((0...600).contains(value))
      #expect(value == (value * 100).rounded() / 100, "\(value) has more than two decimals")
      if value == value.rounded() { whole += 1 }
      if value.truncatingRemainder(dividingBy: 10) == 0 { tens += 1 }
      #expect((1...30).contains(source.readableInt(in: 1...30)))
      #expect((0.4...0.6).contains(source.readableDouble(in: 0.4...0.6)))  // no whole number fits: hundredths
    }
    #expect(whole > 7_000)
    #expect(tens > 5_000)
  }
}
