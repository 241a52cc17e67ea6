// UIStackView without Auto Layout: `layoutSubviews` places the arranged subviews along the axis, equally for
// `.fillEqually`, by their `sizeThatFits` otherwise, the last taking what remains for `.fill`.

/// `UIStackView`.
@MainActor
open class UIStackView: UIView {
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  open var isLayoutMarginsRelativeArrangement: Bool = false

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    addSubview(view)
  }

  open override func layoutSubviews() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let horizontal = axis == .horizontal
    let length = horizontal ? bounds.width : bounds.height
    let across = horizontal ? bounds.height : bounds.width
    let gaps = spacing * CGFloat(shown.count - 1)
    var lengths: [CGFloat]
    if distribution == .fillEqually {
      lengths = Array(repeating: max((length - gaps) / CGFloat(shown.count), 0), count: shown.count)
    } else {
      lengths = shown.map { let size = $0.sizeThatFits(bounds.size); return horizontal ? size.width : size.height }
      let extra = length - gaps - lengths.reduce(0, +)
      lengths[lengths.count - 1] = max(lengths[lengths.count - 1] + extra, 0)
    }
    var position: CGFloat = 0
    for (view, size) in zip(shown, lengths) {
      view.frame = horizontal
        ? CGRect(x: position, y: 0, width: size, height: across) : CGRect(x: 0, y: position, width: across, height: size)
      position += size + spacing
    }
  }
}

/// `NSLayoutConstraint`: only its `Axis` is used without Auto Layout.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }
  open var isActive: Bool = false
  open var constant: CGFloat = 0
  open var priority: UILayoutPriority = .required
  public override init() { super.init() }
  public static func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
  public static func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
}

/// `UIActivityIndicatorView`: animating or not, never drawn.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable { case medium, large }
  public private(set) var isAnimating = false
  open var hidesWhenStopped: Bool = true
  open var color: UIColor! = .gray
  public init(style: Style) { super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}

/// `UIRefreshControl`: `beginRefreshing`/`endRefreshing` are recorded; the pull that starts it is not simulated on a
/// UIKit page (the checker's page world models a refresh control of its own for its load tests).
@MainActor
open class UIRefreshControl: UIControl {
  public private(set) var isRefreshing = false
  open var attributedTitle: NSAttributedString?
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func beginRefreshing() { isRefreshing = true }
  open func endRefreshing() { isRefreshing = false }
}
