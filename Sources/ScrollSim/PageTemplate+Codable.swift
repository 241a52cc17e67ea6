// A template file (`nestedcheck fuzz --template FILE`) and the template as summary.json records it, read strictly:
// an unknown field, a range with its ends swapped, a value outside what a page can be, or constraints no page meets
// together are errors naming the field, never a silently wider or emptier run.
//
// A range is `[lower, upper]`, or one number for an exact value; a screen is `{"width": 393, "height": 852}`; knobs
// are "defaults", "plausible", "pessimistic" or a knob object (exactly those knobs).

extension PageTemplate: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: Set(Self.fieldNames))
    func range(_ key: String) throws -> ClosedRange<Double>? {
      try c.decodeIfPresent(TemplateRange.self, forKey: AnyCodingKey(key)).map { $0.lower...$0.upper }
    }
    self.init()
    if let counts = try c.decodeIfPresent(TemplateRange.self, forKey: AnyCodingKey("listCount")) {
      try c.check(
        counts.lower == counts.lower.rounded() && counts.upper == counts.upper.rounded() && abs(counts.upper) < 1e9,
        "listCount", "must be whole numbers, got \(fmt(counts.lower))...\(fmt(counts.upper))")
      listCount = Int(counts.lower)...Int(counts.upper)
    }
    headerHeight = try range("headerHeight")
    pinBarHeight = try range("pinBarHeight")
    pinOffset = try range("pinOffset")
    safeAreaTop = try range("safeAreaTop")
    safeAreaBottom = try range("safeAreaBottom")
    viewports = try c.decodeIfPresent([ViewportSize].self, forKey: AnyCodingKey("viewports"))
    viewportWidth = try range("viewportWidth")
    viewportHeight = try range("viewportHeight")
    listContentHeight = try range("listContentHeight")
    headerOnly = try c.decodeIfPresent(Bool.self, forKey: AnyCodingKey("headerOnly"))
    loads = try c.decodeIfPresent(Bool.self, forKey: AnyCodingKey("loads"))
    headerContent = try c.decodeIfPresent(Bool.self, forKey: AnyCodingKey("headerContent"))
    knobs = try c.decodeIfPresent(KnobChoice.self, forKey: AnyCodingKey("knobs"))
    let problems = self.problems
    guard problems.isEmpty else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: c.codingPath, debugDescription: PageTemplateError(problems: problems).description))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    if let listCount { try c.put([listCount.lowerBound, listCount.upperBound], "listCount") }
    func put(_ range: ClosedRange<Double>?, _ key: String) throws {
      if let range { try c.put([range.lowerBound, range.upperBound], key) }
    }
    try put(headerHeight, "headerHeight")
    try put(pinBarHeight, "pinBarHeight")
    try put(pinOffset, "pinOffset")
    try put(safeAreaTop, "safeAreaTop")
    try put(safeAreaBottom, "safeAreaBottom")
    if let viewports { try c.put(viewports, "viewports") }
    try put(viewportWidth, "viewportWidth")
    try put(viewportHeight, "viewportHeight")
    try put(listContentHeight, "listContentHeight")
    if let headerOnly { try c.put(headerOnly, "headerOnly") }
    if let loads { try c.put(loads, "loads") }
    if let headerContent { try c.put(headerContent, "headerContent") }
    if let knobs { try c.put(knobs, "knobs") }
  }
}

/// `[lower, upper]` or one number, its ends in order.
private struct TemplateRange: Decodable {
  var lower: Double
  var upper: Double

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Double.self) {
      (lower, upper) = (value, value)
      return
    }
    guard var list = try? decoder.unkeyedContainer(), list.count == 2 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "must be [lower, upper] or one number"))
    }
    lower = try list.decode(Double.self)
    upper = try list.decode(Double.self)
    guard lower <= upper else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "[\(fmt(lower)), \(fmt(upper))] is an empty range: its lower end is above its upper end"))
    }
  }
}

extension ViewportSize: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: ["width", "height"])
    self.init(width: try c.required("width"), height: try c.required("height"))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(width, "width")
    try c.put(height, "height")
  }
}

extension KnobChoice: Codable {
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      switch name {
      case "defaults": self = .defaults
      case "plausible": self = .plausible
      case "pessimistic": self = .pessimistic
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "must be defaults, plausible, pessimistic or a knob object, got '\(name)'"))
      }
      return
    }
    self = .fixed(try SimulationKnobs(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .fixed(let knobs): try knobs.encode(to: encoder)
    default:
      var c = encoder.singleValueContainer()
      try c.encode(name)
    }
  }
}

extension PageTemplate: CustomStringConvertible {
  /// One line, as failure messages and the fuzz command print it: `listCount 4...4, headerHeight 240...320, …`, or
  /// `unconstrained`.
  public var description: String {
    var parts: [String] = []
    if let listCount { parts.append("listCount \(listCount.lowerBound)...\(listCount.upperBound)") }
    for (name, range) in lengthRanges where name.hasPrefix("header") || name.hasPrefix("pin") || name.hasPrefix("safe") {
      if let range { parts.append("\(name) \(Self.text(range))") }
    }
    if let viewports { parts.append("viewports " + viewports.map { "\(fmt($0.width))x\(fmt($0.height))" }.joined(separator: " ")) }
    for (name, range) in lengthRanges where name.hasPrefix("viewport") || name.hasPrefix("list") {
      if let range { parts.append("\(name) \(Self.text(range))") }
    }
    if let headerOnly { parts.append("headerOnly \(headerOnly)") }
    if let loads { parts.append("loads \(loads)") }
    if let headerContent { parts.append("headerContent \(headerContent)") }
    if let knobs { parts.append("knobs \(knobs.name)") }
    return parts.isEmpty ? "unconstrained" : parts.joined(separator: ", ")
  }
}
