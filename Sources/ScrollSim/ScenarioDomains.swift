// The documented range of every kind of number a scenario carries (docs/scenarios.md, "Domains").
//
// The simulation is total on these ranges: no conversion traps, no infinity or NaN reaches layout,
// reports or pictures. They are wide enough for any real gesture or screen (the fastest flicks measured
// on iPhones are around 10,000 pt/s; the largest screens are under 3,000 pt) and narrow enough that the
// arithmetic stays in the exact range of `Double` far from overflow. A value outside its domain is an
// input error naming the field, checked by the decoder. New step fields pick a domain here (or add one)
// and decode through `number(_:in:)` / `integer(_:in:)` below.

/// A documented range for one kind of number, with its unit for messages.
public struct NumericDomain<Value: Comparable & Sendable>: Sendable {
  /// The values the number may take.
  public let range: ClosedRange<Value>
  /// "pt", "pt/s", "frames", … or empty.
  public let unit: String

  /// A domain of `range`, with the unit error messages name.
  public init(_ range: ClosedRange<Value>, unit: String = "") {
    self.range = range
    self.unit = unit
  }

  /// Whether `value` is in the domain.
  public func contains(_ value: Value) -> Bool { range.contains(value) }
}

extension NumericDomain where Value == Double {
  /// `[-100000, 100000] pt`.
  public var text: String { "[\(fmt(range.lowerBound)), \(fmt(range.upperBound))]\(unit.isEmpty ? "" : " \(unit)")" }
}

extension NumericDomain where Value == Int {
  /// `1...72000 frames`.
  public var text: String { "\(range.lowerBound)...\(range.upperBound)\(unit.isEmpty ? "" : " \(unit)")" }
}

/// Every step number's domain, by kind of quantity.
public enum StepDomain {
  /// `touchDown` x and y: viewport points; a touch outside the viewport is ignored.
  public static let position = NumericDomain(-100_000.0...100_000.0, unit: "pt")
  /// `move` dx and dy: the finger's translation over the step.
  public static let translation = NumericDomain(-100_000.0...100_000.0, unit: "pt")
  /// `lift` vx and vy: release velocities.
  public static let velocity = NumericDomain(-100_000.0...100_000.0, unit: "pt/s")
  /// `move` and `wait` frames.
  public static let frames = NumericDomain(1...maximumStepFrames, unit: "frames")
  /// `respond` afterFrames: 0 answers in the same frame.
  public static let delay = NumericDomain(0...maximumStepFrames, unit: "frames")
  /// `tapTab` and `setListContent` index; an index the page does not have is ignored.
  public static let index = NumericDomain(-1_000...1_000)
  /// `reloadHeader` height (as `world.headerHeight`).
  public static let headerHeight = NumericDomain(0.0...10_000, unit: "pt")
  /// `setSafeArea` top and bottom; the page clamps each to half the viewport height.
  public static let safeArea = NumericDomain(0.0...1_500, unit: "pt")
  /// `resize` width and height; the page uses at least 100 pt (as `world.viewportWidth`/`viewportHeight`).
  public static let viewportSide = NumericDomain(1.0...3_000, unit: "pt")
  /// `setListContent` height (as `world.lists[i].contentHeight`).
  public static let contentHeight = NumericDomain(0.0...10_000_000, unit: "pt")
  /// `respond` slotHeight: the banner height a slot response asks for.
  public static let slotHeight = NumericDomain(0.0...10_000, unit: "pt")
  /// `setContentInset` top and bottom: a refresh spinner, a keyboard, a tab bar, a list header.
  public static let contentInset = NumericDomain(0.0...10_000, unit: "pt")
  /// `setContentInset` list index: the page has at most ten lists.
  public static let listIndex = NumericDomain(0...9)
}

/// Upper bound on the frames one scenario's steps take together (about 2.3 hours at 120 Hz), so a replay is
/// bounded work: `steps` beyond it is an input error, and `Runner` stops any run at this plus the settle limit.
public let maximumScenarioFrames = 1_000_000

extension Sequence<Step> {
  /// The frames these steps take together (each at most `maximumStepFrames`, so the sum cannot overflow in practice).
  public var totalFrames: Int { reduce(0) { $0 &+ $1.frameCount } }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Decodes a required number and checks it lies in `domain`, with an error naming the field.
  public func number(_ key: String, in domain: NumericDomain<Double>) throws -> Double {
    let value: Double = try required(key)
    try check(domain.contains(value), key, "must be in \(domain.text), got \(fmt(value))")
    return value
  }

  /// Decodes an optional number (absent: `fallback`) and checks it lies in `domain`.
  public func number(_ key: String, in domain: NumericDomain<Double>, or fallback: Double) throws -> Double {
    guard contains(AnyCodingKey(key)) else { return fallback }
    return try number(key, in: domain)
  }

  /// Decodes a required whole number and checks it lies in `domain`. Read as a number first, so `1.5` and
  /// `9223372036854775808` get the same message naming the field and the domain as any other value out of range.
  public func integer(_ key: String, in domain: NumericDomain<Int>) throws -> Int {
    let value: Double = try required(key)
    try check(value == value.rounded(.towardZero), key, "must be a whole number in \(domain.text), got \(fmt(value))")
    guard let whole = Int(exactly: value), domain.contains(whole) else {
      try check(false, key, "must be in \(domain.text), got \(fmt(value))")
      preconditionFailure("unreachable")
    }
    return whole
  }

  /// Decodes an optional whole number (absent: `fallback`) and checks it lies in `domain`.
  public func integer(_ key: String, in domain: NumericDomain<Int>, or fallback: Int) throws -> Int {
    guard contains(AnyCodingKey(key)) else { return fallback }
    return try integer(key, in: domain)
  }
}

/// A number as scenario messages print it: whole values without ".0", others in Swift's shortest form.
public func numberText(_ value: Double) -> String { fmt(value) }
