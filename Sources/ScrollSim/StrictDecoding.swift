// Helpers that make hand-written `Decodable` conformances strict and readable.
//
// Scenario files are written by people. A misspelt field must be an error that
// names the field, not a silently ignored key that changes what the test means.

/// A coding key made from any string, used to enumerate the keys actually present in a JSON object.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
  public var stringValue: String
  public var intValue: Int?
  /// A key named `string`.
  public init(_ string: String) { stringValue = string }
  public init?(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Throws a `dataCorrupted` error naming the first key that is not in `allowed` (in sorted order, for determinism).
  public func rejectUnknownKeys(allowed: Set<String>) throws {
    let unknown = allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
    guard let first = unknown.first else { return }
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: codingPath + [AnyCodingKey(first)],
        debugDescription: "unknown field '\(first)'; expected one of: \(allowed.sorted().joined(separator: ", "))"))
  }

  /// Decodes `key` if present, otherwise keeps `fallback`.
  public func value<T: Decodable>(_ key: String, or fallback: T) throws -> T {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key)) ?? fallback
  }

  /// Decodes a required `key`, with an error that names it when it is missing.
  public func required<T: Decodable>(_ key: String) throws -> T {
    let codingKey = AnyCodingKey(key)
    guard contains(codingKey) else {
      throw DecodingError.keyNotFound(
        codingKey, .init(codingPath: codingPath + [codingKey], debugDescription: "missing required field '\(key)'"))
    }
    return try decode(T.self, forKey: codingKey)
  }

  /// Throws a `dataCorrupted` error at `key` unless `condition` holds.
  public func check(_ condition: Bool, _ key: String, _ message: @autoclosure () -> String) throws {
    guard !condition else { return }
    throw DecodingError.dataCorrupted(
      .init(codingPath: codingPath + [AnyCodingKey(key)], debugDescription: message()))
  }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
  /// Encodes `value` under `key`; a tiny convenience that keeps encoders one line per field.
  public mutating func put<T: Encodable>(_ value: T, _ key: String) throws {
    try encode(value, forKey: AnyCodingKey(key))
  }
}
