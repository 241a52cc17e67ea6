// `nestedcheck-bench causes FILE.json [NAME]`: the cause of each violation of one scenario file (its coordinator, or
// NAME's), as a fuzz worker finds them; for reading a witness.
// `nestedcheck-bench causes NAME [CASES]`: the root causes of a coordinator's signatures over CASES generated cases
// (default profile unless PROFILE is given, seed 1), found in-process the way a fuzz worker finds them: each signature attributed at its
// first hit. Prints each group with its signatures. For looking at attribution while changing it; the fuzz run's
// reports are the measurement (docs/findings-triage.md).

import Checker
import Coordinators
import Generators

@MainActor
func runCauseProbe(_ arguments: [String]) -> Int32 {
  if let path = arguments.first, path.hasSuffix(".json") { return runCauseProbe(file: path, coordinator: arguments.dropFirst().first) }
  guard let name = arguments.first, let entry = CoordinatorCatalog.entry(named: name) else {
    print("usage: nestedcheck-bench causes COORDINATOR [CASES] [PROFILE] | causes FILE.json [COORDINATOR]")
    return 2
  }
  let cases = arguments.count > 1 ? Int(arguments[1]) ?? 500 : 500
  guard let profile = GeneratorProfile.named(arguments.count > 2 ? arguments[2] : "default") else {
    print("nestedcheck-bench causes: unknown profile '\(arguments[2])'")
    return 2
  }
  var causes: [BugSignature: RootCause] = [:]
  var hits: [BugSignature: Int] = [:]
  var firstCase: [BugSignature: UInt64] = [:]
  for index in 0..<UInt64(cases) {
    var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), profile: profile, maxSteps: 60)
    generated.world = Runner.normalized(generated.world, for: entry)
    let result = Runner.run(entry, world: generated.world, steps: generated.steps)
    for violation in result.violations {
      hits[violation.signature, default: 0] += 1
      if firstCase[violation.signature] == nil { firstCase[violation.signature] = index }
    }
    let fresh = result.violations.filter { causes[$0.signature] == nil }
    guard !fresh.isEmpty else { continue }
    for (signature, cause) in RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violations: fresh) {
      causes[signature] = cause
    }
  }
  var groups: [String: [BugSignature]] = [:]
  for (signature, cause) in causes { groups[cause.isLocated ? cause.id : "sig " + signature.description, default: []].append(signature) }
  print("\(name): \(cases) cases, \(causes.count) signatures, \(groups.count) groups")
  // Largest group first, then by identifier; a group's location is its first signature's (in signature order): a
  // dictionary's order changes from one process to the next, and the printout should not.
  for (id, signatures) in groups.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
    let sorted = signatures.sorted()
    let cause = causes[sorted[0]]!
    print("\(id)  \(cause.key)\n    \(cause.summary)  callbacks: \(cause.callbacks.joined(separator: ","))")
    for signature in sorted {
      print("      \(signature)  hits \(hits[signature]!), first in case \(firstCase[signature]!)")
    }
  }
  return 0
}

/// The cause of each of one scenario file's violations (`causes FILE.json [COORDINATOR]`).
@MainActor
func runCauseProbe(file path: String, coordinator: String?) -> Int32 {
  let scenario: Scenario
  do { scenario = try Scenario.load(path: path) } catch {
    print("nestedcheck-bench causes: \(error)")
    return 2
  }
  guard let entry = CoordinatorCatalog.entry(named: coordinator ?? scenario.coordinator ?? "") else {
    print("nestedcheck-bench causes: unknown coordinator '\(coordinator ?? scenario.coordinator)'")
    return 2
  }
  let world = Runner.normalized(scenario.world, for: entry)
  let options = RunOptions(invariants: scenario.invariants)
  let violations = Runner.run(entry, world: world, steps: scenario.steps, options: options).violations
  let causes = RootCauses.attribute(entry, world: world, steps: scenario.steps, violations: violations, options: options)
  for violation in violations {
    let cause = causes[violation.signature] ?? .none
    print("\(violation.signature) at frame \(violation.frame)\n    \(cause.isLocated ? cause.id : "no location")  \(cause.summary)")
  }
  return violations.isEmpty ? 0 : 1
}
