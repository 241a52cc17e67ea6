// The category bar: one button per tab and an underline that follows the pager as the finger swipes.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// The bar that pins under the navigation bar (the outer table's section header).
public final class CategoryBarView: UIView {
  /// Called with the tab whose button was tapped.
  public var onSelect: ((Int) -> Void)?
  private let stack = UIStackView()
  private let underline = UIView()
  private var buttons: [UIButton] = []
  /// The pager's position in pages (1.5: halfway between the second and third tab).
  private var progress: CGFloat = 0

  public init(titles: [String]) {
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    for (index, title) in titles.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
      buttons.append(button)
      stack.addArrangedSubview(button)
    }
    underline.backgroundColor = .label
    addSubview(stack)
    addSubview(underline)
  }

  required init?(coder: NSCoder) { nil }

  /// Moves the underline to the pager's position in pages.
  public func setProgress(_ pages: CGFloat) {
    progress = pages
    setNeedsLayout()
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    stack.frame = bounds
    let width = buttons.isEmpty ? 0 : bounds.width / CGFloat(buttons.count)
    underline.frame = CGRect(x: progress * width, y: bounds.height - 2, width: width, height: 2)
  }
}
