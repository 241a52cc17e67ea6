// UIView: geometry and the view tree. Layout (`UIView+Layout.swift`), safe areas (`UIView+SafeArea.swift`),
// coordinate conversion and hit-testing (`UIView+Geometry.swift`), animations and visual state live beside it.
//
// A view's geometry is its frame origin in the superview's bounds and its bounds (origin and size), as UIKit keeps
// it without a transform: `frame = (origin, bounds.size)`, `center = origin + size / 2`. Setting a size marks the
// view for layout and resizes autoresizing subviews, as UIKit does.

/// `UIView`.
@MainActor
open class UIView: UIResponder {
  // MARK: - Storage
  // `@exclusivity(unchecked)`: the simulation runs on one thread and never holds an access across a callback, so
  // the runtime's dynamic exclusivity checks only cost (a sixth of a UIKit page's instructions, callgrind).

  /// The frame's origin, in the superview's bounds coordinates.
  @exclusivity(unchecked) var _origin: CGPoint = .zero
  /// The bounds origin (a scroll view keeps its content offset there instead: `UIScrollView`).
  @exclusivity(unchecked) var _boundsOrigin: CGPoint = .zero
  @exclusivity(unchecked) var _size: CGSize = .zero
  @exclusivity(unchecked) weak var _superview: UIView?
  @exclusivity(unchecked) var _subviews: [UIView] = []
  /// The Auto Layout constraints the view holds (`AutoLayout/`): added to it, or activated with it as their items'
  /// closest common ancestor.
  var _constraints: [NSLayoutConstraint] = []
  /// Whether a subview of this view has ever opted out of autoresizing: only then does its layout look for constraints
  /// to apply (a table lays out on every scroll, and its cells never opt out).
  @exclusivity(unchecked) var _mayPlaceSubviewsByConstraints = false
  @exclusivity(unchecked) weak var _window: UIWindow?
  /// The view controller whose root view this is (UIKit's `next` is the controller for a root view).
  @exclusivity(unchecked) weak var _viewController: UIViewController?
  /// This view needs `layoutSubviews`; some view below it does (the layout pass walks only dirty paths).
  @exclusivity(unchecked) var _needsLayout = true
  @exclusivity(unchecked) var _subtreeNeedsLayout = false
  /// The layout pass this view was last laid out in, and how often in it (`UIView+Layout.swift`).
  @exclusivity(unchecked) var _layoutPass = -1
  @exclusivity(unchecked) var _layoutsInPass = 0
  /// The safe-area insets as last computed (`UIView+SafeArea.swift`), to tell `safeAreaInsetsDidChange` when they move.
  @exclusivity(unchecked) var _safeAreaInsets: UIEdgeInsets = .zero
  @exclusivity(unchecked) var _gestureRecognizers: [UIGestureRecognizer] = []
  /// Key-value observers (`Observation/KeyValueObservation.swift`).
  @exclusivity(unchecked) var keyValueObservers: [KeyValueObserver] = []

  // MARK: - Initializers

  /// `init(frame:)`: the designated initializer.
  public init(frame: CGRect) {
    super.init()
    _origin = frame.origin
    _size = CGSize(width: frame.size.width, height: frame.size.height)
  }

  /// `UIView()` is `init(frame: .zero)`, a convenience initializer in UIKit: a subclass may declare its own
  /// `convenience init()` without `override`.
  public convenience override init() { self.init(frame: .zero) }

  /// Views are never decoded in the simulation (no storyboards or nibs); present because subclasses must declare it.
  public required init?(coder: NSCoder) {
    super.init()
  }

  isolated deinit {
    for subview in _subviews where subview._superview === self { subview._superview = nil }
  }

  // MARK: - Geometry

  /// The view's rectangle in its superview's bounds coordinates.
  /// Setting it moves the view and, for a new size, marks it for layout and resizes autoresizing subviews.
  open var frame: CGRect {
    get { CGRect(origin: _origin, size: _size) }
    set {
      guard newValue.origin != _origin || newValue.size != _size else { return }
      _origin = newValue.origin
      setSize(newValue.size)
      geometryInWindowDidChange()
      notifyObservers(of: .frame)
    }
  }

  /// The view's rectangle in its own coordinates: its origin shifts the content (a scroll view's offset), its size is the frame's.
  open var bounds: CGRect {
    get { CGRect(origin: _boundsOrigin, size: _size) }
    set {
      guard newValue.origin != _boundsOrigin || newValue.size != _size else { return }
      _boundsOrigin = newValue.origin
      setSize(newValue.size)
      geometryInWindowDidChange()
      notifyObservers(of: .bounds)
    }
  }

  /// The middle of the frame, in the superview's bounds coordinates; setting it moves the view without resizing it.
  open var center: CGPoint {
    get { CGPoint(x: _origin.x + _size.width / 2, y: _origin.y + _size.height / 2) }
    set {
      let origin = CGPoint(x: newValue.x - _size.width / 2, y: newValue.y - _size.height / 2)
      guard origin != _origin else { return }
      _origin = origin
      geometryInWindowDidChange()
    }
  }

  // MARK: - Safe area (computed from the window: UIView+SafeArea.swift)

  /// The insets of the window's safe area that overlap this view, as last laid out.
  open var safeAreaInsets: UIEdgeInsets { _safeAreaInsets }

  /// Called when `safeAreaInsets` changed (moved into a window, laid out elsewhere, the window's safe area changed).
  open func safeAreaInsetsDidChange() {}

  /// `safeAreaLayoutGuide`: its `layoutFrame` is the bounds less `safeAreaInsets`.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = _safeAreaGuide { return guide }
    let guide = UILayoutGuide()
    guide.owningView = self
    guide.kind = .safeArea
    _safeAreaGuide = guide
    return guide
  }
  private var _safeAreaGuide: UILayoutGuide?
  /// The layout-margins and readable-content guides, made when first asked for (UIView+LayoutMargins.swift).
  var _marginsGuides: (margins: UILayoutGuide?, readable: UILayoutGuide?)

  /// A new size: autoresizing subviews follow, the view is marked for layout, a scroll view re-reads its range.
  func setSize(_ size: CGSize) {
    let old = _size
    guard size != old else { return }
    _size = size
    if autoresizesSubviews { resizeSubviews(from: old) }
    setNeedsLayout()
    sizeDidChange()
  }

  /// Hook for subclasses of the simulation (a scroll view's range depends on its bounds).
  func sizeDidChange() {}

  /// Hook for subclasses of the simulation (a scroll view re-derives `adjustedContentInset` from its safe area).
  func safeAreaDidChange() {}

  /// The affine transform applied to the view around its center.
  /// Stored only: frames, hit-testing and coordinate conversion ignore it.
  open var transform: CGAffineTransform = .identity

  // MARK: - The view tree

  /// The view this one is a subview of, if any.
  open var superview: UIView? { _superview }
  /// The subviews, back to front.
  open var subviews: [UIView] { _subviews }
  /// The window the view's tree is in, if any.
  open var window: UIWindow? { _window }

  open override var next: UIResponder? { _viewController ?? _superview }

  /// Adds `view` in front of the other subviews, taking it from its old superview; adding it again brings it to the front.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviews.count)
  }

  /// Adds `view` at `index` in the subviews, back to front, with the move callbacks in UIKit's order (`UIView+Tree.swift`).
  open func insertSubview(_ view: UIView, at index: Int) {
    attachSubview(view, at: index)
  }

  /// Adds `view` just in front of `siblingSubview` (at the front when that is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = _subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? _subviews.count
    insertSubview(view, at: index)
  }

  /// Adds `view` just behind `siblingSubview` (at the back when that is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = _subviews.firstIndex { $0 === siblingSubview } ?? 0
    insertSubview(view, at: index)
  }

  /// Takes the view out of its superview (and its window), with the move callbacks in UIKit's order (`UIView+Tree.swift`).
  open func removeFromSuperview() {
    detachWithCallbacks()
  }

  /// Moves a subview in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.append(_subviews.remove(at: index))
    treeDidChange()
  }

  /// Moves a subview behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.insert(_subviews.remove(at: index), at: 0)
    treeDidChange()
  }

  /// Swaps the subviews at two indexes.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard _subviews.indices.contains(index1), _subviews.indices.contains(index2) else { return }
    _subviews.swapAt(index1, index2)
    treeDidChange()
  }

  /// Whether this view is `view` or lies in its subtree.
  open func isDescendant(of view: UIView) -> Bool {
    var candidate: UIView? = self
    while let current = candidate {
      if current === view { return true }
      candidate = current._superview
    }
    return false
  }

  /// The first view with `tag` in this view's subtree, itself included, depth first.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in _subviews { if let found = subview.viewWithTag(tag) { return found } }
    return nil
  }

  /// A number the app gives the view to find it with `viewWithTag(_:)`.
  open var tag: Int = 0

  // MARK: - Tree callbacks (overridable, as in UIKit)

  /// Called before the view moves to a new superview (`nil` when it is removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview or was removed.
  open func didMoveToSuperview() {}
  /// Called before the view's tree joins or leaves a window.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view's tree joined or left a window.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Hook for the simulation's own subclasses (a scroll view joins or leaves the window's tick list).
  func windowDidChange(from old: UIWindow?) {}

  // MARK: - Appearance and interaction (stored; hit-testing reads the interaction ones)

  /// Whether the view is hidden; a hidden view takes no touches.
  open var isHidden: Bool = false { didSet { if isHidden != oldValue { stackArrangementChanged() } } }
  /// The view's opacity; below 0.01 it takes no touches.
  /// Never drawn: only hit-testing reads it.
  open var alpha: CGFloat = 1
  /// Whether the view promises to draw every pixel opaquely.
  /// Inert in the simulation: stored, never drawn.
  open var isOpaque: Bool = true
  /// Whether subviews are clipped to the view's bounds.
  /// Inert in the simulation: stored, never drawn (hit-testing already stops at the bounds).
  open var clipsToBounds: Bool = false
  /// The view's background colour.
  /// Inert in the simulation: stored, never drawn.
  open var backgroundColor: UIColor?
  /// The tint colour: the view's own, else its superview's, else the system blue.
  open var tintColor: UIColor! {
    get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
    set { _tintColor = newValue }
  }
  private var _tintColor: UIColor?
  /// How the tint colour is adjusted (dimmed under a modal view, for instance).
  /// Inert in the simulation: stored only.
  open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  /// Whether the view takes touches; a view with it off is skipped by hit-testing, its subviews with it.
  open var isUserInteractionEnabled: Bool = true
  /// Whether the view takes more than one touch at a time.
  /// Inert in the simulation: stored only (there is one finger).
  open var isMultipleTouchEnabled: Bool = false
  /// Whether the view keeps other views from taking touches while it has one.
  /// Inert in the simulation: stored only (there is one finger).
  open var isExclusiveTouch: Bool = false
  /// How the view's content fits its bounds when they change.
  /// Inert in the simulation: stored, never drawn.
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// Whether the view flips for right-to-left languages.
  /// Inert in the simulation: layout is left to right only.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// The default spacing to keep inside the view's edges when laying out its content: 8 points each side (Apple,
  /// `directionalLayoutMargins`), applied through `layoutMarginsGuide` (UIView+LayoutMargins.swift). A new value lays
  /// the view out again and calls `layoutMarginsDidChange()`. A view controller's root view's margins apply no smaller
  /// than its controller's `systemMinimumLayoutMargins`.
  open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet {
      guard layoutMargins != oldValue else { return }
      layoutMarginsDidChange()
      _viewController?.viewLayoutMarginsDidChange()
      setNeedsLayout()
      marginsReachSubviews()
    }
  }
  /// The layout margins by leading and trailing edges: `layoutMargins` read and written by direction (Apple: the two
  /// are kept in step; left to right only in the simulation).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
    set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
  }
  /// Called when `layoutMargins` changed.
  open func layoutMarginsDidChange() {}
  /// Whether the view's margins also keep its content inside its superview's margins where the view lies closer to
  /// the superview's edge than they do (UIView+LayoutMargins.swift). A new value lays the view out again.
  open var preservesSuperviewLayoutMargins: Bool = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { setNeedsLayout() } }
  }
  /// Whether the layout margins keep clear of the unsafe area where the view overlaps it (knob
  /// `layoutMarginsAddSafeArea` says how; UIView+LayoutMargins.swift). A new value lays the view out again.
  open var insetsLayoutMarginsFromSafeArea: Bool = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } }
  }
  /// Whether the autoresizing mask places the view (`true`) or its constraints do, when its superview lays out.
  open var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue, let superview = _superview else { return }
      if !translatesAutoresizingMaskIntoConstraints { superview._mayPlaceSubviewsByConstraints = true }
      superview.setNeedsLayout()
    }
  }
  /// A string that identifies the view to UI tests.
  /// Inert in the simulation: stored, read by nothing.
  open var accessibilityIdentifier: String?
  /// The view's spoken description for assistive technologies.
  /// Inert in the simulation: stored, read by nothing.
  open var accessibilityLabel: String?
  /// Whether assistive technologies treat the view as one element.
  /// Inert in the simulation: stored, read by nothing.
  open var isAccessibilityElement: Bool = false
  /// What assistive technologies are told the view is and does (a button, a tab bar, selected): none for a plain view,
  /// `.button` for a button, as UIKit's controls have their own (a label's is not modelled: no source found).
  /// Inert in the simulation: stored, read by nothing.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// A light or dark style that this view and its subtree use instead of the inherited one.
  /// Inert in the simulation: stored; the trait collection stays light.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  /// `layer`: a stand-in that stores what code sets on it (corner radius, borders, shadows), drawn by nothing.
  public private(set) lazy var layer: CALayer = CALayer()

  /// The traits the view lives in (size classes, style, scale).
  /// Fixed in the simulation: light, compact width, regular height, the simulated display scale.
  open var traitCollection: UITraitCollection { UITraitCollection.current }
  /// Called when the view's traits changed.
  /// Never called in the simulation: the traits never change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Marks the whole view to be redrawn.
  /// Inert in the simulation: nothing is drawn.
  open func setNeedsDisplay() {}
  /// Marks part of the view to be redrawn.
  /// Inert in the simulation: nothing is drawn.
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// Override point: draws the view's content in `rect`.
  /// Never called in the simulation: nothing is drawn.
  open func draw(_ rect: CGRect) {}

  // MARK: - Layout (the pass itself: UIView+Layout.swift)

  /// Marks the view for `layoutSubviews` in the next layout pass (Apple, `setNeedsLayout()`: "This method makes a note
  /// of the request and returns immediately … waits for the next update cycle").
  open func setNeedsLayout() {
    _needsLayout = true
    markSubtreeDirtyUpward()
  }

  /// Lays out the view now if it (or an ancestor) is marked, from the topmost marked ancestor down.
  open func layoutIfNeeded() {
    var top: UIView = self
    var ancestor = _superview
    while let view = ancestor {
      if view._needsLayout { top = view }
      ancestor = view._superview
    }
    UIKitSimulation.current.runLayoutPass { _ = top.layoutSubtreeIfNeeded() }
  }

  /// Override point: positions subviews. The default places the subviews that opted out of autoresizing by their
  /// constraints (`AutoLayout/ConstraintLayout.swift`); autoresizing has already run.
  open func layoutSubviews() { applyConstraintsToSubviews() }

  /// The size that fits `size`: the current size by default, as UIView's implementation returns.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// The size the view's content wants; `noIntrinsicMetric` in both dimensions by default. A view placed by
  /// constraints takes it along an axis they leave its length open, as its hugging and compression resistance let it
  /// (AutoLayout/IntrinsicSize.swift).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  /// Tells the layout system the intrinsic content size changed: the views that place this one by constraints lay
  /// out again.
  open func invalidateIntrinsicContentSize() { naturalSizeChanged() }
  /// The value of a dimension without an intrinsic size.
  public static let noIntrinsicMetric: CGFloat = -1
  /// How strongly the view resists growing past its intrinsic size along `axis` (`defaultLow`, 250, unless set).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    _intrinsicPriorities.hugging(axis)
  }
  /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    _intrinsicPriorities.setHugging(priority, axis)
  }
  /// How strongly the view resists shrinking below its intrinsic size along `axis` (`defaultHigh`, 750, unless set).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    _intrinsicPriorities.compression(axis)
  }
  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    _intrinsicPriorities.setCompression(priority, axis)
  }
  var _intrinsicPriorities = IntrinsicPriorities() {
    didSet { if _intrinsicPriorities != oldValue { naturalSizeChanged() } }
  }

  /// The size the view's constraints give it, as close to `targetSize` as they allow: along each axis the length
  /// what it holds asks of it (a chain of subviews from edge to edge) or its intrinsic size, else the target's
  /// (AutoLayout/SystemLayoutFitting.swift).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
  /// The same, an axis whose fitting priority is required taking the target's length (a cell's height for the
  /// table's width).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(
      width: fittedLength(alongX: true, target: targetSize.width, priority: horizontalFittingPriority),
      height: fittedLength(alongX: false, target: targetSize.height, priority: verticalFittingPriority))
  }

  /// How the view resizes when its superview's bounds change: the flexible margins and dimensions take their share.
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// Whether subviews follow their autoresizing masks when the view's size changes; true by default.
  open var autoresizesSubviews: Bool = true

  // MARK: - Hit-testing (UIView+Geometry.swift converts coordinates)

  /// The deepest visible, interactive descendant containing `point` (in this view's bounds coordinates), front-most
  /// first: UIKit's documented rule ("ignores view objects that are hidden, that have disabled user interactions, or
  /// have an alpha level less than 0.01"; subviews are searched in reverse order, so a later sibling wins).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
    for subview in _subviews.reversed() {
      // This view's bounds coordinates to the subview's: its frame sits in ours, its bounds origin shifts its content.
      let origin = subview.bounds.origin
      let local = CGPoint(x: point.x - subview._origin.x + origin.x, y: point.y - subview._origin.y + origin.y)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (bounds coordinates) is inside the view: its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // MARK: - Gestures

  /// The gesture recognizers attached to the view, or `nil` when there are none.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for recognizer in _gestureRecognizers { recognizer._view = nil }
      _gestureRecognizers = newValue ?? []
      for recognizer in _gestureRecognizers { recognizer.moveTo(self) }
    }
  }

  /// Attaches `gestureRecognizer` (moving it from the view it was on, as UIKit does: a recognizer has one view).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer._view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
    guard !_gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    _gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.moveTo(self)
  }

  /// Detaches `gestureRecognizer` from the view.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
    _gestureRecognizers.remove(at: index)
    if gestureRecognizer._view === self { gestureRecognizer._view = nil }
  }

  /// Asked before any recognizer attached to this view begins (UIKit asks the view the recognizer is attached to).
  /// In UIKit this is also the delegate method's selector, so a scroll-view subclass overriding it decides for its own
  /// pan: the simulation asks both, the view's after the delegate's (knob `delegateAskedBeforeView`).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
