// A simulated UIScrollView: offsets, insets, callbacks and per-frame bookkeeping.
//
// Motion (drag, deceleration, bounce, animation, paging) lives in the `+Drag` and
// `+Motion` extensions; this file owns the state and the `ScrollSurface` surface that
// coordinators see. Each scroll view moves along one axis, as every view in the page does.

import Foundation

/// The axis a simulated scroll view scrolls along.
public enum ScrollAxis: Sendable {
  /// Up and down: the outer table and the lists.
  case vertical
  /// Left and right: the pager and a header carousel.
  case horizontal
}

/// A scroll view in the simulation: the state UIKit keeps, and the callbacks it makes.
///
/// Mutable state is `@exclusivity(unchecked)`: a view belongs to one single-threaded run, and the dynamic
/// exclusivity checks on these per-frame properties cost a third of the simulation's time.
@MainActor
public final class SimScrollView: ScrollSurface {
  /// The axis this view scrolls along. Fixed for the page world's views; a simulated `UIScrollView` sets it from its
  /// content (a view that scrolls both ways takes the axis of the pan that moves it, as direction lock does).
  @exclusivity(unchecked) @usableFromInline var _axis: ScrollAxis
  /// The axis this view scrolls along.
  public var axis: ScrollAxis {
    @inlinable get { _axis }
    set {
      guard newValue != _axis else { return }
      _axis = newValue
      exactRounded = .nan  // the unrounded position was along the other axis
    }
  }
  /// A label for traces ("outer", "pager", "list1").
  public package(set) var name: String
  /// Receives `scrollViewDidScroll` and friends.
  ///
  /// `unowned(unsafe)`: the page world owns its views and clears this in its `deinit`; a `weak` reference
  /// cost a quarter of the simulation's time in `swift_weakLoadStrong` (measured with perf, see docs/performance.md).
  public var delegate: (any SimScrollViewDelegate)? {
    get { _delegate }
    set {
      _delegate = newValue
      _world = (newValue as? PageWorld).map { Unmanaged.passUnretained($0) }
    }
  }
  @exclusivity(unchecked) unowned(unsafe) var _delegate: (any SimScrollViewDelegate)?
  /// The delegate again when it is the page world (always, outside tests' recording delegates), as an unretained
  /// reference the per-write callbacks use (`SimScrollView+Delegate.swift`).
  @exclusivity(unchecked) var _world: Unmanaged<PageWorld>?

  package let physics: PhysicsConstants
  /// The physics scalars the per-write path reads, held apart: reading them through `physics` made the optimizer copy
  /// the whole struct (an outlined copy per pixel rounding, 1% of a fuzz run).
  let pixelScale: Double
  let tiesToEven: Bool
  let roundsWrittenOffsets: Bool
  let didScrollOnEqualValue: Bool
  @exclusivity(unchecked) @usableFromInline var offsetX: Double = 0
  /// Whether reads of `contentOffset` are told to the page world's activity probe: set only while a root-cause replay
  /// probes the page (CodeActivity.swift), so a fuzz run's read tests one flag.
  @exclusivity(unchecked) package var readsWatched = false
  /// The page world told of reads while `readsWatched`: apart from the delegate, which an unloaded list loses, because
  /// code that kept an unloaded list and still reads it is what a root-cause replay looks for (PageWorld.watchReads).
  /// Weak, and the world keeps no unloaded list: holding them would change which addresses later views take, and
  /// code keyed by `ObjectIdentifier` would then play differently in the replay than in the run it explains.
  package weak var readWatcher: PageWorld?
  /// The position the code is writing, set just before the probe is told of the write (only while `readsWatched`).
  package var codeWrittenPosition: Double?
  /// While a root-cause replay watches: the write under way is `setContentOffset(_:animated: false)` to the offset the
  /// view already has, whose only effect is to stop a scroll in progress (Apple: it "stops any scrolling in progress").
  package var codeIsStopping = false
  /// The page unloaded this list (`PageWorld.unloadList(at:)`): code still holding it holds a view no longer shown.
  package var wasUnloaded = false
  @exclusivity(unchecked) @usableFromInline var offsetY: Double = 0
  @exclusivity(unchecked) @usableFromInline var size = (width: 0.0, height: 0.0)
  @exclusivity(unchecked) @usableFromInline var content = (width: 0.0, height: 0.0)
  @exclusivity(unchecked) @usableFromInline var inset = EdgeInsets.zero
  @exclusivity(unchecked) var _motion: ScrollMotion = .idle
  @exclusivity(unchecked) @usableFromInline var _phase: MotionPhase = .idle
  /// What moves the view, with its phase kept beside it (`MotionPhase`).
  var motion: ScrollMotion {
    @inline(__always) get { _motion }
    @inline(__always) set {
      _motion = newValue
      _phase = MotionPhase(newValue)
    }
  }

  /// Unrounded position along the axis, valid while `offset == exactRounded`: lets sub-pixel finger and
  /// momentum steps accumulate instead of being eaten by pixel rounding every frame.
  @exclusivity(unchecked) var exactPosition: Double = 0
  @exclusivity(unchecked) var exactRounded: Double = .nan
  /// `.fromStart` dragging: finger-space position at the start of the pan and the translation since.
  @exclusivity(unchecked) var dragOrigin: Double = 0
  @exclusivity(unchecked) var dragTranslation: Double = 0

  /// Position along the axis when the current frame began (for the no-unexplained-jump check).
  @exclusivity(unchecked) @usableFromInline var _frameStartPosition: Double = 0
  /// Position along the axis when the current frame began (for the no-unexplained-jump check).
  public internal(set) var frameStartPosition: Double {
    @inlinable get { _frameStartPosition }
    set { _frameStartPosition = newValue }
    _modify { yield &_frameStartPosition }
  }
  /// Signed motion this view's own drivers (finger, momentum, bounce, animation) produced in the current frame.
  @exclusivity(unchecked) @usableFromInline var _driverMotion: Double = 0
  /// Signed motion this view's own drivers (finger, momentum, bounce, animation) produced in the current frame.
  public internal(set) var driverMotion: Double {
    @inlinable get { _driverMotion }
    set { _driverMotion = newValue }
    _modify { yield &_driverMotion }
  }
  /// `bounces` when the current frame began.
  @exclusivity(unchecked) var _frameStartBounces: Bool = true
  /// `bounces` when the current frame began.
  public internal(set) var frameStartBounces: Bool {
    get { _frameStartBounces }
    set { _frameStartBounces = newValue }
    _modify { yield &_frameStartBounces }
  }

  // MARK: - UIScrollView properties

  @exclusivity(unchecked) @usableFromInline var _bounces: Bool = true
  public var bounces: Bool {
    @inlinable get { _bounces }
    set {
      let oldValue = _bounces
      if oldValue != newValue { tellFlagWillBeWritten(.bounces) }
      _bounces = newValue
      if oldValue, !newValue, physics.knobs.disablingBouncesStopsBounce, case .bouncing = motion { finishBounceAtEdge() }
    }
  }
  /// Whether the view bounces along its axis even when its content fits (`alwaysBounceVertical`/`Horizontal`).
  @exclusivity(unchecked) @usableFromInline var _alwaysBounce: Bool = false
  /// Whether the view bounces along its axis even when its content fits (`alwaysBounceVertical`/`Horizontal`).
  public var alwaysBounce: Bool {
    @inlinable get { _alwaysBounce }
    set { _alwaysBounce = newValue }
    _modify { yield &_alwaysBounce }
  }
  @exclusivity(unchecked) @usableFromInline var _scrollsToTop: Bool = true
  public var scrollsToTop: Bool {
    @inlinable get { _scrollsToTop }
    set {
      if newValue != _scrollsToTop { tellFlagWillBeWritten(.scrollsToTop) }
      _scrollsToTop = newValue
    }
  }
  @exclusivity(unchecked) var _isPagingEnabled: Bool = false
  /// Whether the view stops on multiples of its bounds (`isPagingEnabled`).
  public var isPagingEnabled: Bool {
    get { _isPagingEnabled }
    set { _isPagingEnabled = newValue }
    _modify { yield &_isPagingEnabled }
  }
  @exclusivity(unchecked) var _decelerationRate: DecelerationRate = .normal
  public var decelerationRate: DecelerationRate {
    get { _decelerationRate }
    set { _decelerationRate = newValue }
    _modify { yield &_decelerationRate }
  }
  /// Whether a finger is on the view (`isTracking`).
  @exclusivity(unchecked) var _isTracking: Bool = false
  /// Whether a finger is on the view (`isTracking`).
  public internal(set) var isTracking: Bool {
    get { _isTracking }
    set { _isTracking = newValue }
    _modify { yield &_isTracking }
  }

  /// A view scrolling along `axis`, named in traces and messages, moving by `physics`.
  public init(axis: ScrollAxis, name: String, physics: PhysicsConstants) {
    _axis = axis
    self.name = name
    self.physics = physics
    pixelScale = physics.pixelScale
    tiesToEven = physics.tiesToEven
    roundsWrittenOffsets = physics.knobs.roundsWrittenOffsets
    didScrollOnEqualValue = physics.knobs.didScrollOnEqualValue
  }

  @inlinable public var isDragging: Bool { _phase == .dragging }
  public var isDecelerating: Bool {
    switch _phase {
    case .decelerating, .bouncing, .snapping: true
    case .animating: if case .animating(let animation) = _motion { animation.momentum != 0 } else { false }
    case .idle, .dragging: false
    }
  }
  /// The deceleration velocity (points per second along the axis, positive: offset increasing) while the view
  /// coasts after a lift; `nil` while it is dragged, bouncing, snapping, animating or at rest.
  public var momentumVelocity: Double? {
    if case .decelerating(let velocity) = motion { return velocity }
    return nil
  }

  /// Whether anything will move the view in the next frame without new input.
  @inlinable public var isMoving: Bool { _phase.movesByItself }

  /// Where a running offset animation ends, along the axis; `nil` when the view is not animating. A root-cause replay
  /// reads it to see what an animated `setContentOffset(_:animated:)` aimed at (its first frames show only the start).
  public var animationTargetPosition: Double? {
    guard case .animating(let animation) = _motion else { return nil }
    return axis == .vertical ? Double(animation.to.y) : Double(animation.to.x)
  }

  /// What moves the view by itself, in a word, or `nil` at rest or under a finger (reports name a page that never
  /// settles by it).
  public var motionKind: String? {
    switch _phase {
    case .idle, .dragging: nil
    case .decelerating: "decelerating"
    case .bouncing: "bouncing"
    case .snapping: "snapping"
    case .animating: "animating"
    }
  }

  public var contentOffset: CGPoint {
    get {
      if readsWatched { tellCodeRead() }
      return CGPoint(x: offsetX, y: offsetY)
    }
    set { writeFromCode(x: Double(newValue.x), y: Double(newValue.y)) }
  }
  public var contentSize: CGSize { CGSize(width: content.width, height: content.height) }
  public var bounds: CGRect { CGRect(x: offsetX, y: offsetY, width: size.width, height: size.height) }
  public var adjustedContentInset: EdgeInsets { inset }

  /// Apple: "animated: true to animate the transition at a constant velocity to the new offset" (the curve is the
  /// knob `animationCurve`); `false` sets it at once and stops any scrolling in progress. Whether an animated set
  /// stops a running deceleration is the knob `animatedSetStopsDeceleration`; a stop sends `scrollViewDidEndDecelerating`
  /// before anything is written (knob `codeStopEndsDecelerating`, `stopDecelerationFromCode`).
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated {
      let target = CGPoint(x: codeRounded(Double(contentOffset.x)), y: codeRounded(Double(contentOffset.y)))
      var momentum = 0.0
      if !physics.knobs.animatedSetStopsDeceleration, case .decelerating(let velocity) = motion {
        momentum = velocity
      } else {
        // Before the test for an unchanged offset, as UIKit stops first: an animated set to where a coasting view
        // already is stops it there.
        stopDecelerationFromCode()
      }
      // A running animation too, in UIKit's order (the deceleration, then the animation); without the knob the new
      // animation replaced it silently, and a set to where it was left it running.
      if physics.knobs.codeStopEndsAnimation { stopAnimationFromCode() }
      guard target != offsetPoint else { return }
      tellWillBeWrittenFromCode()
      var animation = OffsetAnimation(from: offsetPoint, to: target)
      animation.momentum = momentum
      motion = .animating(animation)
    } else {
      if _phase != .dragging {
        stopDecelerationFromCode()
        stopAnimationFromCode()
        motion = .idle
      }
      if readsWatched { codeIsStopping = contentOffset == offsetPoint }
      writeFromCode(x: Double(contentOffset.x), y: Double(contentOffset.y))
      codeIsStopping = false
    }
  }

  /// An animated offset change with its own duration and curve, not the knobs' (the app animating alongside the
  /// keyboard: `UIView.animate(withDuration:delay:options:)` with the keyboard's duration and curve).
  package func animateOffset(to contentOffset: CGPoint, duration: Double, curve: AnimationCurve) {
    let target = CGPoint(x: codeRounded(Double(contentOffset.x)), y: codeRounded(Double(contentOffset.y)))
    guard target != offsetPoint else { return }
    tellWillBeWrittenFromCode()
    var animation = OffsetAnimation(from: offsetPoint, to: target)
    animation.duration = duration
    animation.curve = curve
    motion = .animating(animation)
  }

  // MARK: - Geometry

  /// Whether both offset components are finite numbers.
  @inlinable public var offsetIsFinite: Bool { offsetX.isFinite && offsetY.isFinite }

  /// The offset along the axis.
  @inlinable public var position: Double { axis == .vertical ? offsetY : offsetX }
  /// The lowest offset along the axis: `-adjustedContentInset.top` (or `.left`).
  @inlinable public var minPosition: Double { axis == .vertical ? -Double(inset.top) : -Double(inset.left) }
  /// The highest offset: `max(content + inset.bottom − bounds, minPosition)` (same horizontally).
  @inlinable public var maxPosition: Double {
    let far = axis == .vertical
      ? content.height + Double(inset.bottom) - size.height
      : content.width + Double(inset.right) - size.width
    return max(far, minPosition)
  }
  /// The bounds size along the axis: the `d` of the rubber-band formula.
  var dimension: Double { axis == .vertical ? size.height : size.width }
  /// UIKit bounces only when `bounces` is on and the content overflows or `alwaysBounce…` is set.
  public var canBounce: Bool { canBounce(low: minPosition, high: maxPosition) }
  /// `canBounce` for the range `low...high` the caller has already read.
  @inline(__always)
  func canBounce(low: Double, high: Double) -> Bool { _bounces && (_alwaysBounce || high > low) }
  /// How far the view sits outside its range (negative: past the top/left edge), 0 when inside.
  public var overscroll: Double {
    let p = position
    if p < minPosition { return p - minPosition }
    if p > maxPosition { return p - maxPosition }
    return 0
  }

  /// Sets the layout the page computed; does not move the offset (see `PageWorld` for UIKit's clamping).
  public func setLayout(width: Double, height: Double, contentWidth: Double, contentHeight: Double, inset: EdgeInsets) {
    size = (width, height)
    content = (contentWidth, contentHeight)
    self.inset = inset
  }

  // MARK: - Writing the offset

  @inline(__always)
  func pixelRounded(_ value: Double) -> Double {
    ScrollSim.pixelRounded(value, scale: pixelScale, tiesToEven: tiesToEven)
  }

  /// A coordinate written in code: rounded to pixels unless the knob `roundsWrittenOffsets` is off.
  @inline(__always)
  func codeRounded(_ value: Double) -> Double { roundsWrittenOffsets ? pixelRounded(value) : value }

  /// Stops whatever moves the view (momentum, bounce, snap, animation) where it is, without writing the offset: UIKit
  /// ending a scroll for its own reasons (a status-bar scroll that finds the top already shown).
  package func stopMotion() {
    if _phase != .dragging { motion = .idle }
  }

  /// UIKit's own offset writes (its drivers, layout, clamping): always on the pixel grid.
  package func write(x: Double, y: Double) {
    assign(x: pixelRounded(x), y: pixelRounded(y))
  }

  /// UIKit moving the offset with the content under it (a table that measured a row straddling the top of its visible
  /// area, `UITableView+Estimates.swift`): the screen shows the same content, so the move counts with the view's own
  /// drivers, not as a write (the checker's `no-unexplained-jump` asks what moved the content on screen). A running
  /// deceleration or drag carries on from the new offset; an offset animation keeps its course.
  package func follow(contentShift delta: Double) {
    let before = position
    if axis == .vertical { write(x: offsetX, y: offsetY + delta) } else { write(x: offsetX + delta, y: offsetY) }
    driverMotion += position - before
  }

  /// An offset written by the app (`contentOffset = …`, `setContentOffset(_:animated: false)`): on the pixel grid
  /// when UIKit rounds written offsets (knob `roundsWrittenOffsets`; Marinov observed 3.8 read back as 4.0).
  func writeFromCode(x: Double, y: Double) {
    // A root-cause replay judges a write by the value written, which the view may leave before the probe looks again
    // (the finger moves it on within the frame).
    if readsWatched { codeWrittenPosition = codeRounded(_axis == .vertical ? y : x) }
    tellWillBeWrittenFromCode()
    assign(x: codeRounded(x), y: codeRounded(y))
  }

  /// Assigns the offset and calls `scrollViewDidScroll` when it changed (or always, with the
  /// `didScrollOnEqualValue` knob). Re-entrant, like UIKit.
  func assign(x newX: Double, y newY: Double) {
    let changed = newX != offsetX || newY != offsetY
    offsetX = newX
    offsetY = newY
    if changed || didScrollOnEqualValue { tellDidScroll() }
  }

  /// Moves the view along its axis on behalf of one of its own drivers, keeping the unrounded position.
  func drive(to exact: Double) {
    let before = position
    let rounded = pixelRounded(exact)
    exactPosition = exact
    exactRounded = rounded
    driverMotion += rounded - before
    if axis == .vertical { assign(x: offsetX, y: rounded) } else { assign(x: rounded, y: offsetY) }
  }

  /// Where a driver continues from: the unrounded position if nobody wrote the offset since, else the offset.
  var driverBase: Double {
    let p = position
    return p == exactRounded ? exactPosition : p
  }

  /// Starts a frame's bookkeeping.
  @inline(__always)
  public func beginFrame() {
    _frameStartPosition = position
    _frameStartBounces = _bounces
    _driverMotion = 0
  }
}
