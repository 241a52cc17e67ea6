// Steps are plain Codable values in Swift's synthesized enum shape, `{"move": {"dx": 0, "dy": -400,
// "frames": 20}}`, decoded strictly: a bad step is an error naming the step and the field, never a
// silently different test. Source: docs/scenarios.md ("a malformed … file gets a clear error naming
// the field, never a crash").

import Foundation
import Testing

@testable import ScrollSim

/// The coding path of a decoding error, as key names, plus its description.
func decodingFailure(_ error: any Error) -> (path: [String], message: String)? {
  guard let error = error as? DecodingError else { return nil }
  switch error {
  case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
    return (context.codingPath.map(\.stringValue), context.debugDescription)
  case .keyNotFound(let key, let context):
    let path = context.codingPath.map(\.stringValue)
    return (path.last == key.stringValue ? path : path + [key.stringValue], context.debugDescription)
  @unknown default:
    return nil
  }
}

/// Decodes `json` as `T`, expecting failure; returns the error's path and message.
func decodeFailure<T: Decodable>(_ type: T.Type, _ json: String, decoder: JSONDecoder = JSONDecoder()) -> (path: [String], message: String)? {
  do {
    _ = try decoder.decode(T.self, from: Data(json.utf8))
    return nil
  } catch {
    return decodingFailure(error)
  }
}

@Suite struct StepCodableTests {
  nonisolated static let everyStep: [Step] = [
    .touchDown(x: 12.5, y: -3), .move(dx: 0.1, dy: -400, frames: 20), .lift(vx: -1800.25, vy: 0), .wait(frames: 72_000),
    .tapTab(index: 2, animated: true), .tapTab(index: 0, animated: false), .reloadHeader(height: 0),
    .setSafeArea(top: 47, bottom: 34), .resize(width: 1, height: 2732), .setListContent(index: 9, height: 1e6),
    .tapStatusBar, .requestSlots,
    .respond(load: .nextPage, afterFrames: 0, outcome: .success, slotHeight: nil),
    .respond(load: .slots, afterFrames: 240, outcome: .success, slotHeight: 412.5),
    .respond(load: .refresh, afterFrames: 72_000, outcome: .failure, slotHeight: nil),
    .setContentInset(view: .outer, top: 0, bottom: 336), .setContentInset(view: .list(9), top: 10_000, bottom: 0),
    .reloadPager, .unloadDistantLists,
    .appEvent("open-post", [AppArgument("row", .number(12)), AppArgument("style", .text("card"))]), .appEvent("reload-feed"),
  ]

  @Test("every step round-trips through JSON", arguments: everyStep)
  func roundTrip(step: Step) throws {
    let data = try JSONEncoder().encode(step)
    #expect(try JSONDecoder().decode(Step.self, from: data) == step)
  }

  @Test("every step kind is covered by the round-trip cases")
  func allKindsCovered() {
    #expect(Set(Self.everyStep.map(\.kind)) == Set(StepKind.allCases))
  }

  @Test("the JSON shape is one key, the kind, holding the fields")
  func shape() throws {
    let json = String(decoding: try JSONEncoder().encode(Step.move(dx: 0, dy: -400, frames: 20)), as: UTF8.self)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Double]]
    #expect(object == ["move": ["dx": 0, "dy": -400, "frames": 20]])
    #expect(try JSONDecoder().decode(Step.self, from: Data(#"{"tapStatusBar": {}}"#.utf8)) == .tapStatusBar)
  }

  @Test("tapTab's animated flag defaults to false")
  func animatedDefault() throws {
    #expect(try JSONDecoder().decode(Step.self, from: Data(#"{"tapTab": {"index": 1}}"#.utf8)) == .tapTab(index: 1, animated: false))
  }

  @Test("a response's outcome defaults to success and its banner height to none")
  func respondDefaults() throws {
    let json = #"{"respond": {"load": "slots", "afterFrames": 12}}"#
    #expect(
      try JSONDecoder().decode(Step.self, from: Data(json.utf8))
        == .respond(load: .slots, afterFrames: 12, outcome: .success, slotHeight: nil))
    let encoded = String(decoding: try JSONEncoder().encode(Step.requestSlots), as: UTF8.self)
    #expect(encoded == #"{"requestSlots":{}}"#)
  }

  @Test("descriptions read like the JSON they came from")
  func descriptions() {
    #expect(Step.move(dx: 0, dy: -400, frames: 20).description == "move(dx: 0, dy: -400, frames: 20)")
    #expect(Step.lift(vx: 0.5, vy: 0).description == "lift(vx: 0.5, vy: 0)")
    #expect(Step.tapStatusBar.description == "tapStatusBar")
    #expect(
      Step.respond(load: .slots, afterFrames: 30, outcome: .failure, slotHeight: 250).description
        == "respond(load: slots, afterFrames: 30, outcome: failure, slotHeight: 250)")
    #expect(
      Step.respond(load: .nextPage, afterFrames: 0, outcome: .success, slotHeight: nil).description
        == "respond(load: nextPage, afterFrames: 0, outcome: success)")
  }

  nonisolated static let malformed: [(json: String, path: [String], mentions: String)] = [
    (#"{"swipe": {"dx": 1}}"#, ["swipe"], "unknown step 'swipe'"),
    (#"{"wait": {"frames": -5}}"#, ["wait", "frames"], "must be in 1...72000"),
    (#"{"wait": {"frames": 0}}"#, ["wait", "frames"], "got 0"),
    (#"{"move": {"dx": 0, "dy": 1, "frames": 100000000}}"#, ["move", "frames"], "got 100000000"),
    (#"{"move": {"dx": 0, "frames": 3}}"#, ["move", "dy"], "missing required field 'dy'"),
    (#"{"lift": {"vx": 0, "vy": 0, "vz": 1}}"#, ["lift", "vz"], "unknown field 'vz'"),
    (#"{"touchDown": {"x": "ten", "y": 0}}"#, ["touchDown", "x"], ""),
    (#"{"reloadHeader": {"height": -1}}"#, ["reloadHeader", "height"], "must be in [0, 10000] pt, got -1"),
    (#"{"resize": {"width": 0, "height": 500}}"#, ["resize", "width"], "must be in [1, 3000] pt, got 0"),
    (#"{"setSafeArea": {"top": 0, "bottom": -2}}"#, ["setSafeArea", "bottom"], "must be in [0, 1500] pt, got -2"),
    (#"{"setListContent": {"height": 5}}"#, ["setListContent", "index"], "missing required field 'index'"),
    (#"{"tapStatusBar": {"now": true}}"#, ["tapStatusBar", "now"], "unknown field 'now'"),
    (#"{"respond": {"afterFrames": 3}}"#, ["respond", "load"], "missing required field 'load'"),
    (#"{"respond": {"load": "page", "afterFrames": 3}}"#, ["respond", "load"], "unknown value 'page'"),
    (#"{"respond": {"load": "slots"}}"#, ["respond", "afterFrames"], "missing required field 'afterFrames'"),
    (#"{"respond": {"load": "slots", "afterFrames": -1}}"#, ["respond", "afterFrames"], "must be in 0...72000"),
    (#"{"respond": {"load": "slots", "afterFrames": 1, "outcome": "late"}}"#, ["respond", "outcome"], "unknown value 'late'"),
    (#"{"respond": {"load": "slots", "afterFrames": 1, "slotHeight": -4}}"#, ["respond", "slotHeight"], "must be in [0, 10000]"),
    (#"{"respond": {"load": "slots", "afterFrames": 1, "token": 3}}"#, ["respond", "token"], "unknown field 'token'"),
    (#"{"requestSlots": {"now": true}}"#, ["requestSlots", "now"], "unknown field 'now'"),
    (#"{"wait": {"frames": 1}, "lift": {"vx": 0, "vy": 0}}"#, [], "exactly one key"),
    (#"{}"#, [], "got none"),
  ]

  @Test("a malformed step fails with an error naming the step and field", arguments: malformed)
  func malformedStep(json: String, path: [String], mentions: String) {
    guard let failure = decodeFailure(Step.self, json) else {
      Issue.record("decoded \(json) without error")
      return
    }
    #expect(failure.path == path)
    #expect(mentions.isEmpty || failure.message.contains(mentions), "message: \(failure.message)")
  }

  @Test("a non-finite number is outside every domain, rejected naming the field")
  func nonFinite() {
    // JSON has no NaN; a decoder that accepts the strings would still be stopped at the step.
    let lenient = JSONDecoder()
    lenient.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    for (json, field) in [(#"{"lift": {"vx": "nan", "vy": 0}}"#, "vx"), (#"{"touchDown": {"x": 0, "y": "inf"}}"#, "y")] {
      let failure = decodeFailure(Step.self, json, decoder: lenient)
      #expect(failure?.path.last == field)
      #expect(failure?.message.contains("must be in [-100000, 100000]") == true, "\(String(describing: failure))")
    }
  }

  @Test("a step sequence decodes as an array and reports the failing element's index")
  func arrayIndex() {
    let failure = decodeFailure([Step].self, #"[{"tapStatusBar": {}}, {"wait": {"frames": 0}}]"#)
    #expect(failure?.path == ["Index 1", "wait", "frames"])
  }
}
