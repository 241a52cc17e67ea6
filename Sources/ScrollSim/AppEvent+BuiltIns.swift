// The built-in app events: what most apps do to a nested-scrolling page besides a finger, declared like a team's
// own (`entry.declaring(AppEvent.builtIns)` or one by one), so they are drawn only for an entry that declares them:
// the default generator's cases, and the behaviour digest, stay as they were (docs/app-events.md says why they are
// events rather than steps). They act on the role views, so they play on the built-in page and on a UIKit page
// alike (a UIKit page's keyboard inset and rotation go through its own code, as the matching steps do).

import Foundation

extension AppEvent {
  /// `setContentOffset(_:animated:)` on a role view: the outer table or a list, `offset` points below its top
  /// (never past its end), animated or not.
  public static let setContentOffset = AppEvent(
    "set-content-offset", summary: "the app scrolls a role view to an offset with setContentOffset(_:animated:)",
    parameters: [.view("view"), .number("offset", in: 0...3_000), .choice("animated", ["no", "yes"])], weight: 3
  ) { event in
    guard let view = event.scrollView(event.viewRole("view")) else { return }
    let y = min(view.minPosition + event.number("offset"), max(view.maxPosition, view.minPosition))
    view.setContentOffset(CGPoint(x: view.contentOffset.x, y: y), animated: event.choice("animated") == "yes")
  }

  /// The selected tab tapped again: its list scrolls to its top, animated (what apps with a tab bar or a category
  /// bar do on a second tap of the selected item).
  public static let retapSelectedTab = AppEvent(
    "retap-selected-tab", summary: "the selected tab tapped again scrolls its list to the top, animated", weight: 3
  ) { event in
    let world = event.world
    guard !world.isHeaderOnly, let list = world.listView(at: world.currentIndex) else { return }
    list.setContentOffset(CGPoint(x: list.contentOffset.x, y: list.minPosition), animated: true)
  }

  /// A rotation as one step: the screen's width and height swap and the new orientation's safe area lands in the same
  /// frame and the same layout pass (a `resize` then a `setSafeArea` step lay the page out twice, one frame apart).
  public static let rotate = AppEvent(
    "rotate", summary: "the device rotates: size and safe area change together, in one layout pass",
    parameters: [.integer("safe-area-top", in: 0...59), .integer("safe-area-bottom", in: 0...34)], weight: 2
  ) { event in
    event.world.rotate(safeAreaTop: Double(event.integer("safe-area-top")), bottom: Double(event.integer("safe-area-bottom")))
  }

  /// The keyboard shows (`height` > 0) or hides (0) over a role view: the app sets the view's bottom inset to the
  /// keyboard's height at once (`contentInset` is not animated), and a view that sat at its end follows that end
  /// along the keyboard's own animation: 0.25 s, curve 7 (`keyboardAnimationDurationUserInfoKey`,
  /// `keyboardAnimationCurveUserInfoKey`; curve 7 is not a documented `UIView.AnimationCurve` and is animated here
  /// along the ease-in-out curve, the nearest the simulation has).
  public static let keyboard = AppEvent(
    "keyboard", summary: "the keyboard shows or hides over a view: its bottom inset, with the keyboard's animation",
    parameters: [.view("view"), .integer("height", in: 0...400)], weight: 2
  ) { event in
    event.world.showKeyboard(over: event.viewRole("view"), height: Double(event.integer("height")))
  }

  /// The four built-in events, for `entry.declaring(AppEvent.builtIns)`.
  public static let builtIns: [AppEvent] = [.setContentOffset, .retapSelectedTab, .rotate, .keyboard]

  /// The keyboard animation's duration, as iOS reports it in the notification's `keyboardAnimationDurationUserInfoKey`.
  public static let keyboardAnimationDuration = 0.25
}

extension PageWorld {
  /// A rotation: the viewport's sides swap and the safe area becomes `safeAreaTop` and `bottom`, clamped as a resize
  /// and a safe-area step clamp them, in one layout pass.
  func rotate(safeAreaTop top: Double, bottom: Double) {
    facts.isLayoutFrame = true
    func rotated(_ config: inout WorldConfig) {
      let width = config.viewportHeight, height = config.viewportWidth
      config.viewportWidth = max(width, 100)
      config.viewportHeight = max(height, 100)
      config.safeAreaTop = min(top, config.viewportHeight / 2)
      config.safeAreaBottom = min(bottom, config.viewportHeight / 2)
      config.pinBarHeight = min(config.pinBarHeight, config.viewportHeight / 2)
    }
    if let host = _host {
      var config = _config
      rotated(&config)
      _config = config
      host.deviceDidChange()
    } else {
      relayout(rotated)
    }
  }

  /// The keyboard over `role`'s view: its bottom inset becomes `height` (its top inset kept); if the view sat at its
  /// end, its offset follows the new end along the keyboard's animation.
  func showKeyboard(over role: AppViewRole, height: Double) {
    let target: InsetTarget
    switch role {
    case .outer: target = .outer
    case .currentList: target = .list(currentIndex)
    case .list(let index): target = .list(index)
    }
    let view: SimScrollView?
    let top: Double
    switch target {
    case .outer: (view, top) = (outerView, _config.outerTopInset)
    case .list(let index):
      guard index >= 0, index < _config.listCount, !_config.headerOnly else { return }
      (view, top) = (listView(at: index), index < _config.lists.count ? _config.lists[index].topInset : 0)
    }
    let wasAtEnd = view.map { !$0.isTracking && $0.position >= $0.maxPosition - offsetTolerance && $0.maxPosition > $0.minPosition }
    let step = Step.setContentInset(view: target, top: top, bottom: height)
    if let host = _host { host.act(step, frameInStep: 0, frames: 1) } else { setContentInset(of: target, top: top, bottom: height) }
    guard let view, wasAtEnd == true || view.position > view.maxPosition + offsetTolerance, !view.isTracking else { return }
    let end = max(view.maxPosition, view.minPosition)
    view.animateOffset(
      to: CGPoint(x: view.contentOffset.x, y: end), duration: AppEvent.keyboardAnimationDuration, curve: .easeInOut)
  }
}
