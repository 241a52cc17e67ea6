// `nestedcheck replay FILE --emit-test` end to end: stdout is exactly the committed, compiled example.

import Foundation
import Testing

@Suite("nestedcheck replay --emit-test")
struct EmitTestCommandTests {
  static func committed(_ file: String) throws -> String {
    try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Tests/CheckerTests/\(file)"), encoding: .utf8)
  }

  @Test("a failing mutant's test is printed alone on stdout, byte for byte the committed example, exit 0")
  func failing() throws {
    let result = try CLI.run(["replay", ReplayCommandTests.abStory, "--coordinator", "reset-current-only", "--emit-test"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try Self.committed("EmittedTestExample.swift")))
    #expect(result.stdout.contains("#expect(result.verdict.violation?.invariant == .headerVisibleListsAtTop)"))
  }

  @Test("a passing scenario's test asserts the pass")
  func passing() throws {
    let result = try CLI.run(["replay", ReplayCommandTests.abStory, "--emit-test"])
    #expect(result.status == 0)
    #expect(result.stdout == (try Self.committed("EmittedTestExamplePass.swift")))
    #expect(result.stdout.contains("#expect(result.verdict.passed"))
  }

  @Test("--emit-test with --trace or --svg is a usage error")
  func exclusive() throws {
    let result = try CLI.run(["replay", ReplayCommandTests.abStory, "--emit-test", "--trace"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--emit-test prints only the test"))
  }
}
