// JSON shape of a step: Swift's synthesized `Codable` shape for enums with associated
// values (`{"move": {"dx": 0, "dy": -400, "frames": 20}}`), written by hand so a bad
// step is an error that names the step and the field, and every number is checked against
// its documented domain (ScenarioDomains.swift) at the door.

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
    // Each field decodes through its kind's documented domain (ScenarioDomains.swift).
    typealias D = StepDomain
    switch kind {
    case .touchDown: self = .touchDown(x: try c.number("x", in: D.position), y: try c.number("y", in: D.position))
    case .move:
      self = .move(
        dx: try c.number("dx", in: D.translation), dy: try c.number("dy", in: D.translation),
        frames: try c.integer("frames", in: D.frames))
    case .lift: self = .lift(vx: try c.number("vx", in: D.velocity), vy: try c.number("vy", in: D.velocity))
    case .wait: self = .wait(frames: try c.integer("frames", in: D.frames))
    case .tapTab:
      self = .tapTab(index: try c.integer("index", in: D.index), animated: try c.value("animated", or: false))
    case .reloadHeader: self = .reloadHeader(height: try c.number("height", in: D.headerHeight))
    case .setSafeArea:
      self = .setSafeArea(top: try c.number("top", in: D.safeArea), bottom: try c.number("bottom", in: D.safeArea))
    case .resize:
      self = .resize(width: try c.number("width", in: D.viewportSide), height: try c.number("height", in: D.viewportSide))
    case .setListContent:
      self = .setListContent(index: try c.integer("index", in: D.index), height: try c.number("height", in: D.contentHeight))
    case .tapStatusBar: self = .tapStatusBar
    case .requestSlots: self = .requestSlots
    case .respond:
      let slotKey = AnyCodingKey("slotHeight")
      let hasSlotHeight = try c.contains(slotKey) && !c.decodeNil(forKey: slotKey)
      let slotHeight = hasSlotHeight ? try c.number("slotHeight", in: D.slotHeight) : nil
      self = .respond(
        load: try named("load", LoadKind.self), afterFrames: try c.integer("afterFrames", in: D.delay),
        outcome: c.contains(AnyCodingKey("outcome")) ? try named("outcome", ResponseOutcome.self) : .success,
        slotHeight: slotHeight)
    case .setContentInset:
      let top = try c.number("top", in: D.contentInset), bottom = try c.number("bottom", in: D.contentInset)
      let view: String = try c.required("view")
      switch view {
      case "outer":
        try c.check(!c.contains(AnyCodingKey("index")), "index", "only a list has an index; view is 'outer'")
        self = .setContentInset(view: .outer, top: top, bottom: bottom)
      case "list":
        self = .setContentInset(view: .list(try c.integer("index", in: D.listIndex)), top: top, bottom: bottom)
      default:
        try c.check(false, "view", "unknown value '\(view)'; expected one of: outer, list")
        preconditionFailure("unreachable")
      }
    case .reloadPager: self = .reloadPager
    case .unloadDistantLists: self = .unloadDistantLists
    case .app: self = try Self.decodeAppEvent(c)
    }
  }

  /// `{"name": "open-post", "arguments": {"row": 12, "style": "card"}}`: a well-formed name and arguments, each a
  /// number or a string. Whether the entry declares the event, and whether the arguments fit its parameters, is
  /// checked where the entry is known (`Scenario.judging(_:source:)`), so the message can list what it declares.
  private static func decodeAppEvent(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> Step {
    let name: String = try c.required("name")
    try c.check(AppEvent.isValidName(name), "name", "'\(name)' is not an app event name (lowercase words joined by '-')")
    var arguments: [AppArgument] = []
    let key = AnyCodingKey("arguments")
    if try c.contains(key) && !c.decodeNil(forKey: key) {
      let object = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
      for argument in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        try object.check(
          AppEvent.isValidName(argument.stringValue), argument.stringValue,
          "'\(argument.stringValue)' is not a parameter name (lowercase words joined by '-')")
        if let number = try? object.decode(Double.self, forKey: argument) {
          try object.check(
            number.isFinite && number.magnitude <= 1e15, argument.stringValue, "must be a finite number within ±1e15")
          arguments.append(AppArgument(argument.stringValue, .number(number)))
        } else if let text = try? object.decode(String.self, forKey: argument) {
          arguments.append(AppArgument(argument.stringValue, .text(text)))
        } else {
          try object.check(false, argument.stringValue, "an app event's argument is a number or a string")
        }
      }
    }
    return .appEvent(name, arguments)
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
    case .app(let name, let arguments):
      try c.put(name, "name")
      if !arguments.isEmpty {
        var object = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("arguments"))
        for argument in arguments {
          switch argument.value {
          case .number(let number): try object.put(number, argument.name)
          case .text(let text): try object.put(text, argument.name)
          }
        }
      }
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
    case .app: ["name", "arguments"]
    }
  }
}
