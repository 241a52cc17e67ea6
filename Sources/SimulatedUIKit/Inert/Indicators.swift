// Activity and refresh indicators: their state is recorded, they are never drawn, and no pull starts a refresh on a
// UIKit page.

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
