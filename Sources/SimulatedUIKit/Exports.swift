// `import SimulatedUIKit` stands where `import UIKit` stands in a file written for iOS:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import SimulatedUIKit
//     #endif
//
// UIKit re-exports Foundation (a file with `import UIKit` alone uses CGFloat, CGRect and NSCoder), so this module
// does too. Every public type and member here carries UIKit's own name and signature, so code that compiles against
// it compiles against UIKit; what the simulation adds lives in types of its own (`UIKitSimulation`, `MainScheduler`).
// docs/uikit.md lists what is simulated, the evidence for each behaviour, and what Linux Swift cannot compile.

@_exported import Foundation
// `UIEdgeInsets` is the coordinator protocol's `EdgeInsets` (Geometry/UIEdgeInsets.swift): its members (`.zero`,
// `==`) must be visible to a file that imports this module alone, as UIKit's are to a file that imports UIKit.
@_exported import struct NestedScrolling.EdgeInsets
