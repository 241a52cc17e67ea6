// UIStackView: its arranged subviews placed along its axis by its distribution and across it by its alignment
// (UIStackView+Arrangement.swift), and its own length, for the constraints that place it, from theirs.

/// `UIStackView`.
@MainActor
open class UIStackView: UIView {
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    /// Fill the axis, the view that hugs (or resists compression) least stretching (or shrinking) to make up the
    /// difference; of equals, the first (the knob `stackViewResizesFirstView`).
    case fill
    /// Give every view the same length.
    case fillEqually
    /// Share the length in proportion to the views' natural lengths.
    case fillProportionally
    /// Keep the views' natural lengths and space them equally, at least `spacing` apart.
    case equalSpacing
    /// Space the views' centres equally.
    /// Laid out as `.equalSpacing` in the simulation.
    case equalCentering
  }
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    /// Stretch the views across the stack.
    case fill
    /// Align the views to the leading edge (the top, across a horizontal stack), at their natural lengths.
    case leading
    /// Align the views' first baselines.
    /// Aligned to the top in the simulation (no text metrics).
    case firstBaseline
    /// Centre the views across the stack, at their natural lengths.
    case center
    /// Align the views to the trailing edge (the bottom, across a horizontal stack), at their natural lengths.
    case trailing
    /// Align the views' last baselines.
    /// Aligned to the bottom in the simulation (no text metrics).
    case lastBaseline
  }

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The direction the views follow one another.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
  /// How the views share the stack's length.
  open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
  /// How the views sit across the stack.
  open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
  /// The space between neighbouring views.
  open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
  /// Whether the views are laid out inside the layout margins.
  open var isLayoutMarginsRelativeArrangement: Bool = false { didSet { arrangementChanged() } }

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
    arrangementChanged()
  }

  /// Stops laying out `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangementChanged()
  }

  /// Inserts `view` among the arranged views at `stackIndex`, and adds it as a subview.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    addSubview(view)
    arrangementChanged()
  }

  /// Places the arranged subviews (UIStackView+Arrangement.swift).
  open override func layoutSubviews() { arrangeSubviews() }
}
