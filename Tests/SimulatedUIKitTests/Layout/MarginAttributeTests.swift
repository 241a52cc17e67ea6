// Constraints that name a margin attribute (`.leadingMargin`, `.topMargin`, `.centerXWithinMargins`…), as code written
// before layout guides does with `NSLayoutConstraint(item:attribute:…)`: the item's edge moved in by its layout margins
// as they apply, the rectangle of its `layoutMarginsGuide` (Apple, `NSLayoutConstraint.Attribute.leadingMargin`: "For
// UIView objects, the margins are defined by their layoutMargins property"). AxisSolution.swift, `AxisPart`.

import ScrollSim
import SimulatedUIKit
import Testing

@MainActor @Suite struct MarginAttributeTests {
  /// `first.a = second.b + constant`, active.
  static func tie(
    _ first: UIView, _ a: NSLayoutConstraint.Attribute, to second: UIView?, _ b: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(item: first, attribute: a, relatedBy: .equal, toItem: second, attribute: b, multiplier: 1, constant: constant)
  }

  @Test("content pinned to its superview's margin attributes lies where the margins guide's anchors put it")
  func superviewMargins() {
    let screen = SimulatedScreen()
    let card = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
    card.layoutMargins = UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 10)
    let byAttributes = UIView(), byGuide = UIView()
    card.addSubview(byAttributes)
    card.addSubview(byGuide)
    byAttributes.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      Self.tie(byAttributes, .top, to: card, .topMargin), Self.tie(byAttributes, .bottom, to: card, .bottomMargin),
      Self.tie(byAttributes, .leading, to: card, .leadingMargin), Self.tie(byAttributes, .trailing, to: card, .trailingMargin),
    ])
    LayoutMarginsTests.pin(byGuide, toMarginsOf: card)
    screen.show(card)
    #expect(byAttributes.frame == CGRect(x: 20, y: 4, width: 270, height: 90))
    #expect(byAttributes.frame == byGuide.frame)
    card.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    screen.simulation.layoutWindows()
    #expect(byAttributes.frame == card.bounds, "new margins place the content again")
  }

  @Test("centred within margins: the centre of the margins rectangle, not of the bounds")
  func centredWithinMargins() {
    let screen = SimulatedScreen()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    card.layoutMargins = UIEdgeInsets(top: 10, left: 40, bottom: 30, right: 0)
    let dot = UIView()
    card.addSubview(dot)
    dot.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      Self.tie(dot, .centerX, to: card, .centerXWithinMargins), Self.tie(dot, .centerY, to: card, .centerYWithinMargins),
      Self.tie(dot, .width, to: nil, .notAnAttribute, 20), Self.tie(dot, .height, to: nil, .notAnAttribute, 20),
    ])
    screen.show(card)
    // Margins rectangle: x 40…300 (centre 170), y 10…70 (centre 40).
    #expect(dot.frame == CGRect(x: 160, y: 30, width: 20, height: 20))
  }

  @Test("a view's own margin attribute: its margin edge is placed, its frame lies that margin outside")
  func ownMargins() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let cell = UIView()
    cell.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    page.addSubview(cell)
    cell.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      // The cell's text lines up with the page's own 8-point margin; the page's first item, the cell second.
      Self.tie(cell, .leadingMargin, to: page, .leadingMargin), Self.tie(page, .trailingMargin, to: cell, .trailingMargin),
      Self.tie(cell, .topMargin, to: page, .top, 100), Self.tie(cell, .height, to: nil, .notAnAttribute, 60),
    ])
    screen.show(page)
    #expect(cell.frame == CGRect(x: -8, y: 88, width: 406, height: 60))
  }

  @Test("a view sized by what it holds, its content pinned to its margins: the margins count in its length")
  func sizedByContentWithinMargins() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = UIView(), content = UIView()
    header.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 24, right: 16)
    page.addSubview(header)
    header.addSubview(content)
    for view in [header, content] { view.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      Self.tie(header, .top, to: page, .top), Self.tie(header, .leading, to: page, .leading),
      Self.tie(header, .trailing, to: page, .trailing),
      Self.tie(content, .top, to: header, .topMargin), Self.tie(header, .bottomMargin, to: content, .bottom),
      Self.tie(content, .leading, to: header, .leadingMargin), Self.tie(content, .trailing, to: header, .trailingMargin),
      Self.tie(content, .height, to: nil, .notAnAttribute, 100),
    ])
    screen.show(page)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 140))
    #expect(content.frame == CGRect(x: 16, y: 16, width: 358, height: 100))
  }

  @Test("margin attributes keep clear of the safe area as the margins guide does")
  func underStatusBar() {
    let screen = SimulatedScreen(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let page = UIView()
    let content = UIView()
    page.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      Self.tie(content, .top, to: page, .topMargin), Self.tie(content, .bottom, to: page, .bottomMargin),
      Self.tie(content, .leading, to: page, .leadingMargin), Self.tie(content, .trailing, to: page, .trailingMargin),
    ])
    screen.show(page)
    #expect(content.frame == page.layoutMarginsGuide.layoutFrame)
    #expect(content.frame.minY == 47 && content.frame.maxY == 810 && content.frame.minX == 8)
  }
}
