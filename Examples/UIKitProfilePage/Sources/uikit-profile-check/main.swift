// The team's own `nestedcheck`: every command, knowing the profile page's variants by name.
import NestedCheckCLI
import UIKitProfilePageChecks

NestedCheckCLI.main(UIKitProfileEntries.self)
