// The pages a team's app can actually show, declared once, so generated worlds stay on them.
//
// A generated world is drawn over every shape a nested-scrolling page might take: any iPhone, any header, one to five
// lists, header-only mode, loads. A team whose screen always has four tabs, a 240–320 pt header and a bar that pins
// under the navigation bar gains nothing from a failure on a one-list landscape page it never shows. A template narrows
// the worlds (and the steps that change the world at runtime) to the team's page; every constraint is optional, and the
// empty template constrains nothing. The generators draw inside it, the guided search's mutations and the shrinker
// stay inside it (docs/templates.md).

/// Constraints on the page a scenario runs on: ranges and choices a generated `WorldConfig` (and each step that
/// changes it at runtime) must respect. `nil` leaves a field as the generator draws it.
///
/// ```swift
/// PageTemplate(listCount: 4...4, headerHeight: 240...320, pinOffset: 88...103, viewports: ViewportSize.iPhonePortraits)
/// ```
public struct PageTemplate: Hashable, Sendable {
  /// How many child lists (tabs) the page has.
  public var listCount: ClosedRange<Int>?
  /// The header's height, at the start and after every header reload or banner response.
  public var headerHeight: ClosedRange<Double>?
  /// The pin bar's (the tab bar's) height.
  public var pinBarHeight: ClosedRange<Double>?
  /// Where the pin bar pins (`WorldConfig.effectivePinOffset`): under a navigation bar, 88–103 on iPhones.
  public var pinOffset: ClosedRange<Double>?
  /// The safe area's top, at the start and after every safe-area change.
  public var safeAreaTop: ClosedRange<Double>?
  /// The safe area's bottom, at the start and after every safe-area change.
  public var safeAreaBottom: ClosedRange<Double>?
  /// The screen sizes the page is shown on (width and height, so a landscape size is listed as such); a resize goes
  /// only to one of them.
  public var viewports: [ViewportSize]?
  /// The container's width, at the start and after every resize.
  public var viewportWidth: ClosedRange<Double>?
  /// The container's height, at the start and after every resize.
  public var viewportHeight: ClosedRange<Double>?
  /// Each list's content height (the one content view's in header-only mode), at the start and after every content
  /// change a step makes. Pages a load appends (pagination) grow it past the range: that is the page's own data.
  public var listContentHeight: ClosedRange<Double>?
  /// Header-only mode: `true` always, `false` never.
  public var headerOnly: Bool?
  /// The Three Loaders article's loads (refresh, pagination, network): `true` always, `false` never.
  public var loads: Bool?
  /// A horizontal scroll view in the header (a carousel, a chip row): `true` always, `false` never.
  public var headerContent: Bool?
  /// The UIKit the page is checked against (`SimulationKnobs`).
  public var knobs: KnobChoice?

  /// A template with the given constraints; every one left out constrains nothing.
  public init(
    listCount: ClosedRange<Int>? = nil, headerHeight: ClosedRange<Double>? = nil, pinBarHeight: ClosedRange<Double>? = nil,
    pinOffset: ClosedRange<Double>? = nil, safeAreaTop: ClosedRange<Double>? = nil,
    safeAreaBottom: ClosedRange<Double>? = nil, viewports: [ViewportSize]? = nil,
    viewportWidth: ClosedRange<Double>? = nil, viewportHeight: ClosedRange<Double>? = nil,
    listContentHeight: ClosedRange<Double>? = nil, headerOnly: Bool? = nil, loads: Bool? = nil,
    headerContent: Bool? = nil, knobs: KnobChoice? = nil
  ) {
    self.listCount = listCount
    self.headerHeight = headerHeight
    self.pinBarHeight = pinBarHeight
    self.pinOffset = pinOffset
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.viewports = viewports
    self.viewportWidth = viewportWidth
    self.viewportHeight = viewportHeight
    self.listContentHeight = listContentHeight
    self.headerOnly = headerOnly
    self.loads = loads
    self.headerContent = headerContent
    self.knobs = knobs
  }

  /// The template that constrains nothing.
  public static let unconstrained = PageTemplate()

  /// Whether the template constrains nothing.
  public var isUnconstrained: Bool { self == .unconstrained }

  /// The field names a template file may hold, in the order they are printed.
  public static let fieldNames: [String] = [
    "listCount", "headerHeight", "pinBarHeight", "pinOffset", "safeAreaTop", "safeAreaBottom", "viewports",
    "viewportWidth", "viewportHeight", "listContentHeight", "headerOnly", "loads", "headerContent", "knobs",
  ]
}

/// A screen size in points.
public struct ViewportSize: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A `width` × `height` point screen.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The same screen turned a quarter (portrait to landscape, or back).
  public var rotated: ViewportSize { ViewportSize(width: height, height: width) }

  /// The portrait iPhone sizes the generator draws from: iPhone 15, SE (1st gen), 8 / SE, 8 Plus, X / 12 mini,
  /// 12–14, 11 / XR, 12–14 Pro Max, 15 Plus / Pro Max.
  public static let iPhonePortraits: [ViewportSize] = [
    ViewportSize(width: 393, height: 852), ViewportSize(width: 320, height: 568), ViewportSize(width: 375, height: 667),
    ViewportSize(width: 414, height: 736), ViewportSize(width: 375, height: 812), ViewportSize(width: 390, height: 844),
    ViewportSize(width: 414, height: 896), ViewportSize(width: 428, height: 926), ViewportSize(width: 430, height: 932),
  ]
}

/// Which UIKit a template's pages are checked against: the knobs' values (`SimulationKnobs`).
public enum KnobChoice: Hashable, Sendable {
  /// Every knob at its default, the value the evidence supports best.
  case defaults
  /// Knobs drawn over the ranges the evidence brackets, never a value it rules out (`SimulationKnobs.isPlausible`).
  case plausible
  /// Knobs drawn over their ranges, ruled-out values included (the `pessimistic` profile's UIKit).
  case pessimistic
  /// Exactly these knobs (a UIKit the team measured).
  case fixed(SimulationKnobs)

  /// Whether `knobs` is one of this choice's UIKits.
  public func admits(_ knobs: SimulationKnobs) -> Bool {
    switch self {
    case .defaults: knobs == SimulationKnobs()
    case .plausible: knobs.isPlausible
    case .pessimistic: true
    case .fixed(let fixed): knobs == fixed
    }
  }

  /// The word a template file uses for the choice (`fixed` for a knob object).
  public var name: String {
    switch self {
    case .defaults: "defaults"
    case .plausible: "plausible"
    case .pessimistic: "pessimistic"
    case .fixed: "fixed"
    }
  }
}

/// Why a template cannot be used: a range outside what a page can be, or constraints no page meets together.
public struct PageTemplateError: Error, CustomStringConvertible, Hashable, Sendable {
  /// One sentence per problem, each naming its field.
  public var problems: [String]

  /// An error listing `problems`.
  public init(problems: [String]) { self.problems = problems }

  /// `page template cannot be satisfied: headerHeight …; listCount …`.
  public var description: String { "page template cannot be satisfied: " + problems.joined(separator: "; ") }
}
