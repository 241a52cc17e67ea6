// The team's own `nestedcheck`: every command (fuzz, replay, shrink, case, promote, list) for its coordinators.
//   swift run -c release profile-page-check fuzz --coordinator profile-page --duration 20s

import NestedCheckCLI
import ProfilePage

NestedCheckCLI.main(coordinators: [
  CoordinatorEntry(name: "profile-page", make: { ProfilePageCoordinator() }),
  CoordinatorEntry(name: "profile-page-buggy", make: { ProfilePageCoordinator(variant: .forgetsOffscreenLists) }),
])
