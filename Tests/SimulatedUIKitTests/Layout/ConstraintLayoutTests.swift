// Constraints place the views that opted out of autoresizing when their superview lays out: pinned edges, constant and
// proportional sizes, centring, a chain of siblings, a required inequality over an optional equality, a scroll view's
// content area, and what UIKit does with activation and an override of layoutSubviews that skips `super`.

import SimulatedUIKit
import Testing

@Suite struct ConstraintLayoutTests {
  /// Apple, `layoutSubviews()`: "the default implementation uses any constraints you have set to determine the size
  /// and position of any subviews"; `NSLayoutAnchor`: anchors make constraints between edges, centres and dimensions
  /// (https://developer.apple.com/documentation/uikit/uiview/layoutsubviews(),
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor).
  @Test("a view pinned to its superview's edges takes its bounds, and follows a resize")
  func pinnedToEdges() {
    let screen = SimulatedScreen()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
    let pager = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    container.addSubview(pager)
    pager.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      pager.topAnchor.constraint(equalTo: container.topAnchor),
      pager.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      pager.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      pager.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    screen.show(container)
    #expect(pager.frame == CGRect(x: 0, y: 0, width: 390, height: 260))
    container.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
    container.layoutIfNeeded()
    #expect(pager.frame == CGRect(x: 0, y: 0, width: 320, height: 500))
  }

  /// A bar placed under a header by a constraint between siblings, added before the header it follows: the frames are
  /// those of the solved system whatever order the views were added in.
  @Test("siblings chained edge to edge, with constants, sizes and centring")
  func siblingChain() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = UIView(), bar = UIView(), badge = UIView()
    for view in [bar, header, badge] {
      page.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
      bar.leftAnchor.constraint(equalTo: page.leftAnchor, constant: 16),
      bar.rightAnchor.constraint(equalTo: page.rightAnchor, constant: -16),
      bar.heightAnchor.constraint(equalToConstant: 44),
      header.topAnchor.constraint(equalTo: page.topAnchor),
      header.widthAnchor.constraint(equalTo: page.widthAnchor),
      header.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
      badge.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      badge.widthAnchor.constraint(equalTo: bar.widthAnchor, multiplier: 0.25, constant: 2),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    screen.show(page)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 195))
    #expect(bar.frame == CGRect(x: 16, y: 199, width: 358, height: 44))
    #expect(badge.frame == CGRect(x: 16 + 179 - 45.75, y: 211, width: 91.5, height: 20))
  }

  /// The same chain written the other way round (the header's bottom equal to the bar's top): a constraint places
  /// whichever of its items the others leave open.
  @Test("a constraint that names the placed view second places it too")
  func secondItemPlaced() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = UIView(), bar = UIView()
    for view in [bar, header] {
      page.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      header.bottomAnchor.constraint(equalTo: bar.topAnchor, constant: -4),
      page.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
      header.topAnchor.constraint(equalTo: page.topAnchor, constant: 10),
      header.heightAnchor.constraint(equalToConstant: 120),
      header.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: page.trailingAnchor),
      bar.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    screen.show(page)
    #expect(header.frame == CGRect(x: 0, y: 10, width: 390, height: 120))
    #expect(bar.frame == CGRect(x: 0, y: 134, width: 390, height: 44))
  }

  /// A header that wraps its content: pinned at the top and sides of the page with no height of its own, it takes
  /// the height of the view pinned inside it (plus the margins), and the bar under it follows.
  @Test("a view with no length of its own takes the length of what it holds")
  func sizedByContent() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let wrapper = UIView(), content = UIView(), bar = UIView()
    page.addSubview(wrapper)
    wrapper.addSubview(content)
    page.addSubview(bar)
    for view in [wrapper, content, bar] { view.translatesAutoresizingMaskIntoConstraints = false }
    let height = content.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate(Self.wrapping(content, in: wrapper, on: page) + [
      height,
      bar.topAnchor.constraint(equalTo: wrapper.bottomAnchor), bar.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      bar.widthAnchor.constraint(equalTo: page.widthAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    screen.show(page)
    #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 390, height: 116))
    #expect(content.frame == CGRect(x: 0, y: 8, width: 390, height: 100))
    #expect(bar.frame.minY == 116)
    height.constant = 200
    screen.simulation.layoutWindows()
    #expect(wrapper.frame.height == 216 && bar.frame.minY == 216)
  }

  /// A header wrapping its content: `wrapper` pinned to the top and sides of `page` with no height of its own, and
  /// `content` pinned 8 points inside its top and bottom and to its sides.
  static func wrapping(_ content: UIView, in wrapper: UIView, on page: UIView) -> [NSLayoutConstraint] {
    [
      wrapper.topAnchor.constraint(equalTo: page.topAnchor), wrapper.leadingAnchor.constraint(equalTo: page.leadingAnchor),
      wrapper.trailingAnchor.constraint(equalTo: page.trailingAnchor),
      content.topAnchor.constraint(equalTo: wrapper.topAnchor, constant: 8),
      content.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor, constant: -8),
      content.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor), content.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor),
    ]
  }

  /// The same, with the held view's length tied to a view outside its container: that constraint is held by their
  /// common ancestor, above the container (Apple, `isActive`), and sizes the container as one it holds would.
  @Test("a view sized by what it holds counts a length tied to a view outside it")
  func sizedByContentTiedOutside() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let wrapper = UIView(), content = UIView()
    let banner = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 120))
    page.addSubview(wrapper)
    wrapper.addSubview(content)
    page.addSubview(banner)
    for view in [wrapper, content] { view.translatesAutoresizingMaskIntoConstraints = false }
    let tied = content.heightAnchor.constraint(equalTo: banner.heightAnchor)
    NSLayoutConstraint.activate(Self.wrapping(content, in: wrapper, on: page) + [tied])
    #expect(tied.firstItem === content && !wrapper.constraints.contains(tied) && page.constraints.contains(tied))
    screen.show(page)
    #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 390, height: 136))
    #expect(content.frame == CGRect(x: 0, y: 8, width: 390, height: 120))
  }

  /// Apple, Auto Layout Guide, "Anatomy of a Constraint": optional constraints are satisfied in priority order, and a
  /// required one always holds. A category bar that follows its header down to the safe area's top and stops there,
  /// written as an optional equality and a required inequality, in a scroll view (a layout pass runs on every scroll).
  @Test("a required inequality stops an optional equality: a bar that pins at the safe area")
  func barPinsAtSafeArea() {
    let screen = SimulatedScreen(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let root = UIView()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentSize = CGSize(width: 390, height: 3000)
    scroll.contentInsetAdjustmentBehavior = .never
    root.addSubview(scroll)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let bar = UIView()
    scroll.addSubview(header)
    scroll.addSubview(bar)
    bar.translatesAutoresizingMaskIntoConstraints = false
    let follows = bar.topAnchor.constraint(equalTo: header.bottomAnchor)
    follows.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      follows, bar.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: scroll.leadingAnchor), bar.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    screen.show(root)
    #expect(bar.frame == CGRect(x: 0, y: 300, width: 390, height: 44))
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    scroll.layoutIfNeeded()
    #expect(bar.frame.minY == 300)
    scroll.contentOffset = CGPoint(x: 0, y: 600)
    scroll.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 647, width: 390, height: 44), "pinned 47 pt below the top of what shows")
  }

  /// Apple, Auto Layout Guide, "Working with Scroll Views": "Constraints between the edges or margins of the scroll view
  /// and its content attach to the scroll view's content area", while those "between the height, width, or centers
  /// attach to the scroll view's frame".
  @Test("a scroll view's edges are its content area's, its width its frame's")
  func scrollViewContentArea() {
    let screen = SimulatedScreen()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    let footer = UIView()
    scroll.addSubview(footer)
    footer.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      footer.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      footer.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
      footer.heightAnchor.constraint(equalToConstant: 50),
    ])
    screen.show(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 700)
    scroll.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: 1950, width: 195, height: 50))
  }

  /// Apple, Auto Layout Guide, "Working with Scroll Views": a content view pinned to the edges of the scroll view's
  /// content area, with a size of its own, sets the content size. A table sizes its content from its rows.
  @Test("a plain scroll view's content size follows a content view pinned to its edges; a table's does not")
  func contentSizeFromConstraints() {
    let screen = SimulatedScreen()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView()
    scroll.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    let height = content.heightAnchor.constraint(equalToConstant: 2000)
    func edges(of view: UIView, in container: UIScrollView) -> [NSLayoutConstraint] {
      [
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        container.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 20),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        view.widthAnchor.constraint(equalTo: container.widthAnchor),
      ]
    }
    NSLayoutConstraint.activate(edges(of: content, in: scroll) + [height])
    screen.show(scroll)
    #expect(scroll.contentSize == CGSize(width: 390, height: 2030))
    #expect(content.frame == CGRect(x: 0, y: 10, width: 390, height: 2000))
    height.constant = 500
    screen.simulation.layoutWindows()
    #expect(scroll.contentSize.height == 530 && content.frame.height == 500)

    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let background = UIView()
    table.addSubview(background)
    background.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate(edges(of: background, in: table) + [background.heightAnchor.constraint(equalToConstant: 3000)])
    screen.show(table)
    #expect(table.contentSize.height == 0)
  }

  /// Apple, `NSLayoutConstraint.isActive`: activating "calls `addConstraint(_:)` … on the view that is the closest common
  /// ancestor of the items managed by this constraint", deactivating `removeConstraint(_:)`; changing `constant` lays
  /// the views out again (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive); the stronger of
  /// two optional constraints on one edge holds.
  @Test("activation installs on the closest common ancestor; a new constant or priority moves the view")
  func activationAndConstant() {
    let screen = SimulatedScreen()
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let cell = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    let list = UIView()
    page.addSubview(cell)
    cell.addSubview(list)
    list.translatesAutoresizingMaskIntoConstraints = false
    let top = list.topAnchor.constraint(equalTo: page.safeAreaLayoutGuide.topAnchor, constant: 20)
    top.priority = .defaultHigh  // UIKit refuses to turn an installed constraint from required to optional
    let height = list.heightAnchor.constraint(equalToConstant: 100)
    let lower = list.topAnchor.constraint(equalTo: cell.topAnchor, constant: 60)
    lower.priority = .defaultLow
    NSLayoutConstraint.activate([top, height, lower, list.widthAnchor.constraint(equalTo: cell.widthAnchor)])
    #expect(page.constraints.contains { $0 === top } && !cell.constraints.contains { $0 === top })
    #expect(list.constraints.contains { $0 === height } && cell.constraints.contains { $0 === lower })
    screen.show(page)
    #expect(list.frame == CGRect(x: 0, y: -80, width: 390, height: 100), "20 pt below the page's top, in the cell")
    height.constant = 150
    top.priority = UILayoutPriority(100)
    screen.simulation.layoutWindows()
    #expect(list.frame == CGRect(x: 0, y: 60, width: 390, height: 150), "the cell's constraint now the stronger")
    NSLayoutConstraint.deactivate([top, lower])
    #expect(!page.constraints.contains { $0 === top } && !top.isActive && top.firstItem === list)
  }

  /// Apple, `removeFromSuperview()`: "Calling this method removes any constraints that refer to the view you are
  /// removing, or that refer to any view in the subtree of the view you are removing". A feed moved from one page cell
  /// to another, pinned again to the new one, takes the new one's bounds.
  @Test("a view leaving its superview takes the constraints that name it along, not those it holds")
  func removalDropsConstraints() {
    let screen = SimulatedScreen()
    let pager = UIView(frame: CGRect(x: 0, y: 0, width: 780, height: 600))
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let second = UIView(frame: CGRect(x: 390, y: 0, width: 390, height: 500))
    pager.addSubview(first)
    pager.addSubview(second)
    let feed = UIView()
    let row = UIView()
    feed.addSubview(row)
    row.translatesAutoresizingMaskIntoConstraints = false
    let rowHeight = row.heightAnchor.constraint(equalToConstant: 44)
    rowHeight.isActive = true
    func pin(in page: UIView) -> [NSLayoutConstraint] {
      page.addSubview(feed)
      feed.translatesAutoresizingMaskIntoConstraints = false
      let edges = [
        feed.topAnchor.constraint(equalTo: page.topAnchor), feed.bottomAnchor.constraint(equalTo: page.bottomAnchor),
        feed.leadingAnchor.constraint(equalTo: page.leadingAnchor), feed.trailingAnchor.constraint(equalTo: page.trailingAnchor),
      ]
      NSLayoutConstraint.activate(edges)
      return edges
    }
    let firstEdges = pin(in: first)
    screen.show(pager)
    #expect(feed.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
    feed.removeFromSuperview()
    #expect(first.constraints.isEmpty && firstEdges.allSatisfy { !$0.isActive })
    #expect(rowHeight.isActive && row.constraints.contains { $0 === rowHeight })
    _ = pin(in: second)
    screen.simulation.layoutWindows()
    #expect(feed.frame == CGRect(x: 0, y: 0, width: 390, height: 500) && second.constraints.count == 4)
  }

  /// A subclass that overrides `layoutSubviews` without calling `super` places its subviews itself; and a view placed
  /// by constraints is not autoresized (Apple, `translatesAutoresizingMaskIntoConstraints`: when true "the system
  /// creates a set of constraints that duplicate the behavior specified by the view's autoresizing mask").
  @Test("no super.layoutSubviews, no constraints applied; a constrained view ignores its autoresizing mask")
  func overridesAndMasks() {
    final class ManualLayout: UIView {
      override func layoutSubviews() {}
    }
    let screen = SimulatedScreen()
    let manual = ManualLayout(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    manual.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    child.heightAnchor.constraint(equalToConstant: 80).isActive = true
    screen.show(manual)
    #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))

    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let masked = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
    masked.autoresizingMask = [.flexibleWidth]
    plain.addSubview(masked)
    masked.translatesAutoresizingMaskIntoConstraints = false
    screen.show(plain)
    plain.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    screen.simulation.layoutWindows()
    #expect(masked.frame.width == 390)
  }
}
