// `nestedcheck fuzz` writes, beside summary.json, an HTML report next to each shrunk invariant failure and the
// run page `index.html` linking them; both load in headless Chromium without a console message.

import Checker
import NestedCheckFuzz
import Foundation
import Testing

extension FuzzCommandTests {
  @Test("each kept shrunk invariant failure has its HTML report beside it; crashes have none; no report outlives its scenario")
  func reportsBesideFailures() throws {
    let run = try FuzzRuns.twoJobs.get()
    let summary = try #require(run.summary)
    let invariantFailures = summary.failures.filter { Invariant(rawValue: $0.kind) != nil && $0.shrunk }
    #expect(!invariantFailures.isEmpty)
    for failure in invariantFailures {
      let report = HTMLReportPath.forScenario(failure.file)
      #expect(FileManager.default.fileExists(atPath: report), "\(report)")
      #expect(run.result.stdout.contains("report: \(report)"), "the SHRUNK note names the report")
    }
    for failure in summary.failures where failure.kind == "crash" {
      #expect(!FileManager.default.fileExists(atPath: HTMLReportPath.forScenario(failure.file)))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: run.directory.path)) ?? []
    for name in names where name.hasSuffix(".html") && name != "index.html" {
      let scenario = run.directory.appendingPathComponent(String(name.dropLast(5)) + ".json").path
      #expect(summary.files.contains(scenario), "\(name) has no kept scenario")
    }
  }

  @Test("index.html links every failure's files, shows a bar per interesting state, and summary.json has throughput samples")
  func runPage() throws {
    let run = try FuzzRuns.twoJobs.get()
    let summary = try #require(run.summary)
    let page = try String(contentsOf: run.directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.components(separatedBy: "<td class=\"bar\">").count - 1 == InterestingState.allCases.count)
    let hrefs = page.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix(while: { $0 != "\"" })) }
    #expect(!hrefs.isEmpty)
    for href in hrefs {
      let target = run.directory.appendingPathComponent(href.removingPercentEncoding ?? href).path
      #expect(FileManager.default.fileExists(atPath: target), "broken link \(href)")
    }
    for failure in summary.failures {
      #expect(hrefs.contains(URL(fileURLWithPath: failure.file).lastPathComponent), "\(failure.file) not linked")
    }
    let samples = try #require(summary.progress)
    #expect(samples.count >= 2 && samples.last?.cases == summary.cases)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.seconds < $1.seconds && $0.cases <= $1.cases })
  }

  @Test("the run page and a failure's report load in headless Chromium without a console message",
        .enabled(if: Chromium.testsEnabled, "\(Chromium.missingMessage)"))
  func pagesLoadInBrowser() throws {
    let run = try FuzzRuns.twoJobs.get()
    let summary = try #require(run.summary)
    let index = try Chromium.run(["--dump-dom"], url: run.directory.appendingPathComponent("index.html").absoluteString)
    #expect(index.console.isEmpty, "\(index.console)")
    #expect(index.stdout.contains("Coverage of interesting states"))
    let failure = try #require(summary.failures.first { Invariant(rawValue: $0.kind) != nil && $0.shrunk })
    let report = URL(fileURLWithPath: HTMLReportPath.forScenario(failure.file))
    let output = try Chromium.run(["--dump-dom"], url: report.absoluteString)
    #expect(output.console.isEmpty, "\(output.console)")
    #expect(Chromium.elementText(output.stdout, id: "report-errors") == "")
    #expect(output.stdout.contains("id=\"violation-outline\""), "opens at the violating frame, marked")
  }
}
