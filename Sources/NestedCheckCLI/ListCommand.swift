// `nestedcheck list`: coordinators (shipped, seed variants, mutants), invariants, knobs, profiles.

import NestedCheckFuzz
import Checker
import Coordinators
import ScrollSim

@MainActor
enum ListCommand {
  static let usage = """
    usage: nestedcheck list
      Prints the coordinators (shipped, seed variants, mutants, and your own), the invariants, the knobs with their
      defaults, and the load settings. No options.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: [], switches: [])
    guard args.positionals.isEmpty else { throw UsageError("list takes no arguments") }
    print("Coordinators:")
    for role in CoordinatorRole.allCases {
      let entries = registry.all.filter { $0.role == role }
      guard !entries.isEmpty else { continue }
      print("  \(role.rawValue):")
      for entry in entries {
        let breaks = entry.breaks.map { "  [breaks \($0)]" } ?? ""
        print("    \(entry.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(entry.summary)\(breaks)")
      }
    }
    print("\nInvariants:")
    let width = max(30, Invariant.allCases.map(\.rawValue.count).max() ?? 0)
    for invariant in Invariant.allCases {
      print("  \(invariant.code) \(invariant.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)) \(invariant.summary)")
    }
    print("\nKnobs (world.knobs in a scenario; defaults shown):")
    let defaults = SimulationKnobs()
    for (name, value) in KnobDescription.defaults(defaults) {
      print("  \(name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(value)")
    }
    print("\nLoads (world.loads in a scenario turns seed 003's loads on; defaults shown):")
    let loads = LoadSettings()
    for (name, value) in [
      ("refreshThreshold", loads.refreshThreshold), ("bottomHitDistance", loads.bottomHitDistance),
      ("pageHeight", loads.pageHeight),
    ] {
      print("  \(name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(value)")
    }
    return .success
  }
}

/// Knob names with their default values, in declaration order.
enum KnobDescription {
  static func defaults(_ k: SimulationKnobs) -> [(String, String)] {
    [
      ("frameRate", "\(k.frameRate)"), ("pixelScale", "\(k.pixelScale)"),
      ("didScrollOnEqualValue", "\(k.didScrollOnEqualValue)"), ("dragDeltaMode", k.dragDeltaMode.rawValue),
      ("simultaneousOrder", k.simultaneousOrder.rawValue), ("animationDuration", "\(k.animationDuration)"),
      ("springStiffness", "\(k.springStiffness)"), ("pagingRule", k.pagingRule.rawValue),
      ("pagingVelocityThreshold", "\(k.pagingVelocityThreshold)"), ("clampOnContentShrink", "\(k.clampOnContentShrink)"),
      ("tablesAlwaysBounceVertical", "\(k.tablesAlwaysBounceVertical)"),
      ("touchInterruptsAnimation", "\(k.touchInterruptsAnimation)"),
      ("disablingBouncesStopsBounce", "\(k.disablingBouncesStopsBounce)"),
    ]
  }
}
