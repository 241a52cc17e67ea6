// On Apple platforms a real UIScrollView is a ScrollSurface with no adapter code: the
// protocol's members are UIScrollView's own. The conformance is main-actor isolated
// (Swift 6.2 isolated conformances), as UIScrollView is.
//
// This file compiles only where UIKit exists; CI on Linux cannot build it, so keep it trivial.

#if canImport(UIKit)
import UIKit

extension UIScrollView: @MainActor ScrollSurface {}
#endif
