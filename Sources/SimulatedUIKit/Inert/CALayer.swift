// CALayer basics: what code sets on a view's layer is stored; nothing is composited (hit-testing ignores
// `zPosition`, as UIKit's does).

/// `CALayer`.
@MainActor
open class CALayer: NSObject {
  /// The radius of the layer's rounded corners.
  /// Inert in the simulation: stored, never drawn.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped to the layer's bounds.
  /// Inert in the simulation: stored, never drawn.
  open var masksToBounds: Bool = false
  /// The width of the layer's border.
  /// Inert in the simulation: stored, never drawn.
  open var borderWidth: CGFloat = 0
  /// The opacity of the layer's shadow.
  /// Inert in the simulation: stored, never drawn.
  open var shadowOpacity: Float = 0
  /// The blur radius of the layer's shadow.
  /// Inert in the simulation: stored, never drawn.
  open var shadowRadius: CGFloat = 3
  /// How far the layer's shadow is offset.
  /// Inert in the simulation: stored, never drawn.
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  /// The layer's place in front of or behind its siblings.
  /// Inert in the simulation: stored only (UIKit's hit-testing ignores it too).
  open var zPosition: CGFloat = 0
  /// The layer's opacity.
  /// Inert in the simulation: stored only; the view's `alpha` is what hit-testing reads.
  open var opacity: Float = 1
  /// Whether the layer is hidden.
  /// Inert in the simulation: stored only; the view's `isHidden` is what hit-testing reads.
  open var isHidden: Bool = false
  /// The layer's rectangle in its superlayer's coordinates.
  /// Stored only: it does not follow the view's frame in the simulation.
  open var frame: CGRect = .zero
  /// The layer's rectangle in its own coordinates.
  /// Stored only: it does not follow the view's bounds in the simulation.
  open var bounds: CGRect = .zero
  /// The curve of the layer's rounded corners.
  /// Inert in the simulation: stored, never drawn.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Which corners `cornerRadius` rounds; all four by default.
  /// Inert in the simulation: stored, never drawn.
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  /// A name for the layer, for debugging.
  open var name: String?
  #if !canImport(CoreGraphics)
  /// The colour of the layer's border.
  /// Inert in the simulation: stored, never drawn.
  open var borderColor: CGColor?
  /// The colour of the layer's shadow.
  /// Inert in the simulation: stored, never drawn.
  open var shadowColor: CGColor?
  /// The layer's background colour.
  /// Inert in the simulation: stored, never drawn.
  open var backgroundColor: CGColor?
  #endif
  /// The layers added to this one, in order.
  public private(set) var sublayers: [CALayer]?

  /// A layer with UIKit's default values.
  public override init() { super.init() }

  /// Adds `layer` in front of the other sublayers.
  /// Stored only: nothing is composited.
  open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
  /// Removes the layer from its superlayer.
  /// Inert in the simulation: a layer does not know its superlayer.
  open func removeFromSuperlayer() {}
  /// Marks the layer for layout.
  /// Inert in the simulation: views' layout runs through `UIView`.
  open func setNeedsLayout() {}
  /// Lays out the layer now if it is marked.
  /// Inert in the simulation: views' layout runs through `UIView`.
  open func layoutIfNeeded() {}
  /// Removes the layer's animations.
  /// Inert in the simulation: layers never animate.
  open func removeAllAnimations() {}
}

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Corners rounded as circular arcs.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Corners rounded with a continuous curve, as app icons are.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
