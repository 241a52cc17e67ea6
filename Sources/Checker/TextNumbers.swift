// The textual numbers a user types: seeds and time budgets. One parser each, shared by the command line
// (`--seed`, `--duration`) and the test environment (`NESTEDCHECK_SEED`, `NESTEDCHECK_DURATION`), so both
// accept exactly the same spellings.

/// Parses a run seed: a decimal or `0x`-prefixed hexadecimal unsigned 64-bit number.
public enum SeedText {
  /// A seed spelled in decimal or `0x` hexadecimal, or `nil`.
  public static func parse(_ text: String) -> UInt64? {
    let trimmed = text.trimmingWhitespace
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }

  /// What `parse` accepts, for error messages.
  public static let expected = "a decimal or 0x-hexadecimal unsigned 64-bit number"
}

/// Parses a time budget: `90`, `90s`, `5m`, `1h` or `0.5`, in seconds.
public enum DurationText {
  /// The longest budget accepted: a week. Longer budgets are typos, and would overflow deadline arithmetic.
  public static let maximumSeconds: Double = 7 * 24 * 3600

  /// A duration in seconds spelled `90`, `30s`, `5m`, `1h` or with an exponent (`1e3s`), or `nil`.
  public static func parse(_ text: String) -> Double? {
    guard let seconds = seconds(text), seconds > 0, seconds <= maximumSeconds else { return nil }
    return seconds
  }

  /// The spelling alone, any size: decimal digits with an optional fraction, exponent and unit (`1e19`, `1e300h`),
  /// never Swift's other `Double` spellings (`inf`, `nan`, `0x10`). `nil` only when it is not a duration at all, so
  /// a caller can say "too long" for `1e19` and "not a duration" for `soon`; the result may be infinite.
  public static func seconds(_ text: String) -> Double? {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    var number = Substring(text.trimmingWhitespace)
    var scale = 1.0
    if let last = number.last, let unit = units[last] {
      scale = unit
      number = number.dropLast()
    }
    guard isDecimal(number), let value = Double(number) else { return nil }
    return value * scale
  }

  /// `[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  static func isDecimal(_ text: Substring) -> Bool {
    var rest = text
    func digits() -> Bool {
      let count = rest.prefix { $0.isASCII && $0.isNumber }.count
      rest = rest.dropFirst(count)
      return count > 0
    }
    guard digits() else { return false }
    if rest.first == "." {
      rest = rest.dropFirst()
      guard digits() else { return false }
    }
    if rest.first == "e" || rest.first == "E" {
      rest = rest.dropFirst()
      if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
      guard digits() else { return false }
    }
    return rest.isEmpty
  }

  /// What `parse` accepts, for error messages.
  public static let expected = "a time like 90, 30s, 5m or 1h (at most a week)"
}

extension String {
  fileprivate var trimmingWhitespace: Substring {
    var slice = Substring(self)
    while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
    while slice.last?.isWhitespace == true { slice = slice.dropLast() }
    return slice
  }
}
