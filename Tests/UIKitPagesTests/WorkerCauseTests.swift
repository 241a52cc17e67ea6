// A fuzz worker finds a UIKit page's root causes by replaying the steps the page played. A UIKit page drops the step
// kinds its code does not support (`PageCapabilities.playable`); the worker's replays for a cause once played the
// generated steps instead, so they looked for the failure in another run and found none or another (JXPagingView's
// largest unlocated group, docs/uikit.md).

import Checker
import Coordinators
import Generators
@testable import NestedCheckFuzz
import ScrollSim
import Testing
import UIKitPages

@Suite struct WorkerCauseTests {
  @Test("the causes a worker sends for a UIKit page are those of the steps the page plays")
  func causesFromPlayableSteps() throws {
    let entry = CoordinatorEntry.inUIKitContainer(try #require(CoordinatorCatalog.entry(named: "no-max-clamp")))
    // The loads profile draws slot requests and responses, which the container page does not play.
    let profile = GeneratorProfile.loads
    var configuration = WorkerConfiguration(
      coordinators: [entry], seed: 5, profile: profile, maxSteps: 40, plan: ShardPlan(jobs: 1), job: 0)
    configuration.caseLimit = 40
    var output = CollectedWorkerOutput()
    FuzzWorker(configuration: configuration).run(output: &output)

    var checked = 0, withDroppedSteps = 0
    for message in output.messages {
      guard case .cause(let caseIndex, _, let signature, let cause) = message else { continue }
      let generated = generateCase(seed: deriveSeed(runSeed: 5, caseIndex: caseIndex), profile: profile, maxSteps: 40)
      let world = Runner.normalized(generated.world, for: entry)
      let steps = Runner.playable(generated.steps, for: entry)
      if steps.count < generated.steps.count { withDroppedSteps += 1 }
      let result = Runner.run(entry, world: world, steps: steps)
      let violations = result.violations.filter { $0.signature == signature }
      let expected = RootCauses.attribute(entry, world: world, steps: steps, violations: violations)[signature] ?? .none
      #expect(cause == expected, "case \(caseIndex) \(signature)")
      checked += 1
    }
    // The check means something only if causes were sent for cases whose generated steps the page does not all play.
    #expect(checked >= 5, "causes sent: \(checked)")
    #expect(withDroppedSteps >= 2, "causes of cases with dropped steps: \(withDroppedSteps)")
  }
}
