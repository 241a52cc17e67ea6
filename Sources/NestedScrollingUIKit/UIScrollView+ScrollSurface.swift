// A scroll view is a ScrollSurface with no adapter code: the protocol's members are UIScrollView's own. On iOS this
// is UIKit's UIScrollView; everywhere else the simulated UIKit's, so the conformance a team ships is compiled and run
// by the checker's own tests. Main-actor isolated (Swift 6.2 isolated conformances), as UIScrollView is.

#if canImport(UIKit)
public import UIKit
#else
public import SimulatedUIKit
#endif
public import NestedScrolling

extension UIScrollView: @MainActor ScrollSurface {}
