// The namespace of every load-arbiter suite, so `--filter LoadArbiterTests` runs them all
// and their helpers cannot collide with other suites of this test target.

import Coordinators
import Testing

@Suite struct LoadArbiterTests {
  /// Requests `load` and returns the started token; records an issue when it was rejected.
  static func start(
    _ load: PageLoad, on arbiter: inout LoadArbiter, sourceLocation: SourceLocation = #_sourceLocation
  ) -> LoadToken {
    let decision = arbiter.request(load)
    guard let token = decision.startedToken else {
      Issue.record("expected \(load) to start, got \(decision)", sourceLocation: sourceLocation)
      return LoadToken(rawValue: 0)
    }
    return token
  }
}
