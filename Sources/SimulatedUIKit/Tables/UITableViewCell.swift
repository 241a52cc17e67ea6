// Table cells and section header/footer views: a content view filling the cell, reuse hooks, and stored visual state.

/// `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
  /// `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

  public let reuseIdentifier: String?
  /// The view content goes in; it fills the cell.
  public let contentView: UIView
  open var selectionStyle: SelectionStyle = .default
  open var accessoryType: AccessoryType = .none
  open var accessoryView: UIView?
  open var isSelected: Bool = false
  open var isHighlighted: Bool = false
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  open var backgroundView: UIView?
  open var selectedBackgroundView: UIView?
  open var indentationLevel: Int = 0
  open var textLabel: UILabel? { _textLabel }
  open var detailTextLabel: UILabel? { nil }
  open var imageView: UIImageView? { nil }
  private lazy var _textLabel: UILabel? = { let label = UILabel(); contentView.addSubview(label); return label }()
  open var contentConfiguration: (any UIContentConfiguration)?
  open var backgroundConfiguration: UIBackgroundConfiguration?

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the table hands the cell out again.
  open func prepareForReuse() {}
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
  open func updateConfiguration(using state: UICellConfigurationState) {}
  open func setNeedsUpdateConfiguration() {}
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
  public let reuseIdentifier: String?
  public let contentView: UIView
  open var textLabel: UILabel? { nil }
  open var backgroundView: UIView?
  open var contentConfiguration: (any UIContentConfiguration)?

  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
  }

  open func prepareForReuse() {}
}

/// `UIContentConfiguration`, `UIListContentConfiguration`, `UICellConfigurationState`: stored, never rendered.
@MainActor
public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public init() {}
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

public struct UICellConfigurationState: Hashable, Sendable {
  public var isSelected = false
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
