// Types UIKit code uses that Apple platforms take from CoreGraphics and the Objective-C runtime, which Foundation on
// Linux lacks. Each carries its Apple name and the members nested-scrolling code uses; on Apple platforms the real
// type stands here instead.

#if !canImport(CoreGraphics)
/// `CGAffineTransform`: the affine matrix. Views store it; layout and hit-testing ignore it (docs/uikit.md).
public struct CGAffineTransform: Hashable, Sendable {
  /// The matrix entry in the first row, first column: the x scale (with rotation).
  public var a: CGFloat
  /// The matrix entry in the first row, second column: the y shear (with rotation).
  public var b: CGFloat
  /// The matrix entry in the second row, first column: the x shear (with rotation).
  public var c: CGFloat
  /// The matrix entry in the second row, second column: the y scale (with rotation).
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// A transform with the six matrix entries given.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  /// A transform that moves points by the given distances.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  /// A transform that scales by the given factors.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// A transform that rotates by the given angle, in radians.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that leaves every point where it is.
  public static let identity = CGAffineTransform()
  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// This transform preceded by a translation.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a scale.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
}

extension CGPoint {
  /// The point mapped through the transform.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped through the transform (translation ignored, as for any size).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that holds this rectangle's four corners mapped through the transform.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

/// `CGColor`: a color's components (never drawn).
public final class CGColor: @unchecked Sendable {
  /// The colour's components, alpha last.
  public let components: [CGFloat]?
  /// The colour's alpha: its last component.
  public var alpha: CGFloat { components?.last ?? 1 }
  init(components: [CGFloat]) { self.components = components }
}

/// `CGImage`: present so image code compiles; holds nothing.
public final class CGImage: @unchecked Sendable {}
#endif

#if !canImport(ObjectiveC)
/// `Selector`: target-action pairs compile, but Linux Swift has no runtime to send them (`#selector` itself needs
/// Objective-C interop: docs/uikit.md lists the source change).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method name the selector stands for.
  public let name: String
  /// A selector for the method named `name`.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { self.name = value }
}
#endif
