// CALayer basics: what code sets on a view's layer is stored; nothing is composited (hit-testing ignores
// `zPosition`, as UIKit's does).

/// `CALayer`.
@MainActor
open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var masksToBounds: Bool = false
  open var borderWidth: CGFloat = 0
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  open var zPosition: CGFloat = 0
  open var opacity: Float = 1
  open var isHidden: Bool = false
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var cornerCurve: CALayerCornerCurve = .circular
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  open var name: String?
  #if !canImport(CoreGraphics)
  open var borderColor: CGColor?
  open var shadowColor: CGColor?
  open var backgroundColor: CGColor?
  #endif
  public private(set) var sublayers: [CALayer]?

  public override init() { super.init() }

  open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
  open func removeFromSuperlayer() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func removeAllAnimations() {}
}

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
