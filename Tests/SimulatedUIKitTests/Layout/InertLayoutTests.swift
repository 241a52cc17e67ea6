// What the simulation stores: Auto Layout constraints as a view holds them (applied: ConstraintLayoutTests), appearance
// proxies, and the layout direction (left to right only). Libraries call these while building a page: they must run
// and record what UIKit would report back.

import SimulatedUIKit
import Testing

@Suite struct InertLayoutTests {
  /// A header pinned to the four edges of the container it was put in, as a paging library sizes the app's header.
  private func pinnedHeader() -> (container: UIView, header: UIView, constraints: [NSLayoutConstraint]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    container.addSubview(header)
    header.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [NSLayoutConstraint.Attribute.top, .leading, .bottom, .trailing].map {
      NSLayoutConstraint(
        item: header, attribute: $0, relatedBy: .equal, toItem: container, attribute: $0, multiplier: 1, constant: 0)
    }
    return (container, header, constraints)
  }

  /// Apple, `NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: "the
  /// relationship between the two attributes … `item1.attribute1 = multiplier × item2.attribute2 + constant`"; the
  /// properties read back what was given (https://developer.apple.com/documentation/uikit/nslayoutconstraint).
  @Test("a constraint reads back its items, attributes, relation, multiplier and constant")
  func constraintReadsBack() {
    _ = SimulatedScreen()
    let (container, header, constraints) = pinnedHeader()
    let bottom = constraints[2]
    #expect(bottom.firstItem === header)
    #expect(bottom.secondItem === container)
    #expect(bottom.firstAttribute == .bottom && bottom.secondAttribute == .bottom)
    #expect(bottom.relation == .equal)
    #expect(bottom.multiplier == 1 && bottom.constant == 0)
    #expect(!bottom.isActive)
    let width = NSLayoutConstraint(
      item: header, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 44)
    #expect(width.secondItem == nil && width.relation == .greaterThanOrEqual && width.constant == 44)
    #expect(NSLayoutConstraint.Attribute.top.rawValue == 3)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
  }

  /// Apple, `UIView.addConstraints(_:)` and `constraints` ("the constraints held by the view"); a constraint held by
  /// a view is active, and `removeConstraint(_:)` deactivates it. The header pinned to the four edges of its container
  /// takes the container's bounds when the container lays out (ConstraintLayoutTests has the rest of Auto Layout).
  @Test("constraints added to a view are held and active, and place the view")
  func constraintsAreHeldAndApplied() {
    let screen = SimulatedScreen()
    let (container, header, constraints) = pinnedHeader()
    screen.window.addSubview(container)
    container.addConstraints(constraints)
    #expect(container.constraints.count == 4)
    #expect(constraints.allSatisfy { $0.isActive })

    container.frame = CGRect(x: 0, y: 0, width: 390, height: 260)
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 260))

    container.removeConstraint(constraints[0])
    #expect(container.constraints.count == 3 && !constraints[0].isActive)
    container.removeConstraints(Array(constraints.dropFirst()))
    #expect(container.constraints.isEmpty && constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive } && container.constraints.count == 4)
  }

  /// Apple, `UIView.userInterfaceLayoutDirection(for:)`: "the user interface direction for the given semantic content
  /// attribute"; `.forceRightToLeft` is always right to left, `.forceLeftToRight`, `.playback` and `.spatial` never
  /// flip, and `.unspecified` follows the app (left to right in the simulation, as `UIApplication` reports).
  @Test("the layout direction is right to left only where forced", arguments: [
    (UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.leftToRight),
    (.playback, .leftToRight), (.spatial, .leftToRight), (.forceLeftToRight, .leftToRight),
    (.forceRightToLeft, .rightToLeft),
  ])
  func layoutDirection(_ attribute: UISemanticContentAttribute, _ direction: UIUserInterfaceLayoutDirection) {
    #expect(UIView.userInterfaceLayoutDirection(for: attribute) == direction)
  }

  /// A flow layout that flips for right-to-left languages, as paging libraries write it: it reads the app-wide
  /// setting from the appearance proxy.
  private final class FlippingLayout: UICollectionViewFlowLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool {
      UIView.userInterfaceLayoutDirection(for: UIView.appearance().semanticContentAttribute) == .rightToLeft
    }
  }

  /// Apple, `UIAppearance.appearance()`: "the appearance proxy for the receiver", one per class. The simulation
  /// applies no appearance (docs/uikit.md, "What it does not model"): the proxy is an instance of the class, the
  /// same on every call, in no window; what is set on it reaches no other view.
  @Test("appearance proxies are per class, detached, and apply nothing")
  func appearanceProxies() {
    let screen = SimulatedScreen()
    let proxy = UIView.appearance()
    #expect(proxy === UIView.appearance())
    #expect(type(of: UIScrollView.appearance()) == UIScrollView.self)
    #expect(UIScrollView.appearance() !== proxy)
    #expect(proxy.superview == nil && proxy.window == nil)
    #expect(!FlippingLayout().flipsHorizontallyInOppositeLayoutDirection)

    proxy.semanticContentAttribute = .forceRightToLeft
    defer { proxy.semanticContentAttribute = .unspecified }
    let view = UIView(frame: .zero)
    screen.window.addSubview(view)
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(FlippingLayout().flipsHorizontallyInOppositeLayoutDirection)  // the layout reads the proxy itself
  }

  /// Apple, `UIView.AnimationCurve`: `easeInOut`, `easeIn`, `easeOut`, `linear`, with UIKit's raw values 0 to 3
  /// (`UIViewAnimationCurve`); the simulation sets animated values at once, whatever the curve.
  @Test("animation curves carry UIKit's raw values")
  func animationCurves() {
    let curves: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
    #expect(curves.map(\.rawValue) == [0, 1, 2, 3])
    #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
  }
}
