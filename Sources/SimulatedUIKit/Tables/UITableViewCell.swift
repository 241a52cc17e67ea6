// Table cells and section header/footer views: a content view filling the cell, reuse hooks, and stored visual state.

/// `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
  /// `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// A text label on the left and an optional image.
    case `default`
    /// A text label on the left and a detail label on the right.
    case value1
    /// A detail label on the left and a text label beside it.
    case value2
    /// A text label over a detail label.
    case subtitle
  }
  /// `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight when selected.
    case none
    /// The blue selection highlight.
    case blue
    /// The grey selection highlight.
    case gray
    /// The system's selection highlight.
    case `default`
  }
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none
    /// A chevron, for a row that leads somewhere.
    case disclosureIndicator
    /// An information button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An information button.
    case detailButton
  }

  /// The identifier the table dequeues this cell by.
  public let reuseIdentifier: String?
  /// The view content goes in; it fills the cell.
  public let contentView: UIView
  /// How the cell looks when selected.
  /// Inert in the simulation: stored, never drawn.
  open var selectionStyle: SelectionStyle = .default
  /// The standard view at the cell's trailing edge.
  /// Inert in the simulation: stored, never drawn.
  open var accessoryType: AccessoryType = .none
  /// A custom view at the cell's trailing edge.
  /// Stored only: it is not laid out in the simulation.
  open var accessoryView: UIView?
  /// Whether the cell is selected.
  open var isSelected: Bool = false
  /// Whether the cell is highlighted.
  open var isHighlighted: Bool = false
  /// The inset of the separator below the cell.
  /// Inert in the simulation: stored, never drawn.
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// A view behind the cell's content.
  /// Stored only: it is not added to the cell in the simulation.
  open var backgroundView: UIView?
  /// A view behind the content while the cell is selected.
  /// Stored only: it is not added to the cell in the simulation.
  open var selectedBackgroundView: UIView?
  /// How many steps the content is indented.
  /// Inert in the simulation: stored only.
  open var indentationLevel: Int = 0
  /// The cell's primary label, created in the content view on first use.
  open var textLabel: UILabel? { _textLabel }
  /// The cell's secondary label: none in the simulation.
  open var detailTextLabel: UILabel? { nil }
  /// The cell's image view: none in the simulation.
  open var imageView: UIImageView? { nil }
  private lazy var _textLabel: UILabel? = { let label = UILabel(); contentView.addSubview(label); return label }()
  /// The configuration of the cell's content.
  /// Stored, never rendered.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// The configuration of the cell's background.
  /// Stored, never rendered.
  open var backgroundConfiguration: UIBackgroundConfiguration?

  /// A cell of the given style for `reuseIdentifier`, 320 × 44 pt, with a content view that fills it.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A default-style cell without a reuse identifier, with the given frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the table hands the cell out again.
  open func prepareForReuse() {}

  /// The cell's size for its content view's constraints: the table asks it of a self-sizing row's cell, at the
  /// table's width (Apple, "Self-sizing table view cells": the chain runs between the content view's edges, and the
  /// content view fills the cell, so the cell's fitting size is its content view's).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
  }

  /// Sets `isSelected`; `animated` has no effect in the simulation.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  /// Sets `isHighlighted`; `animated` has no effect in the simulation.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
  /// Override point: updates the configurations for a new state.
  /// Never called by the simulation.
  open func updateConfiguration(using state: UICellConfigurationState) {}
  /// Asks for `updateConfiguration(using:)` to run.
  /// Inert in the simulation: it never runs.
  open func setNeedsUpdateConfiguration() {}
  /// A list content configuration in the cell's default style, empty.
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table dequeues this view by.
  public let reuseIdentifier: String?
  /// The view content goes in; it follows the view's size.
  public let contentView: UIView
  /// The view's title label: none in the simulation, which puts a data-source title in a label in `contentView`.
  open var textLabel: UILabel? { nil }
  /// A view behind the content.
  /// Stored only: it is not added to the view in the simulation.
  open var backgroundView: UIView?
  /// The configuration of the view's content.
  /// Stored, never rendered.
  open var contentConfiguration: (any UIContentConfiguration)?

  /// A header or footer view for `reuseIdentifier`, with a content view that follows its size.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A header or footer view without a reuse identifier, with the given frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
  }

  /// Called before the table hands the view out again.
  open func prepareForReuse() {}
}

/// `UIContentConfiguration`, `UIListContentConfiguration`, `UICellConfigurationState`: stored, never rendered.
@MainActor
public protocol UIContentConfiguration {}

/// The content of a list cell: text, secondary text, an image.
public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// An empty configuration.
  public init() {}
  /// The configuration of a plain list cell, empty.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// The state a cell is configured for: selected, highlighted.
public struct UICellConfigurationState: Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
}

/// Builders for cell subclasses the simulation cannot create from a registered class by itself.
///
/// UIKit creates a registered cell class through the Objective-C runtime (`[[cls alloc] initWithStyle:…]`), which
/// reaches any subclass's initializer. Swift can create an object from a class value only through a `required`
/// initializer, and `init(style:reuseIdentifier:)` is not one (a subclass overriding it would no longer compile), so
/// the base classes and subclasses registered here are what a dequeue can build. A page's test support registers its
/// own cell classes once (the page's source stays as it is):
///
/// ```swift
/// ReusableViewFactories.register(PostCell.self) { PostCell(style: .default, reuseIdentifier: $0) }
/// ```
@MainActor
public enum ReusableViewFactories {
  static var builders: [ObjectIdentifier: (String) -> UIView] = [:]

  /// Registers how to build instances of `type` for a reuse identifier.
  public static func register<View: UIView>(_ type: View.Type, _ build: @escaping (String) -> View) {
    builders[ObjectIdentifier(type)] = build
  }

  /// A new instance of `type` for `identifier`: a registered builder, or the base class itself.
  static func make(_ type: AnyClass, identifier: String) -> UIView {
    if let build = builders[ObjectIdentifier(type)] { return build(identifier) }
    if type == UITableViewCell.self { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
    if type == UITableViewHeaderFooterView.self { return UITableViewHeaderFooterView(reuseIdentifier: identifier) }
    if type == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
    if type == UICollectionReusableView.self { return UICollectionReusableView(frame: .zero) }
    preconditionFailure(
      "SimulatedUIKit cannot create \(type) by itself (Swift needs a required initializer to create an object from a "
        + "class value). Register a builder once in your test support: ReusableViewFactories.register(\(type).self) "
        + "{ \(type)(style: .default, reuseIdentifier: $0) } (docs/uikit.md § Cells).")
  }
}
