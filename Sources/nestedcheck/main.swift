// nestedcheck: the project's own command line, knowing the built-in catalogue only.
// A team's package gets the same commands for its coordinators with `NestedCheckCLI.main(coordinators:)`.

import NestedCheckCLI

NestedCheckCLI.main()
