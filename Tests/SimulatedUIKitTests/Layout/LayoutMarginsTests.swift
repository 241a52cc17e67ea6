// A view's layout margins through its `layoutMarginsGuide`: 8 points each side by default, kept in step with
// `directionalLayoutMargins`, laid out again when they change, and kept clear of the unsafe area as the knob
// `layoutMarginsAddSafeArea` reads Apple's wording (UIView+LayoutMargins.swift).

import ScrollSim
import SimulatedUIKit
import Testing

@MainActor @Suite struct LayoutMarginsTests {
  final class CountingView: UIView {
    var marginChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
  }

  /// `content` pinned to all four edges of `container`'s margins guide.
  static func pin(_ content: UIView, toMarginsOf container: UIView) {
    content.translatesAutoresizingMaskIntoConstraints = false
    let guide = container.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
  }

  /// Apple, `directionalLayoutMargins`: "for most views, the default layout margins are 8 points on each side"; the
  /// leading and trailing margins are kept in step with `layoutMargins`' left and right.
  @Test("8 points each side; a new margin, set either way, calls layoutMarginsDidChange and places the content again")
  func defaultsAndChange() {
    let screen = SimulatedScreen()
    let card = CountingView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
    let content = UIView()
    card.addSubview(content)
    Self.pin(content, toMarginsOf: card)
    screen.show(card)
    #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
    #expect(card.readableContentGuide.layoutFrame == card.layoutMarginsGuide.layoutFrame)
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
    #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 10) && card.marginChanges == 1)
    screen.simulation.layoutWindows()
    #expect(content.frame == CGRect(x: 20, y: 4, width: 270, height: 92))
    card.layoutMargins = card.layoutMargins
    #expect(card.marginChanges == 1, "the same margins again are no change")
  }

  /// Apple, `insetsLayoutMarginsFromSafeArea` (default on): margins outside the safe area are moved to fall within it;
  /// how far is the knob's reading. Off, the margins stay where they are.
  @Test("a view under the status bar: margins clear of the unsafe area, by either reading, or not at all", arguments: [false, true])
  func safeArea(adds: Bool) {
    var knobs = SimulationKnobs()
    knobs.layoutMarginsAddSafeArea = adds
    let screen = SimulatedScreen(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), knobs: knobs, uikitKnobs: UIKitKnobs(knobs))
    let page = UIView()
    let content = UIView()
    page.addSubview(content)
    Self.pin(content, toMarginsOf: page)
    screen.show(page)
    #expect(page.safeAreaInsets.top == 47)
    #expect(content.frame.minY == (adds ? 55 : 47) && content.frame.maxY == 844 - (adds ? 42 : 34))
    #expect(content.frame.minX == 8, "no unsafe area at the sides: the margin alone")
    page.insetsLayoutMarginsFromSafeArea = false
    screen.simulation.layoutWindows()
    #expect(content.frame.minY == 8 && content.frame.maxY == 836)
  }
}

/// `preservesSuperviewLayoutMargins`: a view whose edge lies closer to its superview's edge than the superview's
/// margin takes a margin just large enough to keep its content inside the superview's margins (Apple,
/// `preservesSuperviewLayoutMargins`), cascading down views that preserve.
@MainActor @Suite struct PreservedMarginsTests {
  @Test("a content view filling its superview takes the superview's larger margins; its own win where larger; off by default")
  func fillingView() {
    let screen = SimulatedScreen()
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
    cell.layoutMargins = UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 20)
    let contentView = UIView(frame: cell.bounds)
    let text = UIView()
    cell.addSubview(contentView)
    contentView.addSubview(text)
    LayoutMarginsTests.pin(text, toMarginsOf: contentView)
    screen.show(cell)
    #expect(text.frame == CGRect(x: 8, y: 8, width: 374, height: 64), "off: the content view's own 8 points")
    contentView.preservesSuperviewLayoutMargins = true
    screen.simulation.layoutWindows()
    #expect(text.frame == CGRect(x: 20, y: 8, width: 350, height: 64), "the cell's 20 at the sides, the content view's 8 above and below")
    cell.layoutMargins = UIEdgeInsets(top: 12, left: 32, bottom: 12, right: 0)
    screen.simulation.layoutWindows()
    #expect(text.frame == CGRect(x: 32, y: 12, width: 350, height: 56), "a new superview margin reaches the preserving content")
  }

  @Test("a view set in from its superview's edge keeps only the part of the superview's margin it overlaps; preserving cascades")
  func insetAndCascading() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    page.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    let card = UIView(frame: CGRect(x: 10, y: 100, width: 370, height: 100))
    let inner = UIView(frame: card.bounds)
    let text = UIView()
    page.addSubview(card)
    card.addSubview(inner)
    inner.addSubview(text)
    card.preservesSuperviewLayoutMargins = true
    inner.preservesSuperviewLayoutMargins = true
    LayoutMarginsTests.pin(text, toMarginsOf: inner)
    screen.show(page)
    // The card's edges lie 10 inside the page's: 30 − 10 = 20 at each side; the inner view fills the card: 20 again.
    #expect(text.frame == CGRect(x: 20, y: 8, width: 330, height: 84))
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 8, width: 330, height: 84))
  }
}

/// A view controller's root view: its margins apply no smaller than `systemMinimumLayoutMargins` while
/// `viewRespectsSystemMinimumLayoutMargins` is on (Apple: "either your custom values or the system minimum values,
/// whichever is greater"); the values are the knob `systemMinimumSideMargin`'s (Apple gives none).
@MainActor @Suite struct RootViewMarginsTests {
  final class Page: UIViewController {
    var marginChanges = 0
    override func viewLayoutMarginsDidChange() { marginChanges += 1 }
  }

  @Test("the larger of the root view's margins and the system minimum; off, its own; the knob sets the minimum", arguments: [16.0, 20.0])
  func systemMinimum(side: Double) {
    let screen = SimulatedScreen(uikit: { $0.systemMinimumSideMargin = side })
    let page = Page()
    let content = UIView()
    page.view.addSubview(content)
    LayoutMarginsTests.pin(content, toMarginsOf: page.view)
    screen.window.rootViewController = page
    screen.simulation.layoutWindows()
    #expect(page.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
    #expect(content.frame.minX == side && content.frame.minY == 8, "8-point default margins: the minimum at the sides")
    page.view.layoutMargins = UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 2)
    screen.simulation.layoutWindows()
    #expect(page.marginChanges == 1)
    #expect(content.frame.minX == 30 && content.frame.maxX == 390 - side && content.frame.minY == 4)
    page.viewRespectsSystemMinimumLayoutMargins = false
    screen.simulation.layoutWindows()
    #expect(content.frame.maxX == 388, "its own margins alone")
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(plain.layoutMarginsGuide.layoutFrame.minX == 8, "not a root view: 8")
  }
}
