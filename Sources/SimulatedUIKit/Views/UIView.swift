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
    guide.isSafeArea = true
    _safeAreaGuide = guide
    return guide
  }
  private var _safeAreaGuide: UILayoutGuide?

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

  open var transform: CGAffineTransform = .identity

  // MARK: - The view tree

  open var superview: UIView? { _superview }
  open var subviews: [UIView] { _subviews }
  open var window: UIWindow? { _window }

  open override var next: UIResponder? { _viewController ?? _superview }

  open func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view._superview === self, let current = _subviews.firstIndex(where: { $0 === view }) {
      // Re-adding moves the view in front (UIKit's behaviour for addSubview of an existing subview).
      _subviews.remove(at: current)
      _subviews.insert(view, at: min(max(index, 0), _subviews.count))
      return
    }
    let newWindow = _window
    let windowChanges = view._window !== newWindow
    view.willMove(toSuperview: self)
    if windowChanges { view.propagateWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    _subviews.insert(view, at: min(max(index, 0), _subviews.count))
    view._superview = self
    if windowChanges { view.propagateWindow(newWindow) }
    didAddSubview(view)
    view.didMoveToSuperview()
    if windowChanges { view.propagateDidMoveToWindow() }
    view.setNeedsLayout()
    setNeedsLayout()
    treeDidChange(moved: view)
  }

  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = _subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? _subviews.count
    insertSubview(view, at: index)
  }

  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = _subviews.firstIndex { $0 === siblingSubview } ?? 0
    insertSubview(view, at: index)
  }

  open func removeFromSuperview() {
    guard let superview = _superview else { return }
    let windowChanges = _window != nil
    // The view under the finger leaving the window: the knob removedTouchViewCancelsTouch says what the touch does.
    if let tracking = _window?.touchTracking, let hit = tracking.hitView, hit.isDescendant(of: self) {
      tracking.touchedViewLeaves(self)
    }
    // UIKit's order for a view leaving a window, as logged on device in public write-ups of the view life cycle
    // (e-com-net.com/article/5357521.htm, 39.103.169.235/p/681053cc48fd): willMoveToSuperview, willMoveToWindow,
    // didMoveToWindow, didMoveToSuperview.
    willMove(toSuperview: nil)
    if windowChanges { propagateWillMove(toWindow: nil) }
    superview.willRemoveSubview(self)
    detachFromSuperview()
    if windowChanges {
      propagateWindow(nil)
      propagateDidMoveToWindow()
    }
    didMoveToSuperview()
    superview.setNeedsLayout()
    superview.treeDidChange(moved: self)
  }

  /// Takes the view out of its superview's list without the callbacks (they are the callers' part).
  private func detachFromSuperview() {
    guard let superview = _superview else { return }
    if let index = superview._subviews.firstIndex(where: { $0 === self }) { superview._subviews.remove(at: index) }
    _superview = nil
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.append(_subviews.remove(at: index))
    treeDidChange()
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.insert(_subviews.remove(at: index), at: 0)
    treeDidChange()
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard _subviews.indices.contains(index1), _subviews.indices.contains(index2) else { return }
    _subviews.swapAt(index1, index2)
    treeDidChange()
  }

  open func isDescendant(of view: UIView) -> Bool {
    var candidate: UIView? = self
    while let current = candidate {
      if current === view { return true }
      candidate = current._superview
    }
    return false
  }

  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in _subviews { if let found = subview.viewWithTag(tag) { return found } }
    return nil
  }

  open var tag: Int = 0

  // MARK: - Tree callbacks (overridable, as in UIKit)

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  private func propagateWillMove(toWindow window: UIWindow?) {
    _viewController?.viewWillMoveToWindow(window)
    willMove(toWindow: window)
    for subview in _subviews { subview.propagateWillMove(toWindow: window) }
  }

  private func propagateWindow(_ window: UIWindow?) {
    let old = _window
    _window = window
    windowDidChange(from: old)
    for subview in _subviews { subview.propagateWindow(window) }
  }

  private func propagateDidMoveToWindow() {
    refreshSafeArea()
    didMoveToWindow()
    _viewController?.viewDidMoveToWindow()
    for subview in _subviews { subview.propagateDidMoveToWindow() }
  }

  /// Hook for the simulation's own subclasses (a scroll view joins or leaves the window's tick list).
  func windowDidChange(from old: UIWindow?) {}

  /// The tree under this view changed: the simulation may need to find the page's scroll views again. `moved`, the
  /// view that joined or left: a subtree with no scroll view in it (a table recycling a row) changes neither the
  /// scroll views' depths nor the page's roles, so the generation stays (the host would otherwise search the page's
  /// tree for its lists on nearly every frame of a scroll).
  func treeDidChange(moved: UIView? = nil) {
    guard _window != nil else { return }
    if let moved, !moved.holdsScrollView { return }
    UIKitSimulation.current.treeGeneration &+= 1
  }

  /// Whether this view or one below it is a scroll view.
  var holdsScrollView: Bool {
    if self is UIScrollView { return true }
    for subview in _subviews where subview.holdsScrollView { return true }
    return false
  }

  // MARK: - Appearance and interaction (stored; hit-testing reads the interaction ones)

  open var isHidden: Bool = false
  open var alpha: CGFloat = 1
  open var isOpaque: Bool = true
  open var clipsToBounds: Bool = false
  open var backgroundColor: UIColor?
  open var tintColor: UIColor! {
    get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
    set { _tintColor = newValue }
  }
  private var _tintColor: UIColor?
  open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  open var isUserInteractionEnabled: Bool = true
  open var isMultipleTouchEnabled: Bool = false
  open var isExclusiveTouch: Bool = false
  open var contentMode: UIView.ContentMode = .scaleToFill
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  open var preservesSuperviewLayoutMargins: Bool = false
  open var insetsLayoutMarginsFromSafeArea: Bool = true
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var isAccessibilityElement: Bool = false
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  /// `layer`: a stand-in that stores what code sets on it (corner radius, borders, shadows), drawn by nothing.
  public private(set) lazy var layer: CALayer = CALayer()

  open var traitCollection: UITraitCollection { UITraitCollection.current }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
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

  /// Override point: positions subviews. The default does nothing (autoresizing has already run).
  open func layoutSubviews() {}

  /// The size that fits `size`: the current size by default, as UIView's implementation returns.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  open func invalidateIntrinsicContentSize() {}
  public static let noIntrinsicMetric: CGFloat = -1

  /// `systemLayoutSizeFitting(_:)`: without Auto Layout in the simulation, `sizeThatFits`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

  open var autoresizingMask: UIView.AutoresizingMask = []
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

  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
    _gestureRecognizers.remove(at: index)
    if gestureRecognizer._view === self { gestureRecognizer._view = nil }
  }

  /// Asked before any recognizer attached to this view begins (UIKit asks the view the recognizer is attached to).
  /// In UIKit this is also the delegate method's selector, so a scroll-view subclass overriding it decides for its own
  /// pan: the simulation asks both, the view's after the delegate's (`UIKitSimulation.Knobs.shouldBeginOrder`).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UIView {
  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
      bottomLeft, bottomRight
  }

  /// `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }

  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}
