// A team's own rule, declared next to its coordinator or page (`CoordinatorEntry.checking(_:)`), so every tool that
// builds the entry checks it: the team's CLI and its fuzz workers (the same executable re-run: the rule must come
// from the entry's registration, never from a closure only the parent holds), its tests, a replay.
//
// Three kinds. `always`: a per-frame check, judged exactly like a built-in invariant (episodes, signature, severity
// kept by the shrinker). `eventually`: a condition that must come true within some time after the page settles or
// after a step ends. `sometimes`: a situation some case of a check or a fuzz run must reach, a coverage goal; a run
// that never reaches it fails with "never reached". The checker's side is Checker/UserInvariantTracker.swift.

import ScrollSim

/// A team's own rule: a stable kebab-case name, the views it concerns, and a check run after every frame.
///
/// ```swift
/// let tabFollowsPage = UserInvariant.always("tab-follows-page", views: [.page]) { frame in
///   guard let page = frame.page(as: ProfileTestPage.self), frame.isSettled,
///     page.selectedTab != frame.world.currentIndex else { return nil }
///   return .decision(view: .page, "tab \(page.selectedTab) selected on page \(frame.world.currentIndex)")
/// }
/// CoordinatorEntry(name: "profile", uikitPage: { ProfileTestPage(world: $0) }).checking(tabFollowsPage)
/// ```
public struct UserInvariant: Sendable {
  /// When the rule is judged.
  public enum Kind: Hashable, Sendable {
    /// After every frame: the check's break is a violation.
    case always
    /// The check must come to return `nil` within `seconds` of each `trigger`; still broken then, it is a violation.
    case eventually(seconds: Double, after: EventualTrigger)
    /// The check must return `true` in at least one frame of some case of the check or fuzz run.
    case sometimes
  }

  /// The moment an `eventually` rule's clock starts.
  public enum EventualTrigger: String, Hashable, Sendable {
    /// The page came to rest (no finger down, nothing moves, nothing waits); the obligation lapses if a touch or a
    /// motion comes first.
    case settled
    /// A step's last frame ended.
    case stepEnd = "step-end"
  }

  /// The rule's name: kebab-case, stable (reports, signatures, scenario files and `--ignore` use it), never a
  /// built-in invariant's.
  public let name: String
  /// One line for `nestedcheck list` and the docs.
  public let summary: String
  /// The views the rule speaks of (for the reader; a break names its own view).
  public let views: [ConcernedView]
  /// When the rule is judged.
  public let kind: Kind
  /// What is wrong in this frame, or `nil` (for `always` and `eventually`).
  package let check: @MainActor @Sendable (RuleFrame) -> RuleBreak?
  /// Whether this frame reaches the situation (for `sometimes`).
  package let reached: @MainActor @Sendable (RuleFrame) -> Bool
  /// How far this frame is from breaking the rule (≤ 0: broken), for a targeted search to climb on; `nil` when the
  /// rule measures no margin.
  package let distance: (@MainActor @Sendable (RuleFrame) -> Double?)?

  private init(
    name: String, summary: String, views: [ConcernedView], kind: Kind,
    check: @escaping @MainActor @Sendable (RuleFrame) -> RuleBreak? = { _ in nil },
    reached: @escaping @MainActor @Sendable (RuleFrame) -> Bool = { _ in false },
    distance: (@MainActor @Sendable (RuleFrame) -> Double?)? = nil
  ) {
    self.name = name
    self.summary = summary
    self.views = views
    self.kind = kind
    self.check = check
    self.reached = reached
    self.distance = distance
  }

  /// A rule checked after every frame: `check` returns what is wrong, measured in points or as a decision, or `nil`.
  /// `distance`, when given, says how close a frame came to breaking it (≤ 0: broken), for `fuzz --search targeted`.
  public static func always(
    _ name: String, summary: String = "", views: [ConcernedView] = [.page],
    distance: (@MainActor @Sendable (RuleFrame) -> Double?)? = nil,
    check: @escaping @MainActor @Sendable (RuleFrame) -> RuleBreak?
  ) -> UserInvariant {
    UserInvariant(name: name, summary: summary, views: views, kind: .always, check: check, distance: distance)
  }

  /// A rule that must come true within `seconds` (page time) of each `trigger`: `check` returns what is still wrong,
  /// or `nil`. A check still broken when the time is up is a violation, measured by its last break.
  public static func eventually(
    _ name: String, within seconds: Double, after trigger: EventualTrigger = .settled, summary: String = "",
    views: [ConcernedView] = [.page], check: @escaping @MainActor @Sendable (RuleFrame) -> RuleBreak?
  ) -> UserInvariant {
    UserInvariant(
      name: name, summary: summary, views: views, kind: .eventually(seconds: max(seconds, 0), after: trigger), check: check)
  }

  /// A situation some case must reach (a coverage goal): `reached` says whether this frame reaches it. A check or a
  /// fuzz run in which no case reaches it fails with "never reached".
  public static func sometimes(
    _ name: String, summary: String = "", views: [ConcernedView] = [.page],
    reached: @escaping @MainActor @Sendable (RuleFrame) -> Bool
  ) -> UserInvariant {
    UserInvariant(name: name, summary: summary, views: views, kind: .sometimes, reached: reached)
  }

  /// Whether `name` can name a rule: lowercase ASCII letters and digits in dash-separated words, at most 60 characters
  /// (it is a part of a bug signature and of a file name), and none of the words files use for other verdicts.
  public static func isValidName(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= 60, name.first != "-", name.last != "-", !name.contains("--") else { return false }
    guard !reservedNames.contains(name) else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }
}

extension UserInvariant {
  /// Words scenario files and reports use for verdicts that are not a rule: a pass, a crash, a hang, a worker death.
  public static let reservedNames: Set<String> = ["pass", "crash", "hang", "unreproduced"]
}

/// What a team's rule finds wrong in a frame: the view, the way it went, how badly (points, or a decision), the
/// mechanism and a message.
public struct RuleBreak: Sendable {
  /// The view the break concerns.
  public var view: ConcernedView
  /// The way the view went (`none` for a decision or a state).
  public var direction: ViolationDirection
  /// How far it moved something a person sees, in points; `nil` for a decision (no distance to measure).
  public var points: Double?
  /// The rule's mechanism, when it has several: a signature part (letters, digits and dashes).
  public var detail: String?
  /// The offending values, in words; built only when the break is reported.
  public var message: @Sendable () -> String

  /// A break measured in points (its severity band follows: sub-pixel, small, visible, severe).
  public static func distance(
    _ points: Double, view: ConcernedView, direction: ViolationDirection = .none, detail: String? = nil,
    _ message: @autoclosure @escaping @Sendable () -> String
  ) -> RuleBreak {
    RuleBreak(view: view, direction: direction, points: points, detail: detail, message: message)
  }

  /// A wrong decision (the `decision` band): a tab selected for the wrong page, a request sent when it must not be.
  public static func decision(
    view: ConcernedView, direction: ViolationDirection = .none, detail: String? = nil,
    _ message: @autoclosure @escaping @Sendable () -> String
  ) -> RuleBreak {
    RuleBreak(view: view, direction: direction, points: nil, detail: detail, message: message)
  }
}

/// The frame a team's rule judges: the page's geometry (`world`), the frame's facts, the step, page time, and the
/// team's own page object for a UIKit test page.
@MainActor
public struct RuleFrame {
  /// The page: its views' offsets (`outerView`, `listView(at:)`), `currentIndex`, `visiblePage`, `maxOffsetY`.
  public let world: PageWorld
  /// The step being played, or `nil` while the page settles after the last one.
  public let step: Step?
  /// The step's index in the scenario, or `nil` while settling.
  public let stepIndex: Int?

  /// A frame of `world` during `step` (number `stepIndex`).
  public init(world: PageWorld, step: Step?, stepIndex: Int?) {
    self.world = world
    self.step = step
    self.stepIndex = stepIndex
  }

  /// What happened during the frame (touches, pans begun, tab requests, callbacks).
  public var facts: FrameFacts { world.facts }
  /// The frame's index from the first step.
  public var frame: Int { world.facts.frame }
  /// Page time at the end of the frame, in seconds.
  public var seconds: Double { Double(world.facts.frame + 1) / Double(max(world.config.knobs.frameRate, 1)) }
  /// Whether the header shows: the outer table sits below `maxOffsetY` (by more than the offset tolerance).
  public var headerVisible: Bool { world.outerView.position < world.maxOffsetY - offsetTolerance }
  /// Whether nothing moves and nothing waits (a call into the simulation: ask only when needed).
  public var isSettled: Bool { world.isSettled }
  /// The team's own page object (a `UIKitTestPage`) as `type`, or `nil` (the built-in page has none).
  public func page<Page>(as type: Page.Type) -> Page? { world.hostedPage as? Page }
}
