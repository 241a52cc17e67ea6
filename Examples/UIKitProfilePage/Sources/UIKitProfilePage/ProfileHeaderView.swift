// The profile's header: avatar, name, bio and a follow button, pinned to the header's layout margins. Visual only;
// its height is the page's business.

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
    for view in [avatar, nameLabel, bioLabel, followButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    // The content keeps 16 points inside the header's edges. The header scrolls under the status bar, where margins
    // measured from the safe area would move the content as it goes: they stay fixed.
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    insetsLayoutMarginsFromSafeArea = false
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: margins.topAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 72),
      avatar.heightAnchor.constraint(equalToConstant: 72),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 16),
      nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      nameLabel.heightAnchor.constraint(equalToConstant: 28),
      bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      bioLabel.heightAnchor.constraint(equalToConstant: 40),
      followButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      followButton.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
      followButton.widthAnchor.constraint(equalToConstant: 120),
      followButton.heightAnchor.constraint(equalToConstant: 36),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
