// The world configuration and the simulation knobs in scenario files: every field optional with a
// documented default, unknown fields and impossible values rejected with an error naming the field.
// Source: docs/fidelity.md (KNOB values recorded in every repro) and §7 (errors name the field).

import Foundation
import Testing

@testable import ScrollSim

@Suite struct WorldConfigCodableTests {
  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  @Test("{} decodes to the defaults")
  func emptyIsDefault() throws {
    let config = try decode(WorldConfig.self, "{}")
    #expect(config == WorldConfig())
    #expect(config.viewportWidth == 393 && config.viewportHeight == 852)
    #expect(config.safeAreaTop == 103 && config.safeAreaBottom == 34)
    #expect(config.headerHeight == 300 && config.pinBarHeight == 48 && config.pinOffset == nil)
    #expect(config.listCount == 3 && config.lists.isEmpty && !config.headerOnly)
    #expect(config.knobs == SimulationKnobs())
  }

  @Test("{} decodes to the default knobs")
  func emptyKnobs() throws {
    let knobs = try decode(SimulationKnobs.self, "{}")
    #expect(knobs == SimulationKnobs())
    #expect(knobs.frameRate == 120 && knobs.pixelScale == 3 && !knobs.didScrollOnEqualValue)
    #expect(knobs.dragDeltaMode == .incremental && knobs.animationDuration == 0.3 && knobs.springStiffness == 200)
    #expect(knobs.pagingRule == .velocityThreshold && knobs.clampOnContentShrink)
  }

  @Test("a non-default configuration round-trips, knobs and lists included")
  func roundTrip() throws {
    var config = WorldConfig()
    config.viewportWidth = 1024
    config.safeAreaTop = 20
    config.pinOffset = 0
    config.listCount = 4
    config.lists = [ListSpec(contentHeight: 100, topInset: 8, bottomInset: 2)]
    config.initialIndex = 3
    config.backGestureEnabled = false
    config.knobs.frameRate = 60
    config.knobs.pixelScale = 2
    config.knobs.dragDeltaMode = .fromStart
    config.knobs.panOrder = .outerFirst
    config.knobs.momentumOrder = .outerFirst
    config.knobs.animationCurve = .easeInOut
    config.knobs.pagingSpringFrequency = 14.5
    config.knobs.pagingRule = .nearest
    config.knobs.disablingBouncesStopsBounce = true
    let data = try JSONEncoder().encode(config)
    #expect(try JSONDecoder().decode(WorldConfig.self, from: data) == config)
  }

  @Test("every knob is written, under the name `SimulationKnobs.names` lists")
  func knobNames() throws {
    let data = try JSONEncoder().encode(SimulationKnobs())
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == Set(SimulationKnobs.names))
  }

  @Test("loads are off unless present; {} turns them on with the defaults; they round-trip")
  func loads() throws {
    #expect(try decode(WorldConfig.self, "{}").loads == nil)
    #expect(try decode(WorldConfig.self, #"{"loads": {}}"#).loads == LoadSettings())
    #expect(LoadSettings() == LoadSettings(refreshThreshold: 60, bottomHitDistance: 300, pageHeight: 2000))
    var config = WorldConfig()
    config.loads = LoadSettings(refreshThreshold: 45, bottomHitDistance: 0, pageHeight: 400)
    #expect(try JSONDecoder().decode(WorldConfig.self, from: JSONEncoder().encode(config)) == config)
    let plain = String(decoding: try JSONEncoder().encode(WorldConfig()), as: UTF8.self)
    #expect(!plain.contains("loads"), "a world without loads writes no loads key, so old files stay as they were")
  }

  @Test("header-only mode defaults to one list")
  func headerOnlyListCount() throws {
    #expect(try decode(WorldConfig.self, #"{"headerOnly": true}"#).listCount == 1)
  }

  @Test("listCount defaults to cover the lists given")
  func listCountFromLists() throws {
    let config = try decode(WorldConfig.self, #"{"lists": [{}, {}, {}, {"topInset": 5}]}"#)
    #expect(config.listCount == 4)
    #expect(config.lists[3].topInset == 5 && config.lists[3].contentHeight == 3000)
  }

  nonisolated static let badWorlds: [(json: String, path: [String])] = [
    (#"{"viewportWidht": 400}"#, ["viewportWidht"]),
    (#"{"viewportWidth": 50}"#, ["viewportWidth"]),
    (#"{"viewportHeight": 5000}"#, ["viewportHeight"]),
    (#"{"safeAreaTop": 500}"#, ["safeAreaTop"]),
    (#"{"safeAreaBottom": -1}"#, ["safeAreaBottom"]),
    (#"{"headerHeight": -10}"#, ["headerHeight"]),
    (#"{"pinBarHeight": 900}"#, ["pinBarHeight"]),
    (#"{"pinOffset": -3}"#, ["pinOffset"]),
    (#"{"listCount": 0}"#, ["listCount"]),
    (#"{"listCount": 11}"#, ["listCount"]),
    (#"{"listCount": 1, "lists": [{}, {}]}"#, ["lists"]),
    (#"{"headerOnly": true, "listCount": 2}"#, ["listCount"]),
    (#"{"initialIndex": 3}"#, ["initialIndex"]),
    (#"{"headerOnlyContentHeight": -1}"#, ["headerOnlyContentHeight"]),
    (#"{"lists": [{"contentHeight": -1}]}"#, ["lists", "Index 0", "contentHeight"]),
    (#"{"lists": [{"rows": 3}]}"#, ["lists", "Index 0", "rows"]),
    (#"{"headerHeight": "tall"}"#, ["headerHeight"]),
    (#"{"loads": {"refreshThreshold": 0}}"#, ["loads", "refreshThreshold"]),
    (#"{"loads": {"bottomHitDistance": -1}}"#, ["loads", "bottomHitDistance"]),
    (#"{"loads": {"pageHeight": 1e9}}"#, ["loads", "pageHeight"]),
    (#"{"loads": {"latency": 3}}"#, ["loads", "latency"]),
  ]

  @Test("an unknown or out-of-range world field is an error naming it", arguments: badWorlds)
  func badWorld(json: String, path: [String]) {
    let failure = decodeFailure(WorldConfig.self, json)
    #expect(failure?.path == path, "got \(String(describing: failure))")
  }

  nonisolated static let badKnobs: [(json: String, field: String)] = [
    (#"{"frameRate": 90}"#, "frameRate"),
    (#"{"pixelScale": 4}"#, "pixelScale"),
    (#"{"pixelScale": 0}"#, "pixelScale"),
    (#"{"animationDuration": 0}"#, "animationDuration"),
    (#"{"animationDuration": 6}"#, "animationDuration"),
    (#"{"springStiffness": 5}"#, "springStiffness"),
    (#"{"springStiffness": 20000}"#, "springStiffness"),
    (#"{"pagingVelocityThreshold": -1}"#, "pagingVelocityThreshold"),
    (#"{"dragDeltaMode": "sideways"}"#, "dragDeltaMode"),
    (#"{"pagingRule": "random"}"#, "pagingRule"),
    (#"{"frameRat": 60}"#, "frameRat"),
    (#"{"springDampingRatio": 0.9}"#, "springDampingRatio"),
    (#"{"pagingSpringFrequency": 100}"#, "pagingSpringFrequency"),
    (#"{"pagingDampingRatio": 0.2}"#, "pagingDampingRatio"),
    (#"{"animationCurve": "bouncy"}"#, "animationCurve"),
    (#"{"pixelRoundingTies": "up"}"#, "pixelRoundingTies"),
    (#"{"simultaneousOrder": "outerFirst", "panOrder": "innerFirst"}"#, "simultaneousOrder"),
  ]

  @Test("a bad knob is an error naming it, also inside a world", arguments: badKnobs)
  func badKnob(json: String, field: String) {
    let alone = decodeFailure(SimulationKnobs.self, json)
    #expect(alone?.path == [field], "got \(String(describing: alone))")
    let nested = decodeFailure(WorldConfig.self, #"{"knobs": \#(json)}"#)
    #expect(nested?.path == ["knobs", field], "got \(String(describing: nested))")
  }

  @Test("an out-of-range message says what was expected and what came")
  func messages() {
    #expect(decodeFailure(SimulationKnobs.self, #"{"frameRate": 90}"#)?.message == "must be 60 or 120, got 90")
    #expect(decodeFailure(WorldConfig.self, #"{"listCount": 0}"#)?.message == "must be in 1...10, got 0")
    #expect(decodeFailure(WorldConfig.self, #"{"colour": 1}"#)?.message.hasPrefix("unknown field 'colour'") == true)
  }
}
