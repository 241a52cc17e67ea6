// Every step number has a documented domain (ScenarioDomains.swift, docs/scenarios.md): values on its bounds
// decode, values past them (the issue-10 inputs that trapped the simulation among them) are errors naming the
// step's field and the domain.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct StepDomainTests {
  @Test(
    "a number outside its domain is an error naming the field and the domain",
    arguments: [
      // Before the domains: a flick of 1e23 pt/s trapped an Int conversion in layout; 1e20 left the pager at -3.7e18.
      (#"{"lift": {"vx": 1e23, "vy": 0}}"#, "lift.vx", "must be in [-100000, 100000] pt/s, got 1e+23"),
      (#"{"lift": {"vx": 0, "vy": 1e22}}"#, "lift.vy", "must be in [-100000, 100000] pt/s"),
      // Before the domains: a resize to 1e308 made the page width infinite.
      (#"{"resize": {"width": 1e308, "height": 852}}"#, "resize.width", "must be in [1, 3000] pt, got 1e+308"),
      (#"{"touchDown": {"x": -100001, "y": 0}}"#, "touchDown.x", "must be in [-100000, 100000] pt"),
      (#"{"move": {"dx": 0, "dy": 100000.5, "frames": 1}}"#, "move.dy", "must be in [-100000, 100000] pt"),
      (#"{"move": {"dx": 1, "dy": 1, "frames": 1.5}}"#, "move.frames", "must be a whole number in 1...72000 frames, got 1.5"),
      (#"{"wait": {"frames": 9223372036854775808}}"#, "wait.frames", "must be in 1...72000 frames"),
      (#"{"wait": {"frames": 72001}}"#, "wait.frames", "must be in 1...72000 frames, got 72001"),
      (#"{"tapTab": {"index": 1001}}"#, "tapTab.index", "must be in -1000...1000, got 1001"),
      (#"{"setListContent": {"index": 0, "height": 1e7.5}}"#, "", "expected ',' or '}' after the field 'height'"),
      (#"{"setListContent": {"index": 0, "height": 10000001}}"#, "setListContent.height", "must be in [0, 10000000] pt"),
      (#"{"reloadHeader": {"height": 10000.5}}"#, "reloadHeader.height", "must be in [0, 10000] pt"),
      (#"{"setSafeArea": {"top": 1501, "bottom": 0}}"#, "setSafeArea.top", "must be in [0, 1500] pt"),
      (#"{"respond": {"load": "slots", "afterFrames": 72001}}"#, "respond.afterFrames", "must be in 0...72000 frames"),
      (#"{"respond": {"load": "slots", "afterFrames": 1, "slotHeight": 1e5}}"#, "respond.slotHeight", "must be in [0, 10000] pt"),
    ])
  func outside(json: String, path: String, message: String) {
    let failure = strictFailure(Step.self, json)
    if !path.isEmpty { #expect(failure?.path == path, "\(String(describing: failure))") }
    #expect(failure?.message.contains(message) == true, "\(String(describing: failure))")
  }

  @Test("every domain's bounds decode, so the documented table is exactly what is accepted")
  func bounds() throws {
    let extremes = [
      #"{"touchDown": {"x": -100000, "y": 100000}}"#, #"{"move": {"dx": 100000, "dy": -100000, "frames": 72000}}"#,
      #"{"lift": {"vx": -100000, "vy": 100000}}"#, #"{"wait": {"frames": 1}}"#, #"{"tapTab": {"index": -1000}}"#,
      #"{"tapTab": {"index": 1000, "animated": true}}"#, #"{"reloadHeader": {"height": 10000}}"#,
      #"{"setSafeArea": {"top": 1500, "bottom": 0}}"#, #"{"resize": {"width": 1, "height": 3000}}"#,
      #"{"setListContent": {"index": 1000, "height": 1e7}}"#,
      #"{"respond": {"load": "refresh", "afterFrames": 0, "slotHeight": 10000}}"#,
      #"{"respond": {"load": "nextPage", "afterFrames": 72000}}"#,
    ]
    for json in extremes {
      #expect(throws: Never.self, "\(json)") { try StrictJSONDecoder().decode(Step.self, from: Array(json.utf8)) }
    }
  }

  @Test("the frame total of a step list adds every step's frames")
  func totalFrames() {
    #expect([Step.wait(frames: 72_000), .move(dx: 0, dy: 1, frames: 3), .tapStatusBar].totalFrames == 72_004)
  }

  @Test("a paging knob beyond any real flick speed is rejected")
  func pagingThreshold() {
    let failure = strictFailure(SimulationKnobs.self, #"{"pagingVelocityThreshold": 1e6}"#)
    #expect(failure?.path == "pagingVelocityThreshold" && failure?.message.contains("[0, 100000] pt/s") == true)
  }

  @Test("a world's whole numbers name their field and domain when fractional")
  func worldIntegers() {
    let listCount = strictFailure(WorldConfig.self, #"{"listCount": 2.5}"#)
    #expect(listCount?.path == "listCount" && listCount?.message == "must be a whole number in 1...10, got 2.5")
    let index = strictFailure(WorldConfig.self, #"{"initialIndex": 1e30}"#)
    #expect(index?.path == "initialIndex" && index?.message.contains("must be in 0...9") == true, "\(String(describing: index))")
  }
}

@Suite struct PageIndexTests {
  @Test("a page index from any position is in range: no value, however large or infinite, traps the conversion")
  func total() {
    for value in [1e23, -1e23, .infinity, -.infinity, 9.3e18, -9.3e18, .greatestFiniteMagnitude] {
      let index = pageIndex(value, .down, count: 3)
      #expect(index.map { (0...2).contains($0) } == true, "\(value)")
    }
    #expect(pageIndex(.nan, .down, count: 3) == nil)
    #expect(pageIndex(1.4, .toNearestOrAwayFromZero, count: 3) == 1)
    #expect(pageIndex(1.5, .toNearestOrAwayFromZero, count: 3) == 2)
    #expect(pageIndex(-0.6, .down, count: 3) == 0)
  }

  @Test("nearestPageIndex (visiblePage's fast path) agrees with pageIndex rounding to nearest, ties away from zero")
  func nearestAgrees() {
    var values: [Double] = [.nan, .infinity, -.infinity, 1e23, -1e23, 0, -0.0, 0.5, -0.5, 1.5, 2.5, 0.49999999999999994,
                            1.4999999999999998, -0.49999999999999994, 9.3e18, 0x1p52 + 1, -(0x1p52 + 1)]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<100_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Positions around the pages of a pager, with halves and tiny offsets, as a pager's position / width gives.
      values.append(Double(Int64(bitPattern: state >> 40) % 2_000) / 256 - 2)
      values.append(Double(bitPattern: state >> 2) .truncatingRemainder(dividingBy: 16))
    }
    for value in values {
      for count in [1, 2, 3, 10] {
        #expect(nearestPageIndex(value, count: count) == pageIndex(value, .toNearestOrAwayFromZero, count: count), "\(value)")
      }
    }
  }
}
