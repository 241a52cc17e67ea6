// A stack view's arrangement (UIStackView+Arrangement.swift): each distribution along the axis (Apple,
// `UIStackView.Distribution`), each alignment across it (`UIStackView.Alignment`), margins, hidden views, and the
// stack's own length for the constraints that place it. Labels at 20 points: 11 a character, 24 tall.

import ScrollSim
import SimulatedUIKit
import Testing

@MainActor @Suite struct StackViewTests {
  static func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.text = text
    return label
  }

  /// A view whose natural width (or height) is a constraint it holds.
  static func block(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
    let view = UIView()
    if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
    if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
    return view
  }

  static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  @Test("fill, room to spare: the view that hugs least stretches; of equals the first, or the last by the knob", arguments: [true, false])
  func fillStretches(first: Bool) {
    let screen = SimulatedScreen(uikit: { $0.stackViewResizesFirstView = first })
    let hello = Self.label("Hello"), ann = Self.label("Ann")  // 55 and 33 wide
    let stack = UIStackView(arrangedSubviews: [hello, ann])
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    screen.show(stack)
    #expect(Self.near(hello.frame.width, first ? 257 : 55) && Self.near(ann.frame.width, first ? 33 : 235))
    #expect(Self.near(ann.frame.minX, hello.frame.maxX + 10) && hello.frame.height == 40, "spacing kept; stretched across")
    hello.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    screen.simulation.layoutWindows()
    #expect(Self.near(hello.frame.width, 55) && Self.near(ann.frame.width, 235), "the name hugs harder: the other stretches")
  }

  @Test("fill, room lacking: the view that resists compression least shrinks")
  func fillShrinks() {
    let screen = SimulatedScreen()
    let title = Self.label(String(repeating: "x", count: 20)), badge = Self.label("New")  // 220 and 33
    badge.setContentCompressionResistancePriority(.required, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [title, badge])
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
    screen.show(stack)
    #expect(Self.near(badge.frame.width, 33) && Self.near(title.frame.width, 167))
  }

  @Test("fill proportionally scales natural lengths; equal spacing keeps them and shares the room between them")
  func proportionalAndSpacing() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = Self.block(width: 100), b = Self.block(width: 200)
    let proportional = UIStackView(arrangedSubviews: [a, b])
    proportional.distribution = .fillProportionally
    proportional.spacing = 30
    proportional.frame = CGRect(x: 0, y: 0, width: 630, height: 40)
    let spaced = [Self.block(width: 50), Self.block(width: 50), Self.block(width: 50)]
    let spacing = UIStackView(arrangedSubviews: spaced)
    spacing.distribution = .equalSpacing
    spacing.spacing = 8
    spacing.frame = CGRect(x: 0, y: 100, width: 330, height: 40)
    page.addSubview(proportional)
    page.addSubview(spacing)
    screen.show(page)
    #expect(a.frame.width == 200 && b.frame.width == 400 && b.frame.minX == 230)
    #expect(spaced.map(\.frame.minX) == [0, 140, 280] && spaced.allSatisfy { $0.frame.width == 50 })
    spacing.frame.size.width = 150
    screen.simulation.layoutWindows()
    #expect(spaced.map(\.frame.minX) == [0, 42, 100] && spaced[0].frame.width == 34, "no room to share: `spacing` between them, and a view shrinks")
  }

  @Test("alignment across a vertical stack: stretched, leading, centred, trailing; inside the margins when asked")
  func alignment() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var rows: [(UIStackView.Alignment, UILabel)] = []
    for (index, alignment) in [UIStackView.Alignment.fill, .leading, .center, .trailing].enumerated() {
      let hello = Self.label("Hello")
      let stack = UIStackView(arrangedSubviews: [hello])
      stack.axis = .vertical
      stack.alignment = alignment
      stack.frame = CGRect(x: 0, y: CGFloat(index) * 50, width: 300, height: 24)
      page.addSubview(stack)
      rows.append((alignment, hello))
    }
    let inset = UIStackView(arrangedSubviews: [Self.block(height: 20)])
    inset.axis = .vertical
    inset.isLayoutMarginsRelativeArrangement = true
    inset.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
    inset.frame = CGRect(x: 0, y: 300, width: 300, height: 28)
    page.addSubview(inset)
    screen.show(page)
    let minXs = rows.map(\.1.frame.minX), widths = rows.map(\.1.frame.width)
    #expect(minXs[0] == 0 && widths[0] == 300)
    #expect(minXs[1] == 0 && Self.near(widths[1], 55))
    #expect(Self.near(minXs[2], 122.5) && Self.near(minXs[3], 245))
    #expect(inset.arrangedSubviews[0].frame == CGRect(x: 16, y: 4, width: 268, height: 20))
  }

  @Test("a header sized by its stack of labels; a hidden label takes no room")
  func stackSizesItsHeader() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = UIView(), name = Self.label("Ann"), bio = Self.label("Bio"), stats = Self.label("12 posts")
    let stack = UIStackView(arrangedSubviews: [name, bio, stats])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    page.addSubview(header)
    header.addSubview(stack)
    for view in [header, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: page.topAnchor), header.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: page.trailingAnchor),
      stack.topAnchor.constraint(equalTo: header.topAnchor, constant: 16), stack.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16), stack.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
    ])
    screen.show(page)
    #expect(header.frame.height == 120, "16 + 3 lines of 24 + 2 gaps of 8 + 16")
    #expect(stats.frame.minY == 64 && Self.near(stats.frame.width, 88))
    bio.isHidden = true
    screen.simulation.layoutWindows()
    #expect(header.frame.height == 88 && stats.frame.minY == 32)
  }
}
