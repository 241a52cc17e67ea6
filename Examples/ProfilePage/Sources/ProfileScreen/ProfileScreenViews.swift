// The profile screen's header and category bar: ordinary views, inert to scrolling (the container moves them).

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// The header above the category bar: the profile's name and bio.
final class ProfileScreenHeader: UIView {
  private let name = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    name.text = "Profile"
    addSubview(name)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    name.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 24)
  }
}

/// The category bar: one button per tab; a tap asks the screen to select that tab.
final class ProfileScreenCategoryBar: UIView {
  private var buttons: [UIButton] = []
  private let onSelect: (Int) -> Void

  init(titles: [String], onSelect: @escaping (Int) -> Void) {
    self.onSelect = onSelect
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    for (index, title) in titles.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.onSelect(index) }, for: .touchUpInside)
      buttons.append(button)
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The tab whose button shows selected.
  private(set) var selectedIndex = 0

  func select(_ index: Int) {
    selectedIndex = index
    for (i, button) in buttons.enumerated() { button.isSelected = i == index }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard !buttons.isEmpty else { return }
    let width = bounds.width / CGFloat(buttons.count)
    for (i, button) in buttons.enumerated() {
      button.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
    }
  }
}
