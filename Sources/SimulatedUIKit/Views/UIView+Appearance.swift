// Layout direction and appearance proxies. The simulation lays pages out left to right only (docs/uikit.md, "What it
// does not model"): a flow layout that asks whether to flip for right-to-left (JXPagingView's list container does,
// through `UIView.appearance().semanticContentAttribute`) hears "left to right" unless a view forces right to left.

/// `UIAppearance`: a class whose instances take the settings made on its proxy.
@MainActor
public protocol UIAppearance: NSObjectProtocol {
  /// The proxy whose settings apply to every instance of the class.
  static func appearance() -> Self
}

extension UIView: UIAppearance {
  /// The layout direction for views with `attribute`: right to left only for `.forceRightToLeft`; the app's own
  /// direction (`UIApplication.userInterfaceLayoutDirection`, left to right in the simulation) for `.unspecified`;
  /// left to right otherwise (Apple, `userInterfaceLayoutDirection(for:)`: "the user interface direction for the
  /// given semantic content attribute").
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The class's appearance proxy, one per class.
  /// Inert in the simulation: a detached instance made with the class's `init?(coder:)` (so a subclass whose
  /// `init?(coder:)` traps traps here); what is set on it stays on the proxy and reaches no other view.
  public class func appearance() -> Self {
    let key = ObjectIdentifier(self)
    if let proxy = appearanceProxies[key] as? Self { return proxy }
    guard let proxy = self.init(coder: NSCoder()) else {
      preconditionFailure("\(self).init(coder:) returned nil: SimulatedUIKit makes appearance proxies with it")
    }
    appearanceProxies[key] = proxy
    return proxy
  }
}

/// The appearance proxies made so far, by class.
@MainActor private var appearanceProxies: [ObjectIdentifier: UIView] = [:]
