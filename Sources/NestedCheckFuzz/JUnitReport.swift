// `junit.xml`: a fuzz run as test results, so CI systems show failures next to unit tests.
//
// One <testsuite> per coordinator; one <testcase> per root cause (RootCauseGroup.swift), named by its
// group identifier and cause, with its signatures, hits and witness (a summary from before causes: one
// per distinct bug, named by its signature); with --baseline the name starts with [new] or
// [still-there], and a group gone since the baseline is a passing <testcase> named [gone] ([ignored], <skipped>, when
// this run hit it only under `--ignore`) (a broken invariant is a
// <failure>, a crash or hang an <error>, the JUnit distinction between a failed assertion and an
// unexpected fault; a worker death that did not reproduce is <skipped>, shown but not failing), or one passing
// <testcase> when the coordinator broke nothing.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation

public enum JUnitReport {
  /// The report for `summary`.
  public static func xml(_ summary: RunSummary) -> String {
    var suites: [String] = []
    var totalTests = 0, totalFailures = 0, totalErrors = 0, totalSkipped = 0
    for coordinator in summary.coordinators {
      let bugs = summary.bugs.filter { $0.coordinator == coordinator }
      var cases: [String] = []
      var failed = 0, errors = 0, skipped = 0
      let classname = "nestedcheck.fuzz.\(coordinator)"
      if bugs.allSatisfy({ $0.invariant == "unreproduced" }) {
        cases.append(
          "    <testcase classname=\"\(escape(classname))\" name=\"\(escape("every invariant held over \(summary.cases) cases"))\" time=\"\(time(summary.seconds))\"/>")
      }
      if let groups = summary.groups {
        for group in groups where group.coordinator == coordinator {
          let isError = group.invariants.contains("crash") || group.invariants.contains("hang")
          let isSkipped = group.invariants == ["unreproduced"]
          if isSkipped { skipped += 1 } else if isError { errors += 1 } else { failed += 1 }
          let element = isSkipped ? "skipped" : isError ? "error" : "failure"
          let status = group.statusLabel.map { "[\($0)] " } ?? ""
          var body = "\(group.id): \(group.cause)\n"
          if !group.site.isEmpty { body += "site: \(group.site.joined(separator: " < "))\n" }
          body += "signatures (\(group.signatures.count)):\n" + group.signatures.map { "  \($0)\n" }.joined()
          body += "hits: \(group.hits)" + (group.worstSeverity.map { ", worst \(fmt2($0)) pt (\(group.worstBand ?? ""))" } ?? "") + "\n"
          body += "witness: \(group.witness)\(group.shrunk ? "" : " (not shrunk)") for \(group.witnessSignature)\n"
          body += "replay: nestedcheck replay \(group.witness) --trace\nseed \(summary.seed), shard \(summary.shard)"
          cases.append(
            "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(status + group.id + " " + group.cause))\" time=\"0\">\n"
              + "      <\(element) type=\"\(escape(group.invariants.joined(separator: ",")))\" message=\"\(escape(group.cause))\">\(escape(body))</\(element)>\n"
              + "    </testcase>")
        }
        for group in summary.goneGroups ?? [] where group.coordinator == coordinator {
          let name = "    <testcase classname=\"\(escape(classname))\" name=\"\(escape("[\(group.statusLabel ?? "gone")] " + group.id + " " + group.cause))\" time=\"0\""
          if group.status == "ignored" {
            // Hit, but only as ignored hits: not gone, and not a failure of this run.
            skipped += 1
            cases.append(name + ">\n      <skipped message=\"ignored by --ignore\"/>\n    </testcase>")
          } else {
            cases.append(name + "/>")
          }
        }
      }
      for bug in bugs where summary.groups == nil {
        let isError = bug.invariant == "crash" || bug.invariant == "hang"
        let isSkipped = bug.invariant == "unreproduced"  // a worker death that did not reproduce: not the coordinator's
        if isSkipped { skipped += 1 } else if isError { errors += 1 } else { failed += 1 }
        let element = isSkipped ? "skipped" : isError ? "error" : "failure"
        var body = "\(bug.signature)\n"
        if let severity = bug.severity {
          body += "severity: \(fmt2(severity)) pt (\(bug.band ?? "")), view \(bug.view ?? "")"
          body += bug.worstSeverity.map { ", worst \(fmt2($0)) pt in case \(bug.worstCase ?? bug.firstCase)" } ?? ""
          body += "\n"
        }
        body += """
          hits: \(bug.hits), first in case \(bug.firstCase)
          witness: \(bug.witness)\(bug.shrunk ? "" : " (not shrunk)")
          original: \(bug.original)
          """
        if let simplest = bug.simplest { body += "\nsimplest witness of \(bug.invariant): \(simplest)" }
        body += """

          replay: nestedcheck replay \(bug.witness) --trace
          seed \(summary.seed), shard \(summary.shard)
          """
        let severity = bug.severity.map { " [\(fmt2($0)) pt, \(bug.band ?? "")]" } ?? ""
        cases.append(
          "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(bug.signature))\" time=\"0\">\n"
            + "      <\(element) type=\"\(escape(bug.invariant))\" message=\"\(escape(bug.message + severity))\">\(escape(body))</\(element)>\n"
            + "    </testcase>")
      }
      // A goal no case reached is a failure; a rule switched off is a skipped test, with its reason.
      for goal in summary.goals ?? [] where goal.coordinator == coordinator && !goal.reached {
        failed += 1
        cases.append(
          "    <testcase classname=\"\(escape(classname))\" name=\"\(escape("sometimes " + goal.rule))\" time=\"0\">\n"
            + "      <failure type=\"\(escape(goal.rule))\" message=\"\(escape("never reached in \(summary.cases) cases"))\"/>\n"
            + "    </testcase>")
      }
      for rule in summary.disabled ?? [] where rule.coordinator == coordinator {
        skipped += 1
        cases.append(
          "    <testcase classname=\"\(escape(classname))\" name=\"\(escape("disabled " + rule.invariant))\" time=\"0\">\n"
            + "      <skipped message=\"\(escape(rule.reason ?? "no reason given"))\"/>\n"
            + "    </testcase>")
      }
      let tests = cases.count
      totalTests += tests
      totalFailures += failed
      totalErrors += errors
      totalSkipped += skipped
      suites.append(
        "  <testsuite name=\"\(escape(coordinator))\" tests=\"\(tests)\" failures=\"\(failed)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(time(summary.seconds))\">\n"
          + "    <properties>\n"
          + "      <property name=\"seed\" value=\"\(summary.seed)\"/>\n"
          + "      <property name=\"shard\" value=\"\(escape(summary.shard))\"/>\n"
          + "      <property name=\"profile\" value=\"\(escape(summary.profile))\"/>\n"
          + "    </properties>\n"
          + cases.joined(separator: "\n") + "\n  </testsuite>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"nestedcheck fuzz\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\" skipped=\"\(totalSkipped)\" time=\"\(time(summary.seconds))\">\n"
      + suites.joined(separator: "\n") + "\n</testsuites>\n"
  }

  /// Escapes text for an attribute or element body; drops characters XML 1.0 cannot hold at all.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      default:
        let v = scalar.value
        let allowed = v >= 0x20 && !(0xD800...0xDFFF).contains(v) && v != 0xFFFE && v != 0xFFFF
        if allowed { result.unicodeScalars.append(scalar) } else if v == 0x0D { result += "&#13;" } else { result += "\u{FFFD}" }
      }
    }
    return result
  }

  static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
#endif
