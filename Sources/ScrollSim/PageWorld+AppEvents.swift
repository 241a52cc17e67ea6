// An `.app` step played: the world finds the declared event by name and runs its action with the step's arguments,
// on the step's frame, before the views move. The action is the team's code (its page object's own methods, or the
// page world's views for a coordinator in the built-in page), so it runs as a callback the frame's facts count.

/// What an app event's action acts on and reads: the page, the team's own page object, and the step's arguments.
@MainActor
public struct AppEventContext {
  /// The page: `outerView`, `listView(at:)`, `currentIndex`, `pager`, `config`.
  public let world: PageWorld
  /// The step's arguments, as stored in the scenario.
  public let arguments: [AppArgument]

  /// The context of an event played on `world` with `arguments`.
  public init(world: PageWorld, arguments: [AppArgument]) {
    self.world = world
    self.arguments = arguments
  }

  /// The team's own page object (a `UIKitTestPage`) as `type`, or `nil` (the built-in page has none).
  public func page<Page>(as type: Page.Type) -> Page? { world.hostedPage as? Page }

  /// The argument `name`, if the step has it.
  public func value(_ name: String) -> AppValue? { arguments.first { $0.name == name }?.value }

  /// The whole-number argument `name` (0 when absent: a replayed file is checked against the event first).
  public func integer(_ name: String) -> Int {
    guard case .number(let value)? = value(name), value.isFinite, value.magnitude < 9e15 else { return 0 }
    return Int(value.rounded())
  }

  /// The number argument `name` (0 when absent).
  public func number(_ name: String) -> Double {
    guard case .number(let value)? = value(name) else { return 0 }
    return value
  }

  /// The choice argument `name` ("" when absent).
  public func choice(_ name: String) -> String {
    guard case .text(let text)? = value(name) else { return "" }
    return text
  }

  /// The view-role argument `name` (the outer table when absent).
  public func viewRole(_ name: String) -> AppViewRole {
    guard case .text(let text)? = value(name), let role = AppViewRole(text) else { return .outer }
    return role
  }

  /// The page's scroll view playing `role`: the outer table, the current page's list, or the list at an index
  /// (`nil` when that list is not created).
  public func scrollView(_ role: AppViewRole) -> SimScrollView? {
    switch role {
    case .outer: world.outerView
    case .currentList: world.listView(at: world.currentIndex)
    case .list(let index): world.listView(at: index)
    }
  }
}

extension PageWorld {
  /// Plays the declared event `name` with `arguments`; an event the page's entry does not declare does nothing.
  public func playAppEvent(name: String, arguments: [AppArgument]) {
    guard let event = appEvents.first(where: { $0.name == name }) else { return }
    facts.appEventPlayed = true
    hostedCallbackWillRun(named: "app event \(name)")
    event.action(AppEventContext(world: self, arguments: arguments))
  }
}
