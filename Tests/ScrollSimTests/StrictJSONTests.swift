// The strict JSON reader and decoder: every numeric kind or range problem and every duplicate key is
// an error at the field's path, syntax errors carry a line and column, and hostile inputs (deep nesting, broken
// escapes, invalid UTF-8) are errors rather than crashes.

import Foundation
import Testing

@testable import ScrollSim

/// Reads and decodes `json` strictly, expecting failure; the error's path and message.
func strictFailure<T: Decodable>(_ type: T.Type, _ json: String) -> (path: String, message: String)? {
  do {
    _ = try StrictJSONDecoder().decode(T.self, from: Array(json.utf8))
    return nil
  } catch let error as JSONReadError {
    return (error.duplicatePath ?? "", error.description)
  } catch let error as DecodingError {
    switch error {
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
      return (codingPathDescription(context.codingPath), context.debugDescription)
    case .keyNotFound(let key, let context):
      return (codingPathDescription(context.codingPath + [key]), context.debugDescription)
    @unknown default:
      return nil
    }
  } catch {
    return nil
  }
}

@Suite struct StrictJSONReaderTests {
  @Test("numbers keep their literal text; objects keep their fields in file order")
  func values() throws {
    let value = try JSONReader.read(Array(#"{"b": [1.50, -0, 2e3, true, null, "x\u00e9\n"], "a": {}}"#.utf8))
    #expect(
      value
        == .object([
          JSONField(key: "b", value: .array([.number("1.50"), .number("-0"), .number("2e3"), .bool(true), .null, .string("xé\n")])),
          JSONField(key: "a", value: .object([])),
        ]))
  }

  @Test(
    "syntax errors name the line, the column and what was expected",
    arguments: [
      ("", "line 1, column 1: the file is empty"),
      ("{\"a\": 1,\n \"b\" 2}", "line 2, column 6: expected ':' after the field name 'b'"),
      ("{\"a\": [1, 2,]}", "line 1, column 13: expected a value"),
      ("{\"a\": 01}", "line 1, column 7: invalid number: no leading zeros"),
      ("{\"a\": 1.}", "invalid number: '.' must be followed by a digit"),
      ("{\"a\": 1e}", "invalid number: the exponent needs a digit"),
      ("{\"a\": NaN}", "expected a value"),
      ("{\"a\": tru}", "did you mean true?"),
      ("{\"a\": \"x\\q\"}", "invalid escape '\\q'"),
      ("{\"a\": \"\\uD800\"}", "unpaired surrogate"),
      ("{\"a\": \"\\u12\"}", "four hex digits"),
      ("{\"a\": \"tab\there\"}", "a control character"),
      ("{\"a\": 1} x", "unexpected 'x' after the end of the JSON value"),
      ("{\"a\": [1, 2", "unexpected end of the file inside an array"),
    ])
  func syntax(json: String, expected: String) {
    do {
      _ = try JSONReader.read(Array(json.utf8))
      Issue.record("read \(json) without error")
    } catch {
      #expect(error.description.hasPrefix("not valid JSON: line "), "\(error)")
      #expect(error.description.contains(expected), "\(error)")
    }
  }

  @Test("bytes that are not UTF-8 inside a string are a syntax error, not replacement characters")
  func invalidUTF8() {
    for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22]] {
      #expect(throws: JSONReadError.self) { try JSONReader.read(bytes) }
    }
    #expect((try? JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == .array([.number("1")]), "a byte-order mark is skipped")
  }

  @Test("nesting deeper than the limit is an error, however deep (no stack overflow)")
  func depth() throws {
    let ok = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
    #expect(throws: Never.self) { try JSONReader.read(Array(ok.utf8)) }
    for depth in [JSONReader.maximumDepth + 1, 100_000] {
      let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      #expect(throws: JSONReadError.self) { try JSONReader.read(Array(deep.utf8)) }
    }
  }

  @Test("a duplicate key is an error naming its full path and position")
  func duplicateKeys() {
    let top = strictFailure([String: String].self, #"{"coordinator":"offset-lock","coordinator":"no-max-clamp"}"#)
    #expect(top?.path == "coordinator")
    #expect(top?.message.contains("duplicate key 'coordinator' (line 1, column 30)") == true, "\(String(describing: top))")
    let nested = strictFailure([[String: [String: Int]]].self, #"[{"a": {}}, {"move": {"dx": 1, "dx": 2}}]"#)
    #expect(nested?.path == "[1].move.dx")
  }
}

@Suite struct StrictJSONDecoderTests {
  struct Numbers: Decodable {
    var frames: Int?
    var seed: UInt64?
    var dx: Double?
    var small: Int8?
    var ratio: Float?
  }

  @Test(
    "a wrong numeric kind or a number out of its type's range names the field",
    arguments: [
      (#"{"frames": 1.5}"#, "frames", "must be a whole number, got 1.5"),
      (#"{"frames": 9223372036854775808}"#, "frames", "must be a whole number in -9223372036854775808...9223372036854775807"),
      (#"{"frames": 1e300}"#, "frames", "must be a whole number in"),
      (#"{"seed": -1}"#, "seed", "must be a whole number in 0...18446744073709551615"),
      (#"{"small": 128}"#, "small", "must be a whole number in -128...127"),
      (#"{"dx": 1e-400}"#, "dx", "too small for a 64-bit floating-point number"),
      (#"{"dx": 1e400}"#, "dx", "too large for a 64-bit floating-point number"),
      (#"{"ratio": 1e39}"#, "ratio", "too large for a 32-bit floating-point number"),
      (#"{"dx": "3"}"#, "dx", "expected a number, found a string"),
      (#"{"frames": true}"#, "frames", "expected a whole number, found true or false"),
      (#"{"frames": [1]}"#, "frames", "expected a whole number, found an array"),
    ])
  func numericKinds(json: String, path: String, message: String) {
    let failure = strictFailure(Numbers.self, json)
    #expect(failure?.path == path, "\(String(describing: failure))")
    #expect(failure?.message.contains(message) == true, "\(String(describing: failure))")
  }

  @Test("whole numbers written with a fraction or exponent are integers; the largest UInt64 is exact")
  func integers() throws {
    let numbers = try StrictJSONDecoder().decode(
      Numbers.self, from: Array(#"{"frames": 2e3, "seed": 18446744073709551615, "dx": -0, "small": -128.0}"#.utf8))
    #expect(numbers.frames == 2000 && numbers.seed == .max && numbers.dx == 0 && numbers.small == -128)
  }

  @Test("null is 'no value' for an optional and an error naming the field for a required value")
  func nulls() {
    struct Required: Decodable { var x: Double }
    #expect((try? StrictJSONDecoder().decode(Numbers.self, from: Array(#"{"dx": null}"#.utf8)))?.dx == nil)
    let failure = strictFailure(Required.self, #"{"x": null}"#)
    #expect(failure?.path == "x" && failure?.message == "expected a number, found null")
  }

  @Test("a key that is not a plain name is quoted in the path, so the path ends at the first ': '")
  func quotedKeys() {
    let path = codingPathDescription([AnyCodingKey("world"), AnyCodingKey("head erHeight: \"x\"\u{1}"), AnyCodingKey(intValue: 2)!])
    #expect(path == #"world["head erHeight: \"x\"\u{1}"][2]"#)
  }
}
