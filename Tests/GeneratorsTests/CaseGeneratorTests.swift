// Whole cases: seeds derived per case, and fuzzer bytes decoding to simple cases.

import Generators
import ScrollSim
import Testing

@Suite("Case generator")
struct CaseGeneratorTests {
  @Test("deriveSeed gives case i of a run independently of the other cases, and distinct seeds")
  func derivedSeeds() {
    var stream = SplitMix64(seed: 1234)
    for index: UInt64 in 0..<1_000 {
      #expect(deriveSeed(runSeed: 1234, caseIndex: index) == stream.next())
    }
    let seeds = Set((0..<10_000).map { deriveSeed(runSeed: 1, caseIndex: UInt64($0)) })
    #expect(seeds.count == 10_000)
    #expect(deriveSeed(runSeed: 1, caseIndex: 0) != deriveSeed(runSeed: 2, caseIndex: 0))
  }

  @Test("a seeded case records its seed and profile name; a byte-driven one records no seed")
  func provenance() {
    let seeded = generateCase(seed: 77, profile: .reloadsHeavy)
    #expect(seeded.seed == 77 && seeded.profileName == "reloads-heavy")
    var bytes = ByteSource(bytes: pseudoRandomBytes(count: 512, seed: 3))
    let fuzzed = generateCase(using: &bytes, profile: .gesturesOnly)
    #expect(fuzzed.seed == nil && fuzzed.profileName == "gestures-only")
  }

  @Test("seeded cases equal cases from a SeededSource with the same seed")
  func seedAndSourceAgree() {
    var source = SeededSource(seed: 5)
    var fromSource = generateCase(using: &source, profile: .swarm)
    fromSource.seed = 5
    #expect(fromSource == generateCase(seed: 5, profile: .swarm))
  }

  @Test(
    "an empty byte buffer yields the simplest case: the default world and no steps", arguments: GeneratorProfile.all)
  func emptyBufferIsSimplest(profile: GeneratorProfile) {
    var empty = ByteSource(bytes: [])
    let generated = generateCase(using: &empty, profile: profile)
    // A profile whose every world has loads (the Three Loaders article) starts from the default page with default loads.
    var simplest = WorldConfig()
    if profile.loadsProbability >= 1 { simplest.loads = LoadSettings() }
    #expect(generated.world == simplest)
    #expect(generated.steps.isEmpty)
    #expect(generated.disabledFamilies.isEmpty)
  }

  @Test("a buffer too short to reach the step generator yields no steps")
  func shortBufferIsShort() {
    for length in 0...32 {
      var source = ByteSource(bytes: pseudoRandomBytes(count: length, seed: UInt64(length)))
      #expect(generateCase(using: &source).steps.isEmpty)
    }
  }

  @Test("arbitrary byte buffers (random, all 0xFF) yield valid, well-formed cases")
  func arbitraryBuffersAreValid() throws {
    let buffers =
      (0..<200).map { pseudoRandomBytes(count: 64 + $0 * 16, seed: UInt64($0)) }
      + [[UInt8](repeating: 0xFF, count: 8_192)]
    for (index, buffer) in buffers.enumerated() {
      var source = ByteSource(bytes: buffer)
      let generated = generateCase(using: &source, profile: GeneratorProfile.all[index % GeneratorProfile.all.count])
      #expect(try jsonRoundTrip(generated.world) == generated.world)
      #expect(try jsonRoundTrip(generated.steps) == generated.steps)
      #expect(generated.steps.count <= 100)
      let touches = generated.steps.filter { $0.kind == .touchDown }.count
      #expect(touches == generated.steps.filter { $0.kind == .lift }.count)
    }
  }

  @Test("trailing zero bytes change nothing: zero padding is the same as running out")
  func zeroPaddingIsExhaustion() {
    for seed: UInt64 in 0..<50 {
      let bytes = pseudoRandomBytes(count: Int(seed * 7), seed: seed)
      var short = ByteSource(bytes: bytes)
      var padded = ByteSource(bytes: bytes + [UInt8](repeating: 0, count: 256))
      #expect(generateCase(using: &short, profile: .swarm) == generateCase(using: &padded, profile: .swarm))
    }
  }
}
