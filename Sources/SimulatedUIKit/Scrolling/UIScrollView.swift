// UIScrollView over the simulation's one implementation of scrolling (`SimScrollView`: the offset, the range, the
// rubber band, deceleration, bounce, paging, animated offsets, pixel rounding, each with its source). This class is
// the UIKit face of that motion: the properties apps set, the delegate and key-value callbacks in UIKit's order
// (`UIScrollView+Callbacks.swift`), the pan recognizer (`UIScrollViewPanGestureRecognizer.swift`), and the content
// inset adjustment (`UIScrollView+Insets.swift`).
//
// A simulated scroll view moves along one axis at a time: the one its content scrolls along, or, when it scrolls
// both ways, the axis of the pan that moves it (as `isDirectionalLockEnabled` does on device). The offset itself is
// two-dimensional; code may write either coordinate.

package import ScrollSim
public import NestedScrolling

/// `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
  /// The motion behind this view: offset, range, drivers (package-visible for the checker's host).
  package let motion: SimScrollView
  /// Receives the motion's callbacks and turns them into UIKit's (`ScrollCallbacks`).
  @exclusivity(unchecked) private var callbacks: ScrollCallbacks!
  @exclusivity(unchecked) private var _contentSize: CGSize = .zero
  @exclusivity(unchecked) private var _contentInset: UIEdgeInsets = .zero
  /// `adjustedContentInset` as last derived (contentInset plus the safe area the behaviour adds).
  @exclusivity(unchecked) var _adjustedContentInset: UIEdgeInsets = .zero
  /// The pan recognizer (`panGestureRecognizer`), created with the view.
  @exclusivity(unchecked) private var pan: UIScrollViewPanGestureRecognizer!

  /// The simulation this view was made in (a host may have made a newer one since).
  private let simulation = UIKitSimulation.current

  /// A scroll view with the given frame, no content, its own pan recognizer, clipping to its bounds.
  public override init(frame: CGRect) {
    motion = SimScrollView(axis: .vertical, name: "", physics: UIKitSimulation.current.physics)
    super.init(frame: frame)
    finishInit()
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    motion = SimScrollView(axis: .vertical, name: "", physics: UIKitSimulation.current.physics)
    super.init(coder: coder)
    finishInit()
  }

  isolated deinit {
    // The pan may be attached elsewhere (moved onto a larger view) or tracking a touch: it leaves both with its view.
    pan?.scrollViewIsGoing()
    simulation.scrollViewDeallocated(self)
  }

  private func finishInit() {
    simulation.scrollViewCreated(self)
    callbacks = ScrollCallbacks(self)
    motion.delegate = callbacks
    pan = UIScrollViewPanGestureRecognizer(scrollView: self)
    addGestureRecognizer(pan)
    // A scroll view is its own pan's delegate in UIKit. Declaring the conformance here would make every subclass that
    // declares it again (NestedPaging's main table does) a redundant conformance, so it is set at run time, as it
    // would be by a subclass that conforms.
    pan.delegate = self as? UIGestureRecognizerDelegate
    clipsToBounds = true
    syncMotionLayout()
  }

  // MARK: - Delegate

  /// The delegate, as UIKit's (`weak`). Subclasses with their own delegate protocol (UITableView) cast it.
  open weak var delegate: (any UIScrollViewDelegate)?

  // MARK: - Offset

  /// The content offset: the bounds origin. Assigning it calls `scrollViewDidScroll` synchronously when it changes
  /// (knob `didScrollOnEqualValue`), rounded to the pixel grid (knob `roundsWrittenOffsets`).
  open var contentOffset: CGPoint {
    get { motion.contentOffset }
    set { motion.contentOffset = newValue }
  }

  open override var bounds: CGRect {
    get { CGRect(origin: motion.contentOffset, size: _size) }
    set {
      if newValue.origin != motion.contentOffset { motion.contentOffset = newValue.origin }
      setSize(newValue.size)
    }
  }

  /// `animated: false` sets the offset at once and stops deceleration; `animated: true` animates at constant velocity
  /// (Apple's documentation; the duration and curve are the knobs `animationDuration`, `animationCurve`).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    motion.setContentOffset(contentOffset, animated: animated)
  }

  /// Scrolls the least distance that shows `rect` (content coordinates), as UIKit documents.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = CGRect(origin: contentOffset, size: _size).inset(by: _adjustedContentInset)
    var target = contentOffset
    if rect.minY < visible.minY { target.y -= visible.minY - rect.minY } else if rect.maxY > visible.maxY {
      target.y += min(rect.maxY - visible.maxY, rect.minY - visible.minY)
    }
    if rect.minX < visible.minX { target.x -= visible.minX - rect.minX } else if rect.maxX > visible.maxX {
      target.x += min(rect.maxX - visible.maxX, rect.minX - visible.minX)
    }
    target.y = min(max(target.y, -_adjustedContentInset.top), max(maxOffset.y, -_adjustedContentInset.top))
    target.x = min(max(target.x, -_adjustedContentInset.left), max(maxOffset.x, -_adjustedContentInset.left))
    setContentOffset(target, animated: animated)
  }

  /// The largest offsets the content allows: content plus the far inset less the bounds.
  var maxOffset: CGPoint {
    CGPoint(
      x: _contentSize.width + _adjustedContentInset.right - _size.width,
      y: _contentSize.height + _adjustedContentInset.bottom - _size.height)
  }

  // MARK: - Content and insets

  /// The size of the content, which with the adjusted inset sets the range the offset may take.
  open var contentSize: CGSize {
    get { _contentSize }
    set {
      guard newValue != _contentSize else { return }
      _contentSize = newValue
      adjustedContentInsetMayHaveChanged()
      syncMotionLayout()
      clampIfIdle()
      notifyObservers(of: .contentSize)
    }
  }

  /// The app's own inset. Changing it keeps the offset (an offset now out of range is clamped when nothing moves
  /// the view: knob `clampOnContentShrink`), re-derives `adjustedContentInset`.
  open var contentInset: UIEdgeInsets {
    get { _contentInset }
    set {
      guard newValue != _contentInset else { return }
      _contentInset = newValue
      adjustedContentInsetMayHaveChanged()
      notifyObservers(of: .contentInset)
    }
  }

  /// The inset the range uses: `contentInset` plus the safe area the adjustment behaviour adds.
  open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset }

  /// Called when `adjustedContentInset` changed, before the delegate's `scrollViewDidChangeAdjustedContentInset`.
  open func adjustedContentInsetDidChange() {}

  /// How much of the safe area `adjustedContentInset` adds to `contentInset`.
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
    didSet { if oldValue != contentInsetAdjustmentBehavior { adjustedContentInsetMayHaveChanged() } }
  }

  /// Whether the scroll indicators' insets follow the safe area.
  /// Inert in the simulation: there are no indicators.
  open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

  // MARK: - Behaviour

  /// Whether a drag may scroll the view; off, its pan is disabled and the touch is free for an enclosing recognizer.
  open var isScrollEnabled: Bool = true {
    didSet {
      guard oldValue != isScrollEnabled else { return }
      pan.isEnabled = isScrollEnabled
    }
  }

  /// Whether the content rubber-bands past its edges and springs back; off, it stops at the edge.
  open var bounces: Bool {
    get { motion.bounces }
    set { motion.bounces = newValue }
  }

  /// Whether the content bounces past its top and bottom edges.
  /// The simulation reads it as `bounces`.
  open var bouncesVertically: Bool {
    get { motion.bounces }
    set { motion.bounces = newValue }
  }

  /// Whether the content bounces past its left and right edges.
  /// The simulation reads it as `bounces`.
  open var bouncesHorizontally: Bool {
    get { motion.bounces }
    set { motion.bounces = newValue }
  }

  /// Also part of `adjustedContentInset` under `.scrollableAxes` and `.automatic` (Apple, `.scrollableAxes`: "The top
  /// and bottom insets are also adjusted when the alwaysBounceVertical property is true"), re-derived on a change.
  open var alwaysBounceVertical: Bool = false {
    didSet {
      syncMotionLayout()
      if oldValue != alwaysBounceVertical { adjustedContentInsetMayHaveChanged() }
    }
  }
  /// Whether the view bounces horizontally even when its content is no wider than its bounds.
  open var alwaysBounceHorizontal: Bool = false {
    didSet {
      syncMotionLayout()
      if oldValue != alwaysBounceHorizontal { adjustedContentInsetMayHaveChanged() }
    }
  }

  /// Whether the view comes to rest on multiples of its bounds, at most one page per flick.
  open var isPagingEnabled: Bool {
    get { motion.isPagingEnabled }
    set { motion.isPagingEnabled = newValue }
  }

  /// Whether a drag keeps to one axis.
  /// Stored; the simulation always keeps to the dominant axis.
  open var isDirectionalLockEnabled: Bool = false
  /// Whether a tap on the status bar scrolls this view to its top (when it is the only such view on screen).
  open var scrollsToTop: Bool {
    get { motion.scrollsToTop }
    set { motion.scrollsToTop = newValue }
  }

  /// How fast the content slows after a flick: `.normal` or `.fast`.
  open var decelerationRate: UIScrollView.DecelerationRate {
    get { motion.decelerationRate }
    set { motion.decelerationRate = newValue }
  }

  /// Whether the view holds back a touch until it knows the touch is not a scroll.
  /// Inert in the simulation: stored only.
  open var delaysContentTouches: Bool = true
  /// Whether a scroll that begins cancels the content's touches.
  /// Inert in the simulation: a scroll always does.
  open var canCancelContentTouches: Bool = true
  /// How a drag dismisses the keyboard.
  /// Inert in the simulation: there is no keyboard.
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  /// Whether the vertical scroll indicator shows.
  /// Inert in the simulation: no indicator is drawn.
  open var showsVerticalScrollIndicator: Bool = true
  /// Whether the horizontal scroll indicator shows.
  /// Inert in the simulation: no indicator is drawn.
  open var showsHorizontalScrollIndicator: Bool = true
  /// How far the vertical indicator stays from the edges.
  /// Inert in the simulation: no indicator is drawn.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How far the horizontal indicator stays from the edges.
  /// Inert in the simulation: no indicator is drawn.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Both indicators' insets at once (reads the vertical one).
  /// Inert in the simulation: no indicator is drawn.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The indicators' colour scheme.
  /// Inert in the simulation: no indicator is drawn.
  open var indicatorStyle: UIScrollView.IndicatorStyle = .default
  /// Shows the indicators briefly.
  /// Inert in the simulation: no indicator is drawn.
  open func flashScrollIndicators() {}

  /// The smallest scale the content may be zoomed to.
  /// Stored only: the simulation does not zoom.
  open var minimumZoomScale: CGFloat = 1
  /// The largest scale the content may be zoomed to.
  /// Stored only: the simulation does not zoom.
  open var maximumZoomScale: CGFloat = 1
  /// The content's current scale.
  /// Stored only: the simulation does not zoom.
  open var zoomScale: CGFloat = 1
  /// Whether zooming past the limits springs back.
  /// Stored only: the simulation does not zoom.
  open var bouncesZoom: Bool = true
  /// Whether the user is zooming: never, in the simulation.
  open var isZooming: Bool { false }

  /// `refreshControl`: attached and laid out at the top of the content (its pull is not simulated yet).
  open var refreshControl: UIRefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }

  // MARK: - State

  /// Whether a finger is on the content (touched, possibly not yet panning).
  open var isTracking: Bool { motion.isTracking }
  /// Whether the finger is moving the content.
  open var isDragging: Bool { motion.isDragging }
  /// Whether the content moves on its own after a lift (deceleration, bounce, paging snap).
  open var isDecelerating: Bool { motion.isDecelerating }

  /// The recognizer whose pan drags the content; it may be moved to another view and still scroll this one.
  open var panGestureRecognizer: UIPanGestureRecognizer { pan }
  /// The recognizer that zooms the content: none in the simulation, which does not zoom.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

  /// UIKit's default answers (Apple, `touchesShouldBegin(_:with:in:)`: true; `touchesShouldCancel(in:)`: "The default
  /// returned value is true if view is not a UIControl object; otherwise, it returns false"). The simulation does not
  /// consult either when its pan begins, nor `delaysContentTouches` / `canCancelContentTouches` (docs/uikit.md); a
  /// subclass that calls `super` gets UIKit's answer.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
  /// Whether a scroll that begins may cancel the touches in `view`.
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  // MARK: - Simulation hooks

  /// A new size changes the range as a new content size does, and an idle view left outside it is clamped the same way
  /// (knob `clampOnContentShrink`, UIScrollView's private `_adjustContentOffsetIfNecessary`; the page world clamps
  /// after any relayout).
  override func sizeDidChange() {
    adjustedContentInsetMayHaveChanged()
    syncMotionLayout()
    clampIfIdle()
    notifyObservers(of: .bounds)
  }

  override func safeAreaDidChange() { adjustedContentInsetMayHaveChanged() }

  /// A scroll view taken out of its superview stops its deceleration, bounce, snap or animation first, telling its
  /// delegate nothing of the stop, and is then pinned: a snapping pager goes to its page and an offset out of range is
  /// clamped into it, writes its delegate hears (`scrollViewDidScroll`). `-[UIScrollView removeFromSuperview]` calls
  /// `_stopScrollingNotify:NO pin:YES` before `super` (public decompilations of UIKitCore's UIScrollView.m, iOS 18 and
  /// 26; `pin:` reaches `_adjustContentOffsetIfNecessary`, read in iOS 26.1's; docs/uikit.md).
  /// `_didMoveFromWindow:toWindow:` does the same for a view leaving its window, which is not modelled: a pager in a
  /// table row kept off screen still moves, as in the page world. A list a coordinator keeps after the pager destroyed
  /// it no longer drifts on (`stale-list-cache`).
  open override func removeFromSuperview() {
    if _superview != nil { motion.stopMotionPinned() }
    super.removeFromSuperview()
  }

  override func windowDidChange(from old: UIWindow?) {
    // A view leaving the window loses its touch (UIKit sends touchesCancelled): it is released without velocity.
    // Its pan moved onto a view that stays in the window (a list's pan on the outer table) keeps the touch: a
    // recognizer receives the touches hit-tested to the view it is attached to and that view's subviews (Apple,
    // `UIGestureRecognizer`), and the scroll view it drives is not that view.
    guard _window == nil, old != nil else { return }
    if let home = pan._view, home !== self, home._window != nil { return }
    pan.cancelForRemovedView()
  }

  /// Hands the view's size, content and adjusted inset to the motion, and chooses its axis.
  func syncMotionLayout() {
    let inset = _adjustedContentInset
    motion.setLayout(
      width: Double(_size.width), height: Double(_size.height), contentWidth: Double(_contentSize.width),
      contentHeight: Double(_contentSize.height), inset: inset)
    let scrollsHorizontally = _contentSize.width + inset.left + inset.right > _size.width
    let scrollsVertically = _contentSize.height + inset.top + inset.bottom > _size.height
    if !motion.isDragging && !motion.isMoving {
      motion.axis = scrollsHorizontally && !scrollsVertically || (!scrollsVertically && alwaysBounceHorizontal && !alwaysBounceVertical)
        ? .horizontal : .vertical
    }
    motion.alwaysBounce = motion.axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal
  }

  /// Whether the view's pan lost the current touch because the view left its window (a recycled cell, a reload): what
  /// the checker's host needs to tell UIKit's doing from the page's.
  package var panLostTouchToRemoval: Bool { pan.lostTouchToRemoval }

  /// Whether the content scrolls along `axis` (larger than the bounds, or always bouncing that way), or the view rests
  /// outside its range along it (content that shrank under a view left scrolled, with no clamp: knob
  /// `clampOnContentShrink` off), so a pan can bring it back. Which of these UIKit checks is not documented; the last
  /// keeps the page world's rule, where such a view's pan moves it.
  package func scrolls(along axis: ScrollAxis) -> Bool {
    let inset = _adjustedContentInset
    if motion.axis == axis, motion.overscroll != 0 { return true }
    switch axis {
    case .vertical: return alwaysBounceVertical || _contentSize.height + inset.top + inset.bottom > _size.height
    case .horizontal: return alwaysBounceHorizontal || _contentSize.width + inset.left + inset.right > _size.width
    }
  }

  /// Depth in the window's tree, for the inner-first order of ticks and pans.
  var depth: Int {
    var depth = 0
    var ancestor = _superview
    while let view = ancestor {
      depth += 1
      ancestor = view._superview
    }
    return depth
  }
}
