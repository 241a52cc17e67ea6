// The team's coordinators by the names its CLI registers (Sources/profile-page-check/main.swift), so files the
// CLI writes replay here by the same names.

import NestedCheckTesting
import ProfilePage

extension CoordinatorEntry {
  static let profilePage = CoordinatorEntry(name: "profile-page", make: { ProfilePageCoordinator() })
  static let profilePageBuggy = CoordinatorEntry(
    name: "profile-page-buggy", make: { ProfilePageCoordinator(variant: .forgetsOffscreenLists) })
}
