// The knob split (`simultaneousOrder` → `panOrder` + `momentumOrder`, older files still read) and the evidence
// every knob records (evidence-weighted knobs: values the evidence rules out are named on a knob set).

import Foundation
import Testing

@testable import ScrollSim

@Suite struct KnobEvidenceTests {
  private func knobs(_ json: String) throws -> SimulationKnobs {
    try JSONDecoder().decode(SimulationKnobs.self, from: Data(json.utf8))
  }

  @Test("an older file's simultaneousOrder sets both panOrder and momentumOrder", arguments: SimultaneousOrder.allCases)
  func legacyKeySetsBoth(order: SimultaneousOrder) throws {
    let decoded = try knobs(#"{"simultaneousOrder": "\#(order.rawValue)", "frameRate": 60}"#)
    #expect(decoded.panOrder == order && decoded.momentumOrder == order)
    #expect(decoded.frameRate == 60)
  }

  @Test("the legacy key is read, never written: a decoded file re-encodes with the split keys")
  func legacyKeyNotWritten() throws {
    let decoded = try knobs(#"{"simultaneousOrder": "outerFirst"}"#)
    let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? [String: Any])
    #expect(object["simultaneousOrder"] == nil)
    #expect(object["panOrder"] as? String == "outerFirst" && object["momentumOrder"] as? String == "outerFirst")
  }

  @Test("a world file from before the split replays the same world as one written with the split keys")
  func legacyWorld() throws {
    let old = try JSONDecoder().decode(
      WorldConfig.self, from: Data(#"{"knobs": {"simultaneousOrder": "outerFirst", "pixelScale": 2}}"#.utf8))
    var expected = WorldConfig()
    expected.knobs.panOrder = .outerFirst
    expected.knobs.momentumOrder = .outerFirst
    expected.knobs.pixelScale = 2
    #expect(old == expected)
  }

  @Test("every knob has exactly one evidence entry, in names order, and describes its own value")
  func evidenceCoversEveryKnob() {
    #expect(SimulationKnobs.evidence.map(\.name) == SimulationKnobs.names)
    let defaults = SimulationKnobs()
    for entry in SimulationKnobs.evidence {
      #expect(defaults.valueDescription(of: entry.name) != nil, "\(entry.name) has no value description")
      #expect(!entry.evidence.isEmpty && !entry.drawn.isEmpty)
      // The default is never a ruled-out value.
      #expect(!entry.ruledOut.contains(defaults.valueDescription(of: entry.name) ?? ""), "\(entry.name)")
    }
    #expect(defaults.valueDescription(of: "noSuchKnob") == nil)
  }

  @Test("the defaults are plausible; each ruled-out value is named on the knob set that uses it")
  func ruledOutValues() {
    #expect(SimulationKnobs().ruledOutValues.isEmpty && SimulationKnobs().isPlausible)
    var knobs = SimulationKnobs()
    knobs.didScrollOnEqualValue = true
    #expect(knobs.ruledOutValues == ["didScrollOnEqualValue = true"])
    knobs.dragDeltaMode = .fromStart
    knobs.roundsWrittenOffsets = false
    #expect(knobs.ruledOutValues == [
      "roundsWrittenOffsets = false", "didScrollOnEqualValue = true", "dragDeltaMode = fromStart",
    ])
    #expect(!knobs.isPlausible)
    // A value that is merely unusual (not contradicted) is not flagged.
    var unusual = SimulationKnobs()
    unusual.panOrder = .outerFirst
    unusual.animationCurve = .easeInOut
    unusual.animatedSetStopsDeceleration = false
    #expect(unusual.isPlausible)
  }

  @Test("the ruled-out values are exactly the three the evidence contradicts")
  func ruledOutCatalogue() {
    let ruledOut = SimulationKnobs.evidence.flatMap { entry in entry.ruledOut.map { "\(entry.name) = \($0)" } }
    #expect(ruledOut == ["roundsWrittenOffsets = false", "didScrollOnEqualValue = true", "dragDeltaMode = fromStart"])
  }

  @Test("repeated-flick speed-up is recorded as not modelled, with its evidence")
  func unmodelled() {
    let entry = SimulationKnobs.unmodelled.first { $0.name == "repeatedFlickSpeedUp" }
    #expect(entry?.evidence.contains("carriedMomentum") == true)
    #expect(entry?.whyNotModelled.isEmpty == false)
  }
}
