// A view's intrinsic content size under constraints (AutoLayout/IntrinsicSize.swift): the length its content wants,
// taken where the constraints leave the length open, held by content hugging (250 by default) against growing and
// compression resistance (750) against shrinking (Apple, Auto Layout Guide, "Anatomy of a Constraint"). A label's
// intrinsic size is the simulation's estimate of one line: 0.55 times the point size a character, 1.2 times the point
// size (rounded up) tall; at 20 points, 11 a character and 24 tall.

import ScrollSim
import SimulatedUIKit
import Testing

/// Whether two lengths agree to within rounding (0.55 times a point size is not exact in binary).
private func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
private func same(_ a: CGRect, _ b: CGRect) -> Bool {
  same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
}

@MainActor @Suite struct IntrinsicSizeTests {
  /// A label of `text` at 20 points, placed by constraints.
  static func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  /// A view whose content wants a height and no width, as a custom view declares it.
  final class Bar: UIView {
    var wantedHeight: CGFloat = 30 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: wantedHeight) }
  }

  @Test("priorities: 250 hugging and 750 compression resistance on either axis unless set, each axis its own")
  func defaultPriorities() {
    let view = UIView()
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      #expect(view.contentHuggingPriority(for: axis) == .defaultLow && view.contentHuggingPriority(for: axis).rawValue == 250)
      #expect(view.contentCompressionResistancePriority(for: axis).rawValue == 750)
    }
    view.setContentHuggingPriority(.required, for: .vertical)
    view.setContentCompressionResistancePriority(UILayoutPriority(100), for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical) == .required && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 100)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test("a label placed by one edge on each axis takes its text's size, and a new text its new size")
  func labelTakesItsSize() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let title = Self.label("Hello")
    page.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: page.topAnchor, constant: 100),
    ])
    screen.show(page)
    #expect(same(title.frame, CGRect(x: 16, y: 100, width: 55, height: 24)))
    title.text = "Hello, world"
    screen.simulation.layoutWindows()
    #expect(same(title.frame, CGRect(x: 16, y: 100, width: 132, height: 24)), "a new text invalidates the intrinsic size")
  }

  @Test("required edges stretch and squeeze a label whatever its size; a required height beats it too")
  func requiredEdgesWin() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let short = Self.label("Hi"), long = Self.label(String(repeating: "x", count: 60))
    for label in [short, long] { page.addSubview(label) }
    NSLayoutConstraint.activate([
      short.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
      short.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -16),
      short.topAnchor.constraint(equalTo: page.topAnchor), short.heightAnchor.constraint(equalToConstant: 40),
      long.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
      long.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -16),
      long.topAnchor.constraint(equalTo: short.bottomAnchor),
    ])
    screen.show(page)
    #expect(short.frame == CGRect(x: 16, y: 0, width: 358, height: 40))
    #expect(long.frame == CGRect(x: 16, y: 40, width: 358, height: 24), "660 points of text squeezed to 358")
  }

  @Test("an optional width gives way to the resistance that is stronger than it, and wins over a weaker one")
  func optionalLengthAgainstResistance() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    // Each label 55 wide by its text, asked for 40 (shrink: compression resistance resists) or 80 (grow: hugging).
    let squeezed = Self.label("Hello"), squeezedWeakly = Self.label("Hello")
    let stretched = Self.label("Hello"), stretchedStrongly = Self.label("Hello")
    squeezedWeakly.setContentCompressionResistancePriority(UILayoutPriority(400), for: .horizontal)
    let asks: [(UILabel, CGFloat, Float)] = [(squeezed, 40, 500), (squeezedWeakly, 40, 500), (stretched, 80, 200), (stretchedStrongly, 80, 500)]
    var constraints: [NSLayoutConstraint] = []
    for (row, (label, width, priority)) in asks.enumerated() {
      page.addSubview(label)
      let asked = label.widthAnchor.constraint(equalToConstant: width)
      asked.priority = UILayoutPriority(priority)
      constraints += [
        asked, label.leadingAnchor.constraint(equalTo: page.leadingAnchor),
        label.topAnchor.constraint(equalTo: page.topAnchor, constant: CGFloat(row) * 30),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    screen.show(page)
    #expect(same(squeezed.frame.width, 55), "compression resistance 750 over a width at 500")
    #expect(squeezedWeakly.frame.width == 40, "a width at 500 over compression resistance 400")
    #expect(same(stretched.frame.width, 55), "hugging 250 over a width at 200")
    #expect(stretchedStrongly.frame.width == 80, "a width at 500 over hugging 250")
  }

  @Test("a required inequality on the trailing edge shortens a label pinned by its leading edge")
  func inequalityShortens() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let name = Self.label(String(repeating: "x", count: 40))  // 440 points of text
    page.addSubview(name)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
      name.trailingAnchor.constraint(lessThanOrEqualTo: page.trailingAnchor, constant: -16),
      name.topAnchor.constraint(equalTo: page.topAnchor),
    ])
    screen.show(page)
    #expect(name.frame == CGRect(x: 16, y: 0, width: 358, height: 24))
    name.text = "Short"
    screen.simulation.layoutWindows()
    #expect(same(name.frame.width, 55), "room to spare: the label's own width")
  }

  @Test("a label runs up to a pinned button and aligns with a label above it; a badge after a label follows the text")
  func chains() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let title = Self.label("Hello"), button = UIView(), name = Self.label("Ann"), badge = UIView(), bio = Self.label("Bio")
    for view in [title, button, name, badge, bio] { page.addSubview(view) }
    for view in [button, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16), title.topAnchor.constraint(equalTo: page.topAnchor),
      button.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      button.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -16), button.widthAnchor.constraint(equalToConstant: 60),
      button.topAnchor.constraint(equalTo: page.topAnchor), button.heightAnchor.constraint(equalToConstant: 24),
      name.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16), name.topAnchor.constraint(equalTo: page.topAnchor, constant: 40),
      badge.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8), badge.widthAnchor.constraint(equalToConstant: 20),
      badge.topAnchor.constraint(equalTo: page.topAnchor, constant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
      // Aligned with the title above it and pinned to the trailing edge: the title's edge, whatever the bio's text.
      bio.leadingAnchor.constraint(equalTo: title.leadingAnchor), bio.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -16),
      bio.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
    ])
    screen.show(page)
    #expect(button.frame == CGRect(x: 314, y: 0, width: 60, height: 24))
    #expect(same(title.frame, CGRect(x: 16, y: 0, width: 290, height: 24)), "the required chain over hugging 250")
    #expect(same(name.frame, CGRect(x: 16, y: 40, width: 33, height: 24)) && same(badge.frame.minX, 57))
    #expect(same(bio.frame, CGRect(x: 16, y: 28, width: 358, height: 24)))
  }

  @Test("a header sized by what it holds grows with a label's line and a custom view's wanted height")
  func headerSizedByIntrinsicContent() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = UIView(), title = Self.label("Profile"), bar = Bar()
    page.addSubview(header)
    header.addSubview(title)
    header.addSubview(bar)
    for view in [header, bar] { view.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: page.topAnchor), header.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: page.trailingAnchor),
      title.topAnchor.constraint(equalTo: header.topAnchor, constant: 16), title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
      bar.topAnchor.constraint(equalTo: header.topAnchor), bar.bottomAnchor.constraint(equalTo: header.bottomAnchor),
      bar.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8), bar.widthAnchor.constraint(equalToConstant: 4),
    ])
    screen.show(page)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 56), "16 + a 24-point line + 16; the bar's 30 is shorter")
    #expect(same(title.frame, CGRect(x: 16, y: 16, width: 77, height: 24)))
    #expect(same(bar.frame, CGRect(x: 101, y: 0, width: 4, height: 56)))
    bar.wantedHeight = 90
    screen.simulation.layoutWindows()
    #expect(header.frame.height == 90, "the custom view invalidated its size: the header follows it")
    #expect(same(title.frame, CGRect(x: 16, y: 16, width: 77, height: 58)), "the label is stretched between its edges")
  }
}
