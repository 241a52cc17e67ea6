// `Decodable` over a `JSONValue`: the same contract as Foundation's `JSONDecoder`, but every
// number is converted here from its literal text, so a wrong numeric kind or a number out of
// a type's range is a `DecodingError` at the field's coding path (`steps[1].move.frames: must
// be a whole number, got 1.5`), never "not valid JSON" with no field.

/// Decodes `Decodable` values from JSON read by `JSONReader`.
public struct StrictJSONDecoder: Sendable {
  /// A decoder.
  public init() {}

  /// Decodes `type` from an already read value.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try T(from: JSONValueDecoder(value: value, codingPath: []))
  }

  /// Reads `bytes` and decodes `type`; a syntax error or duplicate key is thrown as `JSONReadError`.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: some Sequence<UInt8>) throws -> T {
    try decode(type, from: try JSONReader.read(Array(bytes)))
  }
}

/// The `Decoder` for one value at one coding path.
struct JSONValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let fields) = value else {
      throw DecodingError.typeMismatch(
        [String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object, found \(value.kindDescription)"))
    }
    return KeyedDecodingContainer(JSONKeyedContainer<Key>(fields: fields, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw DecodingError.typeMismatch(
        [Any].self, .init(codingPath: codingPath, debugDescription: "expected an array, found \(value.kindDescription)"))
    }
    return JSONUnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { JSONSingleValueContainer(decoder: self) }
}

// MARK: - Converting one value

extension JSONValueDecoder {
  func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
    if value == .null {
      return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
    }
    return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kindDescription)"))
  }

  func corrupted(_ message: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }

  func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(Bool.self, expected: "true or false") }
    return flag
  }

  func string() throws -> String {
    guard case .string(let text) = value else { throw mismatch(String.self, expected: "a string") }
    return text
  }

  /// A finite `Double`. A literal beyond its range is an error rather than infinity, and a non-zero literal
  /// too small to represent is an error rather than a silent 0.
  func double() throws -> Double {
    guard case .number(let text) = value else { throw mismatch(Double.self, expected: "a number") }
    guard let number = Double(text), number.isFinite else {
      throw corrupted("\(text) is too large for a 64-bit floating-point number")
    }
    if number == 0, Self.hasNonZeroDigit(text) {
      throw corrupted("\(text) is too small for a 64-bit floating-point number (it would read as 0)")
    }
    return number
  }

  /// A whole number of type `I`: `2`, `2.0` and `2e0` are 2; `1.5` and numbers outside `I`'s range are errors.
  func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    guard case .number(let text) = value else { throw mismatch(I.self, expected: "a whole number") }
    let plain = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
    if plain {
      if let exact = I(text) { return exact }
      throw corrupted("must be a whole number in \(I.min)...\(I.max), got \(text)")
    }
    guard let number = Double(text), number.isFinite, number == number.rounded(.towardZero) else {
      throw corrupted("must be a whole number, got \(text)")
    }
    guard let exact = I(exactly: number) else { throw corrupted("must be a whole number in \(I.min)...\(I.max), got \(text)") }
    return exact
  }

  /// Whether a number literal's digits (before any exponent) include a non-zero digit.
  static func hasNonZeroDigit(_ text: String) -> Bool {
    for character in text {
      if character == "e" || character == "E" { return false }
      if character.isNumber && character != "0" { return true }
    }
    return false
  }

  /// A finite `Float`: a number beyond its range is an error, as for `Double`.
  func float() throws -> Float {
    let number = Float(try double())
    guard number.isFinite else { throw corrupted("too large for a 32-bit floating-point number") }
    return number
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

// MARK: - Containers

struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let fields: [JSONField]
  let codingPath: [any CodingKey]
  private let index: [String: Int]

  init(fields: [JSONField], codingPath: [any CodingKey]) {
    self.fields = fields
    self.codingPath = codingPath
    var index: [String: Int] = [:]
    for (position, field) in fields.enumerated() { index[field.key] = position }
    self.index = index
  }

  var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.key) } }
  func contains(_ key: Key) -> Bool { index[key.stringValue] != nil }

  private func decoder(for key: Key) throws -> JSONValueDecoder {
    guard let position = index[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath + [key], debugDescription: "missing required field '\(key.stringValue)'"))
    }
    return JSONValueDecoder(value: fields[position].value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).value == .null }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).bool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).string() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).double() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).float() }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).integer(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).integer(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).integer(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).integer(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).integer(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).integer(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).integer(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).integer(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).integer(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).integer(type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    JSONValueDecoder(value: .object(fields), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The decoder for the next element, advancing past it.
  private mutating func next(_ type: Any.Type) throws -> JSONValueDecoder {
    let key = AnyCodingKey(intValue: currentIndex)!
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath + [key], debugDescription: "the array has only \(elements.count) elements"))
    }
    defer { currentIndex += 1 }
    return JSONValueDecoder(value: elements[currentIndex], codingPath: codingPath + [key])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).bool() }
  mutating func decode(_ type: String.Type) throws -> String { try next(type).string() }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(type).double() }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(type).float() }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(type).integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).integer(type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    try next([String: Any].self).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next([Any].self).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}

struct JSONSingleValueContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
  func decode(_ type: String.Type) throws -> String { try decoder.string() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.double() }
  func decode(_ type: Float.Type) throws -> Float { try decoder.float() }
  func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
