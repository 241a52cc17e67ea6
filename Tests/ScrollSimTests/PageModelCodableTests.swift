// The page-model steps and world settings in scenario files: round trips, defaults that keep
// old files loading, and strict errors that name the field.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct PageModelCodableTests {
  @Test(
    "new steps round-trip in the synthesized shape",
    arguments: [
      Step.setContentInset(view: .outer, top: 0, bottom: 336), .setContentInset(view: .list(2), top: 44, bottom: 83),
      .reloadPager, .unloadDistantLists,
    ])
  func roundTrip(step: Step) throws {
    let data = try JSONEncoder().encode(step)
    #expect(try JSONDecoder().decode(Step.self, from: data) == step)
  }

  @Test("the JSON shape and description of setContentInset")
  func shape() throws {
    let list = try JSONDecoder().decode(
      Step.self, from: Data(#"{"setContentInset": {"view": "list", "index": 1, "top": 44, "bottom": 0}}"#.utf8))
    #expect(list == .setContentInset(view: .list(1), top: 44, bottom: 0))
    #expect(list.description == "setContentInset(view: list1, top: 44, bottom: 0)")
    #expect(try JSONDecoder().decode(Step.self, from: Data(#"{"reloadPager": {}}"#.utf8)) == .reloadPager)
  }

  @Test(
    "a malformed setContentInset names the field",
    arguments: [
      (#"{"setContentInset": {"view": "side", "top": 0, "bottom": 0}}"#, "view", "unknown value 'side'"),
      (#"{"setContentInset": {"view": "outer", "index": 1, "top": 0, "bottom": 0}}"#, "index", "only a list has an index"),
      (#"{"setContentInset": {"view": "list", "top": 0, "bottom": 0}}"#, "index", "missing required field 'index'"),
      (#"{"setContentInset": {"view": "list", "index": 12, "top": 0, "bottom": 0}}"#, "index", "must be in 0...9"),
      (#"{"setContentInset": {"view": "outer", "top": -1, "bottom": 0}}"#, "top", "must be in [0, 10000]"),
      (#"{"setContentInset": {"view": "outer", "top": 0}}"#, "bottom", "missing required field 'bottom'"),
      (#"{"reloadPager": {"index": 0}}"#, "index", "unknown field 'index'"),
    ])
  func strict(json: String, field: String, message: String) throws {
    let failure = try #require(decodeFailure(Step.self, json))
    #expect(failure.path.last == field)
    #expect(failure.message.contains(message), "\(failure.message)")
  }

  @Test("world: headerContent, outer insets and the spinner height decode, default, and round-trip")
  func world() throws {
    let old = try JSONDecoder().decode(WorldConfig.self, from: Data("{}".utf8))
    #expect(old.headerContent == nil && old.outerTopInset == 0 && old.outerBottomInset == 0)
    let json = #"{"headerContent": {"top": 80}, "outerBottomInset": 83, "loads": {"spinnerHeight": 50}}"#
    let world = try JSONDecoder().decode(WorldConfig.self, from: Data(json.utf8))
    #expect(world.headerContent == HeaderContentSpec(top: 80, height: 100, contentWidth: 1600))
    #expect(world.outerBottomInset == 83)
    #expect(world.loads?.spinnerHeight == 50)
    #expect(try JSONDecoder().decode(WorldConfig.self, from: JSONEncoder().encode(world)) == world)
    // A default world encodes none of the new fields: files written before them re-encode unchanged.
    let encoded = String(decoding: try JSONEncoder().encode(WorldConfig()), as: UTF8.self)
    #expect(!encoded.contains("headerContent") && !encoded.contains("outerTopInset") && !encoded.contains("spinnerHeight"))
  }

  @Test(
    "world: bad page-model settings name the field",
    arguments: [
      (#"{"headerContent": {"height": 0}}"#, "height", "must be in [1, 10000]"),
      (#"{"headerContent": {"widht": 10}}"#, "widht", "unknown field"),
      (#"{"outerTopInset": -3}"#, "outerTopInset", "must be in [0, 10000]"),
      (#"{"loads": {"spinnerHeight": 400}}"#, "spinnerHeight", "must be in [0, 300]"),
    ])
  func worldStrict(json: String, field: String, message: String) throws {
    let failure = try #require(decodeFailure(WorldConfig.self, json))
    #expect(failure.path.last == field)
    #expect(failure.message.contains(message), "\(failure.message)")
  }
}
