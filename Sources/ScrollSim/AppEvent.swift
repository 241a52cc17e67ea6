// A team's own app action (docs/app-events.md): what the app does to the page besides what a finger, the system or the
// network do. A post tapped that scrolls the feed to a row, a "back to top" button, a composer that opens. Declared on
// the entry (`CoordinatorEntry.declaring(_:)`) with a name, parameters with domains, a weight and an action; the
// generator draws it by weight with arguments from the domains, a scenario file stores it by name with its arguments
// (`{"app": {"name": "open-post", "arguments": {"row": 12}}}`), the shrinker deletes it or moves each argument to its
// simplest value, and traces and reports show its name and arguments.
//
// It lives in ScrollSim, beside `Step`, because the page world plays it: the world holds the entry's events and runs
// the action when an `.app` step comes (PageWorld+AppEvents.swift).

/// The values an app event's parameter takes.
public enum AppEventDomain: Hashable, Sendable {
  /// A whole number in the range; its simplest value is 0, or the range's end nearest to 0.
  case integers(ClosedRange<Int>)
  /// A number in the range; its simplest value is 0, or the range's end nearest to 0.
  case numbers(ClosedRange<Double>)
  /// One of the strings, in order: the first is the simplest.
  case choice([String])
  /// A role view of the page: the outer table, the list on screen, or the list at an index (`AppViewRole`).
  case view
}

/// A role view an app event acts on, stored in files as `outer`, `current-list` or `list<i>`.
public enum AppViewRole: Hashable, Sendable, CustomStringConvertible {
  /// The outer vertical table.
  case outer
  /// The list of the page the container treats as current.
  case currentList
  /// The list at this index (tab order).
  case list(Int)

  /// The role's name in files: `outer`, `current-list`, `list2`.
  public var description: String {
    switch self {
    case .outer: "outer"
    case .currentList: "current-list"
    case .list(let index): "list\(index)"
    }
  }

  /// The role named `text` (`outer`, `current-list`, `list<i>` with 0 ≤ i < 1,000), or `nil`.
  public init?(_ text: String) {
    switch text {
    case "outer": self = .outer
    case "current-list": self = .currentList
    default:
      guard text.hasPrefix("list"), let index = Int(text.dropFirst(4)), (0..<1_000).contains(index),
        String(index) == text.dropFirst(4)
      else { return nil }
      self = .list(index)
    }
  }

  /// Where the role sits in the shrinker's order: the outer table first, then the list on screen, then lists by index.
  public var rank: Int {
    switch self {
    case .outer: 0
    case .currentList: 1
    case .list(let index): 2 + index
    }
  }
}

/// A value an app event's argument holds, as JSON holds it: a number or a string.
public enum AppValue: Hashable, Sendable, CustomStringConvertible {
  /// A finite number (a whole one for an `integers` parameter).
  case number(Double)
  /// A string: one of a `choice`'s strings, or a view role's name.
  case text(String)

  /// `12`, `0.5`, `"below"`, as in a file.
  public var description: String {
    switch self {
    case .number(let value): fmt(value)
    case .text(let text): "\"\(text)\""
    }
  }
}

/// One argument of an app event step: the parameter's name and its value.
public struct AppArgument: Hashable, Sendable {
  /// The parameter's name.
  public var name: String
  /// The value, read through the parameter's domain.
  public var value: AppValue

  /// The argument `name` holding `value`.
  public init(_ name: String, _ value: AppValue) {
    self.name = name
    self.value = value
  }
}

/// A parameter of an app event: a name and the domain its values come from.
public struct AppEventParameter: Hashable, Sendable {
  /// The parameter's name: lowercase ASCII letters and digits in dash-separated words, unique within the event.
  public var name: String
  /// The values it takes.
  public var domain: AppEventDomain

  /// A parameter `name` over `domain`.
  public init(_ name: String, _ domain: AppEventDomain) {
    self.name = name
    self.domain = domain
  }

  /// A whole-number parameter in `range`.
  public static func integer(_ name: String, in range: ClosedRange<Int>) -> AppEventParameter { .init(name, .integers(range)) }
  /// A number parameter in `range`.
  public static func number(_ name: String, in range: ClosedRange<Double>) -> AppEventParameter { .init(name, .numbers(range)) }
  /// A parameter that is one of `options` (the first is the simplest).
  public static func choice(_ name: String, _ options: [String]) -> AppEventParameter { .init(name, .choice(options)) }
  /// A parameter naming a role view: `outer`, `current-list` or `list<i>`.
  public static func view(_ name: String) -> AppEventParameter { .init(name, .view) }

  /// The simplest value of the domain: the shrinker moves an argument toward it.
  public var simplest: AppValue {
    switch domain {
    case .integers(let range): .number(Double(Self.nearestZero(range.lowerBound, range.upperBound)))
    case .numbers(let range): .number(Self.nearestZero(range.lowerBound, range.upperBound))
    case .choice(let options): .text(options.first ?? "")
    case .view: .text(AppViewRole.outer.description)
    }
  }

  /// How far `value` is from the simplest value (0 there): a number's distance, a choice's position, a role's rank.
  /// `nil` for a value outside the domain.
  public func distanceFromSimplest(_ value: AppValue) -> Double? {
    switch (domain, value) {
    case (.integers, .number(let number)), (.numbers, .number(let number)):
      guard admits(value), case .number(let simplest) = simplest else { return nil }
      return abs(number - simplest)
    case (.choice(let options), .text(let text)): return options.firstIndex(of: text).map(Double.init)
    case (.view, .text(let text)): return AppViewRole(text).map { Double($0.rank) }
    default: return nil
    }
  }

  /// Whether `value` lies in the domain.
  public func admits(_ value: AppValue) -> Bool {
    switch (domain, value) {
    case (.integers(let range), .number(let number)):
      return number == number.rounded() && number >= Double(range.lowerBound) && number <= Double(range.upperBound)
    case (.numbers(let range), .number(let number)): return number.isFinite && range.contains(number)
    case (.choice(let options), .text(let text)): return options.contains(text)
    case (.view, .text(let text)): return AppViewRole(text) != nil
    default: return false
    }
  }

  /// The domain in words, for error messages: `0...40`, `one of: a, b`, `a view (outer, current-list, list<i>)`.
  public var domainText: String {
    switch domain {
    case .integers(let range): "a whole number in \(range.lowerBound)...\(range.upperBound)"
    case .numbers(let range): "a number in \(fmt(range.lowerBound))...\(fmt(range.upperBound))"
    case .choice(let options): "one of: \(options.joined(separator: ", "))"
    case .view: "a view: outer, current-list or list<i>"
    }
  }

  static func nearestZero<Value: Comparable & SignedNumeric>(_ low: Value, _ high: Value) -> Value {
    if low <= 0, high >= 0 { return 0 }
    return low > 0 ? low : high
  }
}

/// What the generator and the shrinker know of an app event: its name, its parameters and how often to draw it. Plain
/// data, so a generator profile can carry it (`GeneratorProfile.appEvents`).
public struct AppEventShape: Hashable, Sendable {
  /// The event's stable name.
  public var name: String
  /// Its parameters, in declaration order.
  public var parameters: [AppEventParameter]
  /// Its weight among the profile's step families (the default profile's weigh 96 together; a tab tap weighs 8).
  public var weight: Double

  /// The shape of an event `name` with `parameters`, drawn with `weight`.
  public init(name: String, parameters: [AppEventParameter], weight: Double) {
    self.name = name
    self.parameters = parameters
    self.weight = weight
  }

  /// The parameter called `name`, if any.
  public func parameter(named name: String) -> AppEventParameter? { parameters.first { $0.name == name } }

  /// What is wrong with `arguments` for this event, one line each: a missing or unknown argument, a value outside
  /// its domain. Empty when they fit.
  public func problems(with arguments: [AppArgument]) -> [String] {
    var problems: [String] = []
    for parameter in parameters {
      guard let argument = arguments.first(where: { $0.name == parameter.name }) else {
        problems.append("'\(name)' needs the argument '\(parameter.name)' (\(parameter.domainText))")
        continue
      }
      if !parameter.admits(argument.value) {
        problems.append(
          "'\(name)': argument '\(parameter.name)' is \(argument.value), expected \(parameter.domainText)")
      }
    }
    for argument in arguments where parameter(named: argument.name) == nil {
      let known = parameters.map(\.name)
      problems.append(
        "'\(name)' has no parameter '\(argument.name)'"
          + (known.isEmpty ? " (it takes none)" : " (its parameters: \(known.joined(separator: ", ")))"))
    }
    return problems
  }
}

/// A team's own app action: a stable name, its parameters, how often the generator draws it, and what it does to the
/// page (`action`, on the page's first frame of the step, through an `AppEventContext`).
///
/// ```swift
/// static let openPost = AppEvent(
///   "open-post", parameters: [.integer("row", in: 0...40), .choice("animated", ["yes", "no"])], weight: 4
/// ) { event in
///   guard let list = event.world.listView(at: event.world.currentIndex) else { return }
///   list.setContentOffset(CGPoint(x: 0, y: list.minPosition + Double(event.integer("row")) * 88),
///                         animated: event.choice("animated") == "yes")
/// }
/// CoordinatorEntry(name: "profile", make: { ProfileCoordinator() }).declaring(openPost)
/// ```
public struct AppEvent: Sendable {
  /// The event's name: kebab-case, stable (scenario files, traces and reports use it).
  public let name: String
  /// One line for `nestedcheck list` and the docs.
  public let summary: String
  /// Its parameters, in declaration order: what the generator draws and the shrinker simplifies.
  public let parameters: [AppEventParameter]
  /// How often the generator draws it, among the profile's step families (a tab tap weighs 8 in the default profile).
  public let weight: Double
  /// What the event does to the page, on the step's frame.
  package let action: @MainActor @Sendable (AppEventContext) -> Void

  /// An event `name` with `parameters`, drawn with `weight`, doing `action` to the page.
  public init(
    _ name: String, summary: String = "", parameters: [AppEventParameter] = [], weight: Double = 4,
    action: @escaping @MainActor @Sendable (AppEventContext) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.parameters = parameters
    self.weight = max(weight, 0)
    self.action = action
  }

  /// What the generator and the shrinker know of it.
  public var shape: AppEventShape { AppEventShape(name: name, parameters: parameters, weight: weight) }

  /// What is wrong with the declaration, one line each: its name, a parameter's name, an empty domain, a repeated
  /// parameter. Empty when it can be declared.
  public var declarationProblems: [String] {
    var problems: [String] = []
    if !Self.isValidName(name) { problems.append("app event '\(name)': a name is lowercase words joined by '-'") }
    var seen: Set<String> = []
    for parameter in parameters {
      if !Self.isValidName(parameter.name) {
        problems.append("app event '\(name)': parameter '\(parameter.name)' is not lowercase words joined by '-'")
      }
      if !seen.insert(parameter.name).inserted {
        problems.append("app event '\(name)': parameter '\(parameter.name)' is declared twice")
      }
      switch parameter.domain {
      case .choice(let options) where options.isEmpty || Set(options).count != options.count:
        problems.append("app event '\(name)': parameter '\(parameter.name)' needs distinct choices, at least one")
      case .numbers(let range) where !range.lowerBound.isFinite || !range.upperBound.isFinite:
        problems.append("app event '\(name)': parameter '\(parameter.name)' needs a finite range")
      default: break
      }
    }
    return problems
  }

  /// Whether `name` can name an event or a parameter: lowercase ASCII letters and digits in dash-separated words, at
  /// most 60 characters.
  public static func isValidName(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= 60, name.first != "-", name.last != "-", !name.contains("--") else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }
}
