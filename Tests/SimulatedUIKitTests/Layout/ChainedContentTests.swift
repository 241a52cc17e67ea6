// A container sized by a chain of what it holds (ContentLength.swift), and `systemLayoutSizeFitting`, which asks for
// that size by hand (SystemLayoutFitting.swift): Apple's self-sizing rule, an unbroken chain of constraints and views
// with lengths of their own from the top edge to the bottom edge. Labels at 20 points measure 24 tall and 11 a
// character (the simulation's one-line estimate).

import ScrollSim
import SimulatedUIKit
import Testing

@MainActor @Suite struct ChainedContentTests {
  /// A 20-point label placed by constraints (IntrinsicSizeTests' helper).
  static func label(_ text: String) -> UILabel { IntrinsicSizeTests.label(text) }

  /// A card (the first view) holding a title and a body of height `bodyHeight` stacked from its top to its bottom:
  /// 12 above the title, 8 between, 12 below the body. `reversed` writes every constraint the other way round.
  static func card(bodyHeight: CGFloat, reversed: Bool) -> (card: UIView, title: UILabel, body: UIView) {
    let card = UIView(), title = label("Title"), body = UIView()
    card.addSubview(title)
    card.addSubview(body)
    body.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
      body.heightAnchor.constraint(equalToConstant: bodyHeight),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      body.leadingAnchor.constraint(equalTo: card.leadingAnchor), body.trailingAnchor.constraint(equalTo: card.trailingAnchor),
    ]
    constraints += reversed
      ? [
        card.topAnchor.constraint(equalTo: title.topAnchor, constant: -12), title.bottomAnchor.constraint(equalTo: body.topAnchor, constant: -8),
        card.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 12),
      ]
      : [
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12), body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
      ]
    NSLayoutConstraint.activate(constraints)
    return (card, title, body)
  }

  @Test("a view sized by a chain of what it holds: top edge, title, body, bottom edge, written either way round", arguments: [false, true])
  func chainSizesTheCard(reversed: Bool) {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let (card, title, body) = Self.card(bodyHeight: 40, reversed: reversed)
    page.addSubview(card)
    card.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: page.topAnchor, constant: 100), card.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: page.trailingAnchor),
    ])
    screen.show(page)
    #expect(card.frame == CGRect(x: 0, y: 100, width: 390, height: 96), "12 + 24 + 8 + 40 + 12")
    #expect(title.frame.minY == 12 && title.frame.height == 24)
    #expect(body.frame == CGRect(x: 0, y: 44, width: 390, height: 40))
  }

  @Test("a scroll view's content size from a stack of views chained from its content's top to its bottom")
  func stackedScrollContent() {
    let screen = SimulatedScreen()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = UIView(), feed = UIView()
    for view in [header, feed] {
      scroll.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: scroll.topAnchor), header.heightAnchor.constraint(equalToConstant: 300),
      header.leadingAnchor.constraint(equalTo: scroll.leadingAnchor), header.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      feed.topAnchor.constraint(equalTo: header.bottomAnchor), feed.heightAnchor.constraint(equalToConstant: 1200),
      feed.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      feed.leadingAnchor.constraint(equalTo: scroll.leadingAnchor), feed.widthAnchor.constraint(equalTo: scroll.widthAnchor),
    ])
    screen.show(scroll)
    #expect(scroll.contentSize.height == 1500)
    #expect(feed.frame == CGRect(x: 0, y: 300, width: 390, height: 1200))
  }

  @Test("a chain that does not reach the far edge sizes nothing")
  func brokenChain() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 70)), title = Self.label("Title")
    page.addSubview(card)
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12), title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
    ])
    screen.show(page)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero, "nothing pulls the card from the target")
    #expect(card.frame.height == 70)
  }

  @Test("systemLayoutSizeFitting: a table header measured by its content before it has a frame, the width required")
  func fittingATableHeader() {
    let (header, _, _) = Self.card(bodyHeight: 100, reversed: false)
    let compressed = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed.height == 156, "12 + 24 + 8 + 100 + 12")
    #expect(compressed.width == 0, "no chain across it (the body has no width of its own): the target's")
    let forWidth = header.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(forWidth == CGSize(width: 390, height: 156))
    let label = Self.label("Hello")
    #expect(abs(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width - 55) < 1e-9, "a label: its intrinsic size")
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751 && (UILayoutPriority.required - 1).rawValue == 999)
  }
}
