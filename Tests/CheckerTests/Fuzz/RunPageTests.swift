// The run page (`index.html`) and the throughput samples behind its chart.

@testable import Checker
@testable import NestedCheckFuzz
import Foundation
import Testing

@MainActor @Suite("Run page and throughput samples")
struct RunPageTests {
  static func summary(failures: [RunSummary.Failure] = [], coverage: [String: Int] = [:]) -> RunSummary {
    RunSummary(
      seed: 7, shard: "1/1", jobs: 2, profile: "default", maxSteps: 60, coordinators: ["offset-lock"], requestedCases: 100,
      requestedSeconds: nil, cases: 100, runs: 100, frames: 50_000, seconds: 2, totalSeconds: 3, casesPerSecond: 50,
      framesPerSecond: 25_000, coverage: coverage, interrupted: false, failures: failures, bugs: [], ignored: [], classes: [], files: [],
      exitCode: failures.isEmpty ? 0 : 1,
      progress: [.init(seconds: 0.5, cases: 10, failures: 0), .init(seconds: 1.5, cases: 60, failures: 1), .init(seconds: 2, cases: 100, failures: 1)])
  }

  @Test("samples come about once an interval; past the limit every other one goes, the interval doubles, the latest stays")
  func thinning() {
    var samples = ThroughputSamples(interval: 1, limit: 10)
    for tick in 0..<1000 { samples.record(elapsed: Double(tick) * 0.1, cases: tick, failures: 0) }
    #expect(samples.samples.count <= 11 && samples.samples.count >= 5, "\(samples.samples.count)")
    #expect(samples.interval >= 8)
    #expect(samples.samples.first?.seconds == 0)
    #expect(zip(samples.samples, samples.samples.dropFirst()).allSatisfy { $0.seconds < $1.seconds && $0.cases <= $1.cases })
    samples.record(elapsed: 100, cases: 1000, failures: 2, force: true)
    #expect(samples.samples.last == .init(seconds: 100, cases: 1000, failures: 2))
    samples.record(elapsed: 100, cases: 1001, failures: 2, force: true)
    #expect(samples.samples.last?.cases == 1001 && samples.samples.filter { $0.seconds == 100 }.count == 1, "a forced sample replaces one at the same time")
  }

  @Test("coverage has one bar per interesting state, and an unreached state stands out")
  func coverageBars() {
    var coverage = Dictionary(uniqueKeysWithValues: InterestingState.allCases.map { ($0.rawValue, 40) })
    coverage[InterestingState.diagonalPan.rawValue] = 0
    let html = RunPage(summary: Self.summary(coverage: coverage), folder: "failures").html()
    #expect(html.components(separatedBy: "<td class=\"bar\">").count - 1 == InterestingState.allCases.count)
    #expect(html.contains("<tr class=\"unreached\"><th>diagonal-pan</th>"))
    #expect(html.components(separatedBy: "class=\"unreached\"").count - 1 == 1)
    #expect(html.contains("width:40%"), "40 of 100 runs")
  }

  @Test("a failure lists what broke, escaped, with links relative to the page; the throughput chart has the samples")
  func failuresAndChart() {
    let failure = RunSummary.Failure(
      signature: "s", kind: "outer-within-max", coordinator: "no-max-clamp", shape: ["touchDown", "move"], hits: 3, cases: [0, 3, 4],
      file: "out/x.shrunk.json", original: "out/x.original.json", shrunk: true, message: "outer y 1 > <max> & more", signal: nil)
    let html = RunPage(summary: Self.summary(failures: [failure]), folder: "reports").html()
    #expect(html.contains("outer y 1 &gt; &lt;max&gt; &amp; more"))
    #expect(html.contains("<a href=\"../out/x.shrunk.json\">shrunk scenario</a>"))
    #expect(html.contains("<a href=\"../out/x.original.json\">original</a>"))
    #expect(html.contains("touchDown → move"))
    #expect(html.contains("<polyline points="), "the chart is drawn")
    #expect(html.contains("exit 1: 1 distinct failure"))
  }

  @Test("known bugs set aside are listed with their hits, one followed across builds says so; rules off with reasons")
  func setAside() {
    var summary = Self.summary()
    #expect(!RunPage(summary: summary, folder: "reports").html().contains("Set aside"), "nothing set aside, no section")
    summary.ignored = [
      .init(signature: "outer-within-max/outer/forward/small/drag", coordinator: "lib", hits: 12, firstCase: 3),
      .init(signature: "no-unexplained-jump/<outer>", coordinator: "lib", hits: 2, firstCase: 9, ignoredAs: "rc-0123456789ab"),
    ]
    summary.disabled = [.init(coordinator: "lib", invariant: "paging-gates", reason: "no back gesture in this app")]
    let html = RunPage(summary: summary, folder: "reports").html()
    #expect(html.contains("<h2>Set aside</h2>"))
    #expect(html.contains("<td class=\"kind\">outer-within-max/outer/forward/small/drag</td><td>lib</td><td>12</td><td>3</td>"))
    #expect(html.contains("no-unexplained-jump/&lt;outer&gt;<div class=\"shape\">as rc-0123456789ab of the baseline</div>"))
    #expect(html.contains("lib paging-gates (no back gesture in this app)"))
  }

  @Test("a sometimes rule no case reached: the verdict and the failures say so, not '0 distinct failures' and 'None'")
  func unreachedGoal() {
    var summary = Self.summary()
    summary.goals = [
      .init(coordinator: "lib", rule: "tab-opens-at-top", reached: false, firstCase: nil),
      .init(coordinator: "lib", rule: "reaches-pin", reached: true, firstCase: 4),
    ]
    summary.exitCode = 1
    let html = RunPage(summary: summary, folder: "reports").html()
    #expect(html.contains("exit 1: 1 sometimes rule never reached"), "\(html)")
    #expect(html.contains("Never reached in 100 cases (a sometimes rule): lib tab-opens-at-top</p>"))
    #expect(!html.contains("<p>None.</p>") && !html.contains("reaches-pin"))
  }

  @Test("links: from a folder to a file beside, below, above it, or absolute")
  func relativePaths() {
    #expect(RunPage.relativePath(from: "failures", to: "failures/a.json") == "a.json")
    #expect(RunPage.relativePath(from: "reports", to: "failures/a.json") == "../failures/a.json")
    #expect(RunPage.relativePath(from: "a/b", to: "a/c d.json") == "../c%20d.json")
    #expect(RunPage.relativePath(from: "/tmp/x", to: "/tmp/x/y/z.json") == "y/z.json")
  }
}
