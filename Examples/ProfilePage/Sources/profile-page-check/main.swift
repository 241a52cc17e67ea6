// The team's own `nestedcheck`: every command (fuzz, replay, shrink, case, promote, list) for its coordinators.
//   swift run -c release profile-page-check fuzz --duration 20s        (fuzzes this package's coordinators)

import NestedCheckCLI
import ProfilePageChecks

NestedCheckCLI.main(ProfilePageEntries.self)
