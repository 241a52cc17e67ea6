// The search observer skips work on most frames: a frame in which nothing happened after one in which nothing
// happened is not read, and the feature kinds whose packed inputs did not change are not tested. Each shortcut is
// meant to change nothing a search sees. These tests run generated cases with each shortcut off and on and compare
// the whole feedback: every feature, the step it was first hit in and the order of first hits, and (targeted) every
// near miss with its situation and step.

@testable import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor @Suite("Search observer shortcuts")
struct SearchObserverShortcutTests {
  static let entry = CoordinatorCatalog.entry(named: "offset-lock")!

  /// The feedback of generated case `index` of run seed `seed`, with the given shortcuts.
  static func feedback(seed: UInt64, index: UInt64, quiet: Bool, inputs: Bool) -> SearchFeedback? {
    let generated = generateCase(seed: deriveSeed(runSeed: seed, caseIndex: index), profile: .default, maxSteps: 60)
    var options = GuidedSearch.runOptions(for: .targeted)
    options.searchObserverSkipsQuietFrames = quiet
    options.searchObserverSkipsUnchangedInputs = inputs
    let result = Runner.run(
      entry, world: generated.world, steps: Runner.playable(generated.steps, for: entry), options: options)
    return result.feedback
  }

  @Test("testing every feature kind on every frame gives the same feedback as testing only changed inputs")
  func unchangedInputs() {
    var features = 0
    for index in 0..<120 as Range<UInt64> {
      let full = Self.feedback(seed: 3, index: index, quiet: true, inputs: false)
      let shortcut = Self.feedback(seed: 3, index: index, quiet: true, inputs: true)
      #expect(full != nil)
      #expect(full == shortcut, "case \(index)")
      features += full?.features.featureCount ?? 0
    }
    // The comparison means something only if the runs hit features.
    #expect(features > 120 * 20)
  }

  @Test("reading every frame gives the same feedback as skipping frames in which nothing happened")
  func quietFrames() {
    for index in 0..<120 as Range<UInt64> {
      let full = Self.feedback(seed: 4, index: index, quiet: false, inputs: false)
      let shortcut = Self.feedback(seed: 4, index: index, quiet: true, inputs: true)
      #expect(full != nil)
      #expect(full == shortcut, "case \(index)")
    }
  }
}
