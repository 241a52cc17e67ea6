// `nestedcheck list`: coordinators (shipped, published designs as printed, mutants), invariants, knobs, profiles.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import ScrollSim

@MainActor
enum ListCommand {
  static let usage = """
    usage: nestedcheck list [--all]
      Prints the coordinators, the invariants, the knobs with their defaults, and the load settings. A program that
      registers coordinators of its own (NestedCheckCLI.main) lists those; NestedCheck's own nestedcheck lists its
      catalogue (shipped, published designs as printed, mutants).
      --all                also list the built-in catalogue next to this program's own coordinators
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: [], switches: ["all"])
    guard args.positionals.isEmpty else { throw UsageError("list takes no arguments") }
    let own = !registry.user.isEmpty && !args.has("all")
    let listed = own ? registry.user : registry.all
    print("Coordinators:")
    for role in CoordinatorRole.allCases {
      let entries = listed.filter { $0.role == role }
      guard !entries.isEmpty else { continue }
      print("  \(role.rawValue):")
      for entry in entries {
        let breaks = entry.breaks.map { "  [breaks \($0)]" } ?? ""
        print("    \(entry.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(entry.summary)\(breaks)")
      }
    }
    if own { print("  (and \(CoordinatorCatalog.all.count) built-in ones: list --all)") }
    print("\nInvariants:")
    let width = max(30, Invariant.allCases.map(\.rawValue.count).max() ?? 0)
    for invariant in Invariant.allCases.sorted(by: { $0.listOrder < $1.listOrder }) {
      print("  \(invariant.code.padding(toLength: 3, withPad: " ", startingAt: 0)) \(invariant.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)) \(invariant.summary)")
    }
    let teamRules = registry.user.flatMap { entry in entry.userInvariants.map { (entry, $0) } }
    if !teamRules.isEmpty {
      print("\nRules of this program's coordinators (docs/custom-rules.md):")
      for (entry, rule) in teamRules {
        print("  \(rule.name.padding(toLength: width + 4, withPad: " ", startingAt: 0)) \(entry.name), \(UserInvariantRules.kindText(rule.kind)): \(rule.summary)")
      }
    }
    let disabled = registry.user.flatMap { entry in entry.disabledInvariants.map { (entry, $0) } }
    for (entry, rule) in disabled { print("  disabled for \(entry.name): \(rule.text)") }
    let events = registry.user.flatMap { entry in entry.appEvents.map { (entry, $0) } }
    if !events.isEmpty {
      print("\nApp events of this program's coordinators (docs/app-events.md):")
      for (entry, event) in events {
        let parameters = event.parameters.map { "\($0.name): \($0.domainText)" }.joined(separator: "; ")
        print("  \(event.name.padding(toLength: width + 4, withPad: " ", startingAt: 0)) \(entry.name), weight \(numberText(event.weight)): \(event.summary)"
          + (parameters.isEmpty ? "" : " (\(parameters))"))
      }
    }
    print("\nKnobs (world.knobs in a scenario; default, values the default profiles draw, values the evidence rules out):")
    for line in KnobDescription.lines() { print(line) }
    print("\nLoads (world.loads in a scenario turns the Three Loaders article's loads on; defaults shown):")
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

/// Every knob with its default, drawn values, ruled-out values and evidence (`SimulationKnobs.evidence`), then the
/// behaviours deliberately not modelled.
enum KnobDescription {
  static func lines() -> [String] {
    let defaults = SimulationKnobs()
    var lines: [String] = []
    for entry in SimulationKnobs.evidence {
      let value = defaults.valueDescription(of: entry.name) ?? "?"
      let ruledOut = entry.ruledOut.isEmpty ? "" : "  ruled out: \(entry.ruledOut.joined(separator: ", ")) (pessimistic profile only)"
      lines.append("  \(entry.name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(value)  drawn: \(entry.drawn)\(ruledOut)")
      lines += wrapped(entry.evidence, indent: "      ")
    }
    lines.append(
      "  \(SimulationKnobs.legacySimultaneousOrderKey.padding(toLength: 30, withPad: " ", startingAt: 0)) "
        + "(older files) sets both panOrder and momentumOrder; read, never written")
    lines.append("  Not modelled:")
    for behaviour in SimulationKnobs.unmodelled {
      lines.append("  \(behaviour.name)")
      lines += wrapped("Evidence: " + behaviour.evidence, indent: "      ")
      lines += wrapped("Why not: " + behaviour.whyNotModelled, indent: "      ")
    }
    return lines
  }

  /// `text` broken at spaces into lines of at most ~110 characters, each prefixed by `indent`.
  static func wrapped(_ text: String, indent: String, width: Int = 110) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
        lines.append(indent + line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines
  }
}
#endif
