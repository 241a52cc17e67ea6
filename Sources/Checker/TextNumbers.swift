// The textual numbers a user types: seeds and time budgets. One parser each, shared by the command line
// (`--seed`, `--duration`) and the test environment (`NESTEDCHECK_SEED`, `NESTEDCHECK_DURATION`), so both
// accept exactly the same spellings.

/// Parses a run seed: a decimal or `0x`-prefixed hexadecimal unsigned 64-bit number.
public enum SeedText {
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

  public static func parse(_ text: String) -> Double? {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    var number = Substring(text.trimmingWhitespace)
    var scale = 1.0
    if let last = number.last, let unit = units[last] {
      scale = unit
      number = number.dropLast()
    }
    guard let value = Double(number), value.isFinite, value > 0 else { return nil }
    let seconds = value * scale
    return seconds <= maximumSeconds ? seconds : nil
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
