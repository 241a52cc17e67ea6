// A JSON document as the strict reader sees it: objects keep their fields in file order (each key
// once), and numbers keep their literal text, so the decoder can tell `1.5` from `1`, and
// `9223372036854775808` or `1e-400` from a number that fits, and say so naming the field.
//
// Foundation's `JSONDecoder` reports every one of those as "the given data was not valid JSON"
// with no field, and silently keeps one of two duplicate keys; scenario files are written by
// people, so both must be errors that point at the field.

/// One JSON value.
public enum JSONValue: Hashable, Sendable {
  /// JSON's `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// The number's literal text, exactly as written (already checked against JSON's number grammar).
  case number(String)
  /// A string, unescaped.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// Fields in file order; the reader rejects a key that appears twice.
  case object([JSONField])

  /// What the value is, in words, for "expected …, found …" messages.
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "true or false"
    case .number(let text): "the number \(text)"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One field of a JSON object.
public struct JSONField: Hashable, Sendable {
  /// The field's name.
  public var key: String
  /// The field's value.
  public var value: JSONValue

  /// A field named `key` with `value`.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// Why a file is not a JSON document this project reads, with where.
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line and column (in bytes) of the problem.
  public var line: Int
  /// The column of the problem.
  public var column: Int
  /// What is wrong, in words.
  public var reason: String
  /// For a duplicate key: the path of the repeated field (e.g. `steps[2].move.dx`); `nil` for a syntax error.
  public var duplicatePath: String?

  /// `not valid JSON: line 3, column 14: expected ',' or '}' after a field`, or
  /// `steps[2].move.dx: duplicate key (line 3, column 30); a key may appear once in an object`.
  public var description: String {
    if let duplicatePath {
      return "\(duplicatePath): \(reason) (line \(line), column \(column)); a key may appear once in an object"
    }
    return "not valid JSON: line \(line), column \(column): \(reason)"
  }
}

/// Renders a coding path as scenario files' readers write it: `steps[3].move.frames`, `(top level)` when empty.
/// A key that is not a plain name (letters, digits, `_`, `-`) is quoted, `world["head erHeight"]`, so the path
/// always ends at the first ": " of a message and odd characters show as escapes.
public func codingPathDescription(_ codingPath: [any CodingKey]) -> String {
  var text = ""
  for key in codingPath {
    if let index = key.intValue {
      text += "[\(index)]"
    } else if isPlainName(key.stringValue) {
      text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
    } else {
      text += "[\"" + key.stringValue.unicodeScalars.map(escapedForPath).joined() + "\"]"
    }
  }
  return text.isEmpty ? "(top level)" : text
}

private func isPlainName(_ name: String) -> Bool {
  !name.isEmpty
    && name.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
      default: false
      }
    }
}

private func escapedForPath(_ scalar: Unicode.Scalar) -> String {
  switch scalar {
  case "\"": return "\\\""
  case "\\": return "\\\\"
  default:
    return scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
  }
}
