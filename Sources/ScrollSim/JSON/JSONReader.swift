// A strict RFC 8259 JSON reader: the grammar exactly (no comments, no trailing commas, no
// leading zeros, no NaN), UTF-8 checked, a duplicate key an error that names it, and a nesting
// limit so a hostile file of ten thousand `[` cannot overflow the stack. Errors carry the line
// and column; numbers are kept as their text for the decoder to judge (JSONValue.swift).

/// Reads one JSON document.
public struct JSONReader {
  /// Objects and arrays nested deeper than this are rejected: scenario files nest five levels at most.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var offset = 0
  /// The path to the value being read, for naming a duplicate key.
  private var path: [AnyCodingKey] = []

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses `bytes` (UTF-8, an optional byte-order mark) as one JSON value followed only by whitespace.
  public static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
    var reader = JSONReader(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
    reader.skipWhitespace()
    guard reader.offset < bytes.count else { throw reader.error("the file is empty (no JSON value)") }
    let value = try reader.readValue(depth: 0)
    reader.skipWhitespace()
    guard reader.offset == bytes.count else {
      throw reader.error("unexpected \(reader.describeByte()) after the end of the JSON value")
    }
    return value
  }

  // MARK: - Values

  private mutating func readValue(depth: Int) throws(JSONReadError) -> JSONValue {
    guard offset < bytes.count else { throw error("unexpected end of the file: expected a value") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
    case UInt8(ascii: "["): return try readArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
    case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
    case UInt8(ascii: "n"): try readLiteral("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
    default: throw error("expected a value (an object, array, string, number, true, false or null), found \(describeByte())")
    }
  }

  private mutating func readObject(depth: Int) throws(JSONReadError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("objects and arrays nested deeper than \(Self.maximumDepth) levels") }
    offset += 1  // {
    var fields: [JSONField] = []
    var seen: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      offset += 1
      return .object(fields)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw error(offset < bytes.count ? "expected a field name in double quotes, found \(describeByte())" : "unexpected end of the file inside an object")
      }
      let keyOffset = offset
      let key = try readString()
      guard seen.insert(key).inserted else {
        var duplicate = error("duplicate key '\(key)'", at: keyOffset)
        duplicate.duplicatePath = codingPathDescription(path + [AnyCodingKey(key)])
        throw duplicate
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the field name '\(key)', found \(describeByte())") }
      offset += 1
      skipWhitespace()
      path.append(AnyCodingKey(key))
      let value = try readValue(depth: depth)
      path.removeLast()
      fields.append(JSONField(key: key, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        continue
      }
      if peek(UInt8(ascii: "}")) {
        offset += 1
        return .object(fields)
      }
      throw error(offset < bytes.count ? "expected ',' or '}' after the field '\(key)', found \(describeByte())" : "unexpected end of the file inside an object")
    }
  }

  private mutating func readArray(depth: Int) throws(JSONReadError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("objects and arrays nested deeper than \(Self.maximumDepth) levels") }
    offset += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      path.append(AnyCodingKey(intValue: elements.count)!)
      let element = try readValue(depth: depth)
      path.removeLast()
      elements.append(element)
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        continue
      }
      if peek(UInt8(ascii: "]")) {
        offset += 1
        return .array(elements)
      }
      throw error(offset < bytes.count ? "expected ',' or ']' after an array element, found \(describeByte())" : "unexpected end of the file inside an array")
    }
  }

  private mutating func readLiteral(_ word: StaticString) throws(JSONReadError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - offset >= expected.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else {
      throw error("expected a value, found \(describeByte()) (did you mean \(word)?)")
    }
    offset += expected.count
  }

  // MARK: - Numbers

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as text.
  private mutating func readNumber() throws(JSONReadError) -> String {
    let start = offset
    if peek(UInt8(ascii: "-")) { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: '-' must be followed by a digit", at: start) }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) { throw error("invalid number: no leading zeros allowed", at: start) }
    } else {
      skipDigits()
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: '.' must be followed by a digit", at: start) }
      skipDigits()
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: the exponent needs a digit", at: start) }
      skipDigits()
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private mutating func skipDigits() {
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
  }

  // MARK: - Strings

  private mutating func readString() throws(JSONReadError) -> String {
    let start = offset
    offset += 1  // opening quote
    var utf8: [UInt8] = []
    while true {
      guard offset < bytes.count else { throw error("unexpected end of the file inside the string that starts here", at: start) }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let text = String(validating: utf8, as: UTF8.self) else { throw error("the string is not valid UTF-8", at: start) }
        return text
      case UInt8(ascii: "\\"):
        try readEscape(into: &utf8)
      case 0..<0x20:
        throw error("a control character (byte \(byte)) inside a string; write it as an escape such as \\n")
      default:
        utf8.append(byte)
        offset += 1
      }
    }
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONReadError) {
    let start = offset
    offset += 1  // backslash
    guard offset < bytes.count else { throw error("unexpected end of the file in an escape", at: start) }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try readHex4(escapeStart: start)
      if (0xD800...0xDBFF).contains(scalar) {
        // A high surrogate must be followed by an escaped low surrogate: together they are one scalar.
        guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
          throw error("unpaired surrogate \\u\(String(scalar, radix: 16, uppercase: true)) in a string", at: start)
        }
        offset += 2
        let low = try readHex4(escapeStart: start)
        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a string", at: start) }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("unpaired surrogate \\u\(String(scalar, radix: 16, uppercase: true)) in a string", at: start)
      }
      utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    default:
      throw error("invalid escape '\\\(describe(byte))' in a string", at: start)
    }
  }

  private mutating func readHex4(escapeStart: Int) throws(JSONReadError) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw error("a \\u escape needs four hex digits", at: escapeStart) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("a \\u escape needs four hex digits", at: escapeStart)
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  // MARK: - Helpers

  private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  /// The byte at the current offset, quoted, or "the end of the file".
  private func describeByte() -> String {
    guard offset < bytes.count else { return "the end of the file" }
    return "'\(describe(bytes[offset]))'"
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// An error at `position` (default: the current offset), with its 1-based line and column.
  private func error(_ reason: String, at position: Int? = nil) -> JSONReadError {
    let position = min(position ?? offset, bytes.count)
    var line = 1, lineStart = 0
    for index in 0..<position where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return JSONReadError(line: line, column: position - lineStart + 1, reason: reason, duplicatePath: nil)
  }
}
