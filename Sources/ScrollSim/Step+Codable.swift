// JSON shape of a step: Swift's synthesized `Codable` shape for enums with associated
// values (`{"move": {"dx": 0, "dy": -400, "frames": 20}}`), written by hand so a bad
// step is an error that names the step and the field, and impossible values
// (negative frames, NaN) are rejected at the door.

extension Step: Codable {
  public init(from decoder: any Decoder) throws {
    let outer = try decoder.container(keyedBy: AnyCodingKey.self)
    let keys = outer.allKeys.map(\.stringValue).sorted()
    guard keys.count == 1, let name = keys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: outer.codingPath,
          debugDescription: "a step is an object with exactly one key (the step kind), got \(keys.isEmpty ? "none" : keys.joined(separator: ", "))"))
    }
    guard let kind = StepKind(rawValue: name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: outer.codingPath + [AnyCodingKey(name)],
          debugDescription: "unknown step '\(name)'; expected one of: \(StepKind.allCases.map(\.rawValue).joined(separator: ", "))"))
    }
    let c = try outer.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(name))
    try c.rejectUnknownKeys(allowed: Set(Self.fieldNames(of: kind)))
    func number(_ key: String) throws -> Double {
      let value: Double = try c.required(key)
      try c.check(value.isFinite, key, "must be a finite number")
      return value
    }
    func frames(_ key: String) throws -> Int {
      let value: Int = try c.required(key)
      try c.check(value >= 1 && value <= maximumStepFrames, key, "must be in 1...\(maximumStepFrames), got \(value)")
      return value
    }
    func named<Value: RawRepresentable & CaseIterable>(_ key: String, _: Value.Type) throws -> Value
    where Value.RawValue == String {
      let raw: String = try c.required(key)
      guard let value = Value(rawValue: raw) else {
        let options = Value.allCases.map(\.rawValue).joined(separator: ", ")
        try c.check(false, key, "unknown value '\(raw)'; expected one of: \(options)")
        preconditionFailure("unreachable")
      }
      return value
    }
    switch kind {
    case .touchDown: self = .touchDown(x: try number("x"), y: try number("y"))
    case .move: self = .move(dx: try number("dx"), dy: try number("dy"), frames: try frames("frames"))
    case .lift: self = .lift(vx: try number("vx"), vy: try number("vy"))
    case .wait: self = .wait(frames: try frames("frames"))
    case .tapTab: self = .tapTab(index: try c.required("index"), animated: try c.value("animated", or: false))
    case .reloadHeader:
      let height = try number("height")
      try c.check(height >= 0, "height", "must be >= 0, got \(height)")
      self = .reloadHeader(height: height)
    case .setSafeArea:
      let top = try number("top"), bottom = try number("bottom")
      try c.check(top >= 0, "top", "must be >= 0, got \(top)")
      try c.check(bottom >= 0, "bottom", "must be >= 0, got \(bottom)")
      self = .setSafeArea(top: top, bottom: bottom)
    case .resize:
      let width = try number("width"), height = try number("height")
      try c.check(width >= 1, "width", "must be >= 1, got \(width)")
      try c.check(height >= 1, "height", "must be >= 1, got \(height)")
      self = .resize(width: width, height: height)
    case .setListContent:
      let height = try number("height")
      try c.check(height >= 0, "height", "must be >= 0, got \(height)")
      self = .setListContent(index: try c.required("index"), height: height)
    case .tapStatusBar: self = .tapStatusBar
    case .requestSlots: self = .requestSlots
    case .respond:
      let afterFrames: Int = try c.required("afterFrames")
      try c.check(
        afterFrames >= 0 && afterFrames <= maximumStepFrames, "afterFrames",
        "must be in 0...\(maximumStepFrames), got \(afterFrames)")
      let slotHeight = try c.decodeIfPresent(Double.self, forKey: AnyCodingKey("slotHeight"))
      if let slotHeight {
        try c.check(
          slotHeight.isFinite && slotHeight >= 0 && slotHeight <= 10_000, "slotHeight",
          "must be in [0, 10000], got \(slotHeight)")
      }
      self = .respond(
        load: try named("load", LoadKind.self), afterFrames: afterFrames,
        outcome: c.contains(AnyCodingKey("outcome")) ? try named("outcome", ResponseOutcome.self) : .success,
        slotHeight: slotHeight)
    case .setContentInset:
      let top = try number("top"), bottom = try number("bottom")
      try c.check(top >= 0 && top <= 10_000, "top", "must be in [0, 10000], got \(top)")
      try c.check(bottom >= 0 && bottom <= 10_000, "bottom", "must be in [0, 10000], got \(bottom)")
      let view: String = try c.required("view")
      switch view {
      case "outer":
        try c.check(!c.contains(AnyCodingKey("index")), "index", "only a list has an index; view is 'outer'")
        self = .setContentInset(view: .outer, top: top, bottom: bottom)
      case "list":
        let index: Int = try c.required("index")
        try c.check(index >= 0 && index < 10, "index", "must be in 0..<10, got \(index)")
        self = .setContentInset(view: .list(index), top: top, bottom: bottom)
      default:
        try c.check(false, "view", "unknown value '\(view)'; expected one of: outer, list")
        preconditionFailure("unreachable")
      }
    case .reloadPager: self = .reloadPager
    case .unloadDistantLists: self = .unloadDistantLists
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var outer = encoder.container(keyedBy: AnyCodingKey.self)
    var c = outer.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(kind.rawValue))
    switch self {
    case .touchDown(let x, let y): try c.put(x, "x"); try c.put(y, "y")
    case .move(let dx, let dy, let frames): try c.put(dx, "dx"); try c.put(dy, "dy"); try c.put(frames, "frames")
    case .lift(let vx, let vy): try c.put(vx, "vx"); try c.put(vy, "vy")
    case .wait(let frames): try c.put(frames, "frames")
    case .tapTab(let index, let animated): try c.put(index, "index"); try c.put(animated, "animated")
    case .reloadHeader(let height): try c.put(height, "height")
    case .setSafeArea(let top, let bottom): try c.put(top, "top"); try c.put(bottom, "bottom")
    case .resize(let width, let height): try c.put(width, "width"); try c.put(height, "height")
    case .setListContent(let index, let height): try c.put(index, "index"); try c.put(height, "height")
    case .tapStatusBar, .requestSlots: break
    case .respond(let load, let afterFrames, let outcome, let slotHeight):
      try c.put(load, "load")
      try c.put(afterFrames, "afterFrames")
      try c.put(outcome, "outcome")
      if let slotHeight { try c.put(slotHeight, "slotHeight") }
    case .setContentInset(let view, let top, let bottom):
      switch view {
      case .outer: try c.put("outer", "view")
      case .list(let index): try c.put("list", "view"); try c.put(index, "index")
      }
      try c.put(top, "top")
      try c.put(bottom, "bottom")
    case .reloadPager, .unloadDistantLists: break
    }
  }

  /// The field names each step kind accepts.
  static func fieldNames(of kind: StepKind) -> [String] {
    switch kind {
    case .touchDown: ["x", "y"]
    case .move: ["dx", "dy", "frames"]
    case .lift: ["vx", "vy"]
    case .wait: ["frames"]
    case .tapTab: ["index", "animated"]
    case .reloadHeader: ["height"]
    case .setSafeArea: ["top", "bottom"]
    case .resize: ["width", "height"]
    case .setListContent: ["index", "height"]
    case .tapStatusBar, .requestSlots: []
    case .respond: ["load", "afterFrames", "outcome", "slotHeight"]
    case .setContentInset: ["view", "index", "top", "bottom"]
    case .reloadPager, .unloadDistantLists: []
    }
  }
}
