// The profile's header: avatar, name, bio and a follow button. Visual only; its height is the page's business.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// The header above the category bar (the outer table's `tableHeaderView`).
public final class ProfileHeaderView: UIView {
  let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let nameLabel = UILabel()
  let bioLabel = UILabel()
  let followButton = UIButton(configuration: .filled())

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    nameLabel.font = .preferredFont(forTextStyle: .title2)
    nameLabel.text = "Mira Okafor"
    bioLabel.font = .preferredFont(forTextStyle: .body)
    bioLabel.textColor = .secondaryLabel
    bioLabel.numberOfLines = 0
    bioLabel.text = "Photographs of bridges, mostly at night."
    followButton.configuration?.title = "Follow"
    for view in [avatar, nameLabel, bioLabel, followButton] as [UIView] { addSubview(view) }
  }

  required init?(coder: NSCoder) { nil }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let margin: CGFloat = 16
    avatar.frame = CGRect(x: margin, y: margin, width: 72, height: 72)
    nameLabel.frame = CGRect(x: 104, y: margin, width: max(bounds.width - 120, 0), height: 28)
    bioLabel.frame = CGRect(x: 104, y: 48, width: max(bounds.width - 120, 0), height: 40)
    followButton.frame = CGRect(x: margin, y: 100, width: 120, height: 36)
  }
}
