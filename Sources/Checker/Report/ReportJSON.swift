// A tiny JSON writer for the data the HTML reports embed. Hand-rolled rather than JSONEncoder because a
// trace may hold non-finite offsets (the very thing `finite-state` reports), which JSON cannot spell and
// JSONEncoder refuses: here they become `null`. Keys keep the order given, so output is byte-stable.

/// A JSON value under construction.
public enum ReportJSON: Sendable {
  /// JSON's `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([ReportJSON])
  /// An object, its fields in the order given.
  case object([(String, ReportJSON)])

  /// A number, or `null` when it is not finite.
  public static func num(_ value: Double?) -> ReportJSON {
    guard let value, value.isFinite else { return .null }
    return .number(value)
  }

  /// An integer, as a number.
  public static func int(_ value: Int) -> ReportJSON { .number(Double(value)) }

  /// The compact JSON text. Safe inside an HTML `<script>` element: `<`, `>` and `&` are written as `\u` escapes,
  /// so no string in the data (a scenario's description, say) can close the element or open a comment.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += Self.number(value)
    case .string(let value): Self.string(value, to: &out)
    case .array(let items):
      out += "["
      for (position, item) in items.enumerated() {
        if position > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (position, member) in members.enumerated() {
        if position > 0 { out += "," }
        Self.string(member.0, to: &out)
        out += ":"
        member.1.write(to: &out)
      }
      out += "}"
    }
  }

  /// Whole numbers without a fraction; others in Swift's shortest round-trip form (locale-free).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  static func string(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// Escaping for HTML text and double-quoted attribute values.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
