// What a page can be asked to do. The built-in page does everything; a UIKit page under test does what its code
// supports: its test page says which app-level steps it can play and which page shapes it builds, so generated cases
// stay inside what the page can show, and a scenario with another step plays that step as nothing.

import ScrollSim

/// The worlds and steps a page supports.
public struct PageCapabilities: Hashable, Sendable {
  /// The step kinds the page plays (the world-level ones, touches, waits, tabs, header reloads, safe area, resizes
  /// and status-bar taps, are always there for a UIKit page).
  public var steps: Set<StepKind>
  /// Whether the page has a header-only mode (one content view, no pager).
  public var headerOnly: Bool
  /// Whether the page has the simulated loads (refresh control, pagination, slot data).
  public var loads: Bool
  /// Whether the page can carry a horizontal scroll view in its header.
  public var headerContent: Bool

  /// A page that plays `steps` and, as flagged, supports header-only mode, loads and a header carousel.
  public init(steps: Set<StepKind>, headerOnly: Bool, loads: Bool, headerContent: Bool) {
    self.steps = steps
    self.headerOnly = headerOnly
    self.loads = loads
    self.headerContent = headerContent
  }

  /// The built-in page: every step and shape.
  public static let all = PageCapabilities(steps: Set(StepKind.allCases), headerOnly: true, loads: true, headerContent: true)

  /// The steps every UIKit page plays: the simulated window and the page's two required members do them, and the
  /// entry's own app events act on the team's page object.
  public static let windowSteps: Set<StepKind> = [
    .touchDown, .move, .lift, .wait, .tapTab, .reloadHeader, .setSafeArea, .resize, .tapStatusBar, .app,
  ]

  /// `world` narrowed to what the page supports: no loads, header content or header-only mode it lacks.
  public func normalized(_ world: WorldConfig) -> WorldConfig {
    var world = world
    if !loads { world.loads = nil }
    if !headerContent { world.headerContent = nil }
    if !headerOnly { world.headerOnly = false }
    return world
  }

  /// `steps` without the kinds the page cannot play.
  public func playable(_ steps: [Step]) -> [Step] {
    self.steps.count == StepKind.allCases.count ? steps : steps.filter { self.steps.contains($0.kind) }
  }
}
