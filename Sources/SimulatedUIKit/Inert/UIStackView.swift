// UIStackView without Auto Layout: `layoutSubviews` places the arranged subviews along the axis, equally for
// `.fillEqually`, by their `sizeThatFits` otherwise, the last taking what remains for `.fill`.

/// `UIStackView`.
@MainActor
open class UIStackView: UIView {
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    /// Fill the axis, a view stretching or shrinking to make up the difference.
    /// In the simulation the last view takes what the others leave.
    case fill
    /// Give every view the same length.
    case fillEqually
    /// Share the length in proportion to the views' sizes.
    /// Not applied in the simulation: laid out as `.fill`.
    case fillProportionally
    /// Space the views equally.
    /// Not applied in the simulation: laid out as `.fill`.
    case equalSpacing
    /// Space the views' centres equally.
    /// Not applied in the simulation: laid out as `.fill`.
    case equalCentering
  }
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    /// Stretch the views across the stack.
    case fill
    /// Align the views to the leading edge.
    /// Not applied in the simulation: views are stretched across.
    case leading
    /// Align the views' first baselines.
    /// Not applied in the simulation: views are stretched across.
    case firstBaseline
    /// Centre the views across the stack.
    /// Not applied in the simulation: views are stretched across.
    case center
    /// Align the views to the trailing edge.
    /// Not applied in the simulation: views are stretched across.
    case trailing
    /// Align the views' last baselines.
    /// Not applied in the simulation: views are stretched across.
    case lastBaseline
  }

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The direction the views follow one another.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
  /// How the views share the stack's length.
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  /// How the views sit across the stack.
  /// Stored only: views are stretched across.
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  /// The space between neighbouring views.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Whether the views are laid out inside the layout margins.
  /// Stored only: the simulation lays them out in the bounds.
  open var isLayoutMarginsRelativeArrangement: Bool = false

  /// A stack that lays out the given views.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  /// An empty stack with the given frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Adds `view` at the end of the arranged views, and as a subview.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// Stops laying out `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

  /// Inserts `view` among the arranged views at `stackIndex`, and adds it as a subview.
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

/// `UIActivityIndicatorView`: animating or not, never drawn.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// The medium indicator.
    case medium
    /// The large indicator.
    case large
  }
  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false
  /// Whether the indicator hides when it stops.
  /// Inert in the simulation: stored only.
  open var hidesWhenStopped: Bool = true
  /// The indicator's colour.
  /// Inert in the simulation: stored, never drawn.
  open var color: UIColor! = .gray
  /// An indicator of the given style, 20 × 20 pt.
  public init(style: Style) { super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
  /// An indicator with the given frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// Starts the spinning (records `isAnimating`).
  open func startAnimating() { isAnimating = true }
  /// Stops the spinning (clears `isAnimating`).
  open func stopAnimating() { isAnimating = false }
}

/// `UIRefreshControl`: `beginRefreshing`/`endRefreshing` are recorded; the pull that starts it is not simulated on a
/// UIKit page (the checker's page world models a refresh control of its own for its load tests).
@MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false
  /// The text shown under the spinner.
  /// Stored, never drawn.
  open var attributedTitle: NSAttributedString?
  /// A refresh control with the given frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// Starts a refresh begun from code (records `isRefreshing`).
  open func beginRefreshing() { isRefreshing = true }
  /// Ends the refresh (clears `isRefreshing`).
  open func endRefreshing() { isRefreshing = false }
}
