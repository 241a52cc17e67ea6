// `index.html` beside summary.json: a fuzz run at a glance for a person opening a CI artifact. What ran, each
// distinct failure with links to its HTML report and scenario files, the coverage of interesting states as
// bars, and throughput over time. Static HTML and inline SVG: no script, nothing fetched.
//
// The page is a list of sections, each a function of the summary; a new part of the summary (say, failures
// grouped into bugs) is one more section.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation

/// Renders a run's summary as a self-contained HTML page.
public struct RunPage {
  public let summary: RunSummary
  /// The folder the page is written to: links to the run's files are relative to it.
  public let folder: String

  public init(summary: RunSummary, folder: String) {
    self.summary = summary
    self.folder = folder
  }

  /// The sections, top to bottom.
  var sections: [(RunPage) -> String] {
    [Self.facts, Self.rootCauses, Self.failures, Self.setAside, Self.coverage, Self.throughput, Self.files]
  }

  public func html() -> String {
    let e = HTMLText.escape
    let title = "nestedcheck fuzz · seed \(summary.seed) · shard \(summary.shard)"
    let failed = summary.exitCode != 0
    let unreached = summary.unreachedGoals.count
    let verdict: String
    if !failed {
      verdict = "exit 0: every invariant held in \(summary.runs) runs"
    } else if summary.failures.isEmpty && unreached > 0 {
      verdict = "exit \(summary.exitCode): \(unreached) sometimes rule\(unreached == 1 ? "" : "s") never reached"
    } else {
      verdict = "exit \(summary.exitCode): \(summary.failures.count) distinct failure\(summary.failures.count == 1 ? "" : "s")"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(title))</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      <h1>\(e(title))</h1>
      <p class="verdict \(failed ? "fail" : "pass")">\(e(verdict))\(summary.interrupted ? " (interrupted)" : "")</p>
      \(sections.map { $0(self) }.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  // MARK: - Sections

  static func facts(_ page: RunPage) -> String {
    let s = page.summary
    let budget = s.requestedCases.map { "cases 0..<\($0)" } ?? s.requestedSeconds.map { "\(number($0)) s" } ?? "–"
    let rows: [(String, String)] = [
      ("coordinators", s.coordinators.joined(separator: ", ")), ("profile", s.profile), ("max steps", "\(s.maxSteps)"),
      ("budget", budget), ("jobs", "\(s.jobs)"), ("cases", grouped(s.cases)), ("runs", grouped(s.runs)), ("frames", grouped(s.frames)),
      ("fuzzing", "\(number(s.seconds)) s (\(number(s.totalSeconds)) s with shrinking and reports)"),
      ("throughput", "\(grouped(Int(s.casesPerSecond.rounded()))) cases/s, \(grouped(Int(s.framesPerSecond.rounded()))) frames/s"),
    ]
    return "<section><h2>Run</h2><table class=\"facts\">"
      + rows.map { "<tr><th>\(HTMLText.escape($0.0))</th><td>\(HTMLText.escape($0.1))</td></tr>" }.joined()
      + "</table></section>"
  }

  /// One row per root cause, worst first: what to act on, with the signatures it produced and its witness; with a
  /// baseline, whether it is new, still there, or gone.
  static func rootCauses(_ page: RunPage) -> String {
    let s = page.summary
    guard let groups = s.groups, !groups.isEmpty || !(s.goneGroups ?? []).isEmpty else { return "" }
    let e = HTMLText.escape
    var out = "<section><h2>Root causes</h2><table class=\"failures\"><tr><th>group</th><th>coordinator</th><th>hits</th>"
      + "<th>worst</th><th>cause</th><th>signatures</th><th>witness</th></tr>"
    for (index, group) in (groups + (s.goneGroups ?? [])).enumerated() {
      let status = group.statusLabel.map { "<div class=\"shape\">\(e($0))</div>" } ?? ""
      let worst = group.worstSeverity.map { "\(number($0)) pt (\(group.worstBand ?? ""))" } ?? (group.worstBand ?? "")
      // The baseline's groups (gone, or regrouped) name the baseline run's witness files, not this run's.
      let fromBaseline = index >= groups.count
      let witness = fromBaseline || group.witness.isEmpty ? "" : page.link(group.witness, group.shrunk ? "shrunk scenario" : "scenario")
      out += "<tr><td class=\"kind\">\(e(group.id))\(status)</td><td>\(e(group.coordinator))</td><td>\(group.hits)</td>"
        + "<td>\(e(worst))</td><td>\(e(group.cause))<div class=\"shape\">\(e(group.site.joined(separator: " < ")))</div></td>"
        + "<td>\(group.signatures.map(e).joined(separator: "<br>"))</td><td class=\"files\">\(witness)</td></tr>"
    }
    return out + "</table></section>"
  }

  static func failures(_ page: RunPage) -> String {
    let s = page.summary
    let unreached = s.unreachedGoals
    let goals = unreached.isEmpty ? "" : "<p class=\"verdict fail\">Never reached in \(grouped(s.cases)) cases (a sometimes rule): "
      + unreached.map { "\(HTMLText.escape($0.coordinator)) \(HTMLText.escape($0.rule))" }.joined(separator: "; ") + "</p>"
    guard !s.failures.isEmpty || s.classes.contains(where: { $0.duplicates > 0 }) else {
      return "<section><h2>Failures</h2>\(goals.isEmpty ? "<p>None.</p>" : goals)</section>"
    }
    var out = "<section><h2>Failures</h2>\(goals)<table class=\"failures\"><tr><th>kind</th><th>coordinator</th><th>hits</th>"
      + "<th>cases</th><th>what broke</th><th>files</th></tr>"
    for failure in s.failures {
      var links: [String] = []
      let report = HTMLReportPath.forScenario(failure.file)
      if FileManager.default.fileExists(atPath: report) { links.append(page.link(report, "report")) }
      links.append(page.link(failure.file, failure.shrunk ? "shrunk scenario" : "scenario"))
      if failure.original != failure.file { links.append(page.link(failure.original, "original")) }
      let cases = failure.cases.prefix(8).map(String.init).joined(separator: ", ") + (failure.cases.count > 8 ? ", …" : "")
      out += "<tr><td class=\"kind\">\(HTMLText.escape(failure.kind))</td><td>\(HTMLText.escape(failure.coordinator))</td>"
        + "<td>\(failure.hits)</td><td>\(HTMLText.escape(cases))</td>"
        + "<td>\(HTMLText.escape(failure.message))<div class=\"shape\">\(HTMLText.escape(failure.shape.joined(separator: " → ")))</div></td>"
        + "<td class=\"files\">\(links.joined(separator: "<br>"))</td></tr>"
    }
    out += "</table>"
    let duplicates = s.classes.filter { $0.duplicates > 0 }
    if !duplicates.isEmpty {
      out += "<p class=\"muted\">Not shrunk (beyond --shrink-limit): "
        + duplicates.map { "\(HTMLText.escape($0.kind)) \(HTMLText.escape($0.coordinator)) ×\($0.duplicates)" }.joined(separator: "; ")
        + "</p>"
    }
    return out + "</section>"
  }

  /// What the team set aside and the run still counted: the known bugs `--ignore` named, with their hits (a known
  /// bug that stops being hit is a fix to take off the list), and the rules switched off, with the reasons given.
  /// Nothing when neither.
  static func setAside(_ page: RunPage) -> String {
    let s = page.summary
    let disabled = s.disabled ?? []
    guard !s.ignored.isEmpty || !disabled.isEmpty else { return "" }
    let e = HTMLText.escape
    var out = "<section><h2>Set aside</h2>"
    if !s.ignored.isEmpty {
      out += "<table class=\"failures\"><tr><th>ignored</th><th>coordinator</th><th>hits</th><th>first case</th></tr>"
      for bug in s.ignored {
        let followed = bug.ignoredAs.map { "<div class=\"shape\">as \(e($0)) of the baseline</div>" } ?? ""
        out += "<tr><td class=\"kind\">\(e(bug.signature))\(followed)</td><td>\(e(bug.coordinator))</td>"
          + "<td>\(bug.hits)</td><td>\(bug.firstCase)</td></tr>"
      }
      out += "</table>"
    }
    if !disabled.isEmpty {
      out += "<p class=\"muted\">Rules switched off: "
        + disabled.map { "\(e($0.coordinator)) \(e($0.invariant)) (\(e($0.reason ?? "no reason given")))" }.joined(separator: "; ")
        + "</p>"
    }
    return out + "</section>"
  }

  /// One bar per interesting state: the share of runs that reached it. An unreached state is what to worry about.
  static func coverage(_ page: RunPage) -> String {
    let s = page.summary
    var out = "<section><h2>Coverage of interesting states</h2><p class=\"muted\">Runs reaching each state, of \(grouped(s.runs)). "
      + "A state no run reached is one the invariants were never checked in.</p><table class=\"coverage\">"
    for state in InterestingState.allCases {
      let count = s.coverage[state.rawValue] ?? 0
      let share = s.runs > 0 ? Double(count) / Double(s.runs) : 0
      out += "<tr\(count == 0 ? " class=\"unreached\"" : "")><th>\(HTMLText.escape(state.rawValue))</th>"
        + "<td class=\"bar\"><div style=\"width:\(number(max(share * 100, count > 0 ? 0.5 : 0)))%\"></div></td>"
        + "<td class=\"count\">\(grouped(count))</td><td class=\"count\">\(number(share * 100))%</td></tr>"
    }
    return out + "</table></section>"
  }

  /// Cases per second between samples, as a line; failures found as red ticks under it.
  static func throughput(_ page: RunPage) -> String {
    let samples = page.summary.progress ?? []
    guard samples.count >= 2, let last = samples.last, last.seconds > 0 else {
      return "<section><h2>Throughput</h2><p class=\"muted\">Too short a run to chart.</p></section>"
    }
    let width = 900.0, height = 220.0, left = 60.0, right = 20.0, top = 16.0, bottom = 36.0
    var rates: [(seconds: Double, rate: Double)] = []
    for (a, b) in zip(samples, samples.dropFirst()) where b.seconds > a.seconds {
      rates.append((b.seconds, Double(b.cases - a.cases) / (b.seconds - a.seconds)))
    }
    let peak = max(rates.map(\.rate).max() ?? 1, 1)
    func x(_ t: Double) -> Double { left + t / last.seconds * (width - left - right) }
    func y(_ r: Double) -> Double { height - bottom - r / (peak * 1.1) * (height - top - bottom) }
    var svg = "<svg class=\"chart\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\" aria-label=\"cases per second over time\">"
    svg += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(width - left - right))\" height=\"\(number(height - top - bottom))\" fill=\"#fafafa\" stroke=\"#ccc\"/>"
    let points = rates.map { "\(number(x($0.seconds))),\(number(y($0.rate)))" }.joined(separator: " ")
    svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\"><title>cases per second</title></polyline>"
    let average = page.summary.casesPerSecond
    svg += "<line x1=\"\(number(left))\" x2=\"\(number(width - right))\" y1=\"\(number(y(average)))\" y2=\"\(number(y(average)))\" stroke=\"#555\" stroke-dasharray=\"5 4\"><title>average \(number(average)) cases/s</title></line>"
    for (a, b) in zip(samples, samples.dropFirst()) where b.failures > a.failures {
      svg += "<line x1=\"\(number(x(b.seconds)))\" x2=\"\(number(x(b.seconds)))\" y1=\"\(number(height - bottom))\" y2=\"\(number(height - bottom - 10))\" stroke=\"#d62728\" stroke-width=\"2\"><title>\(b.failures - a.failures) failure(s) by \(number(b.seconds)) s</title></line>"
    }
    for tick in [0.0, 0.25, 0.5, 0.75, 1.0] {
      svg += "<text x=\"\(number(x(tick * last.seconds)))\" y=\"\(number(height - bottom + 16))\" text-anchor=\"middle\">\(number(tick * last.seconds)) s</text>"
      svg += "<text x=\"\(number(left - 6))\" y=\"\(number(y(tick * peak) + 4))\" text-anchor=\"end\">\(grouped(Int((tick * peak).rounded())))</text>"
    }
    svg += "</svg>"
    return "<section><h2>Throughput</h2><p class=\"muted\">Cases per second over the run (dashed: the average, "
      + "\(grouped(Int(average.rounded()))) cases/s); red ticks: failures found.</p>\(svg)</section>"
  }

  static func files(_ page: RunPage) -> String {
    guard !page.summary.files.isEmpty else { return "" }
    return "<section><h2>Files</h2><ul class=\"files\">"
      + page.summary.files.map { "<li>\(page.link($0, $0))</li>" }.joined() + "</ul></section>"
  }

  // MARK: - Helpers

  /// An `<a>` to `path` (as the run printed it, relative to the working folder or absolute), relative to the page.
  func link(_ path: String, _ text: String) -> String {
    "<a href=\"\(HTMLText.escape(Self.relativePath(from: folder, to: path)))\">\(HTMLText.escape(text))</a>"
  }

  /// `path` as seen from `folder`; both may be relative to the current directory.
  static func relativePath(from folder: String, to path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    func components(_ p: String) -> [String] { PathText.components(of: PathText.absolute(p, from: cwd)) }
    let from = components(folder), to = components(path)
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(character)
    }
    return (value < 0 ? "-" : "") + out
  }

  static let css = """
    body { margin: 20px; font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #111; max-width: 1100px; }
    h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 22px 0 6px; }
    .verdict { font-weight: 600; } .verdict.fail { color: #d62728; } .verdict.pass { color: #1a7f37; }
    table { border-collapse: collapse; } th, td { text-align: left; padding: 3px 10px 3px 0; vertical-align: top; }
    table.facts th { color: #666; font-weight: 400; }
    table.failures { width: 100%; } table.failures tr { border-top: 1px solid #e4e4e4; }
    td.kind { font-weight: 600; color: #d62728; } .shape { color: #666; font-size: 12px; } td.files { white-space: nowrap; }
    table.coverage th { font-weight: 400; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
    td.bar { width: 420px; } td.bar div { height: 12px; background: #1f77b4; border-radius: 2px; }
    tr.unreached th, tr.unreached td.count { color: #d62728; font-weight: 700; }
    td.count { text-align: right; font-variant-numeric: tabular-nums; }
    .muted { color: #666; font-size: 13px; } svg.chart { width: 100%; max-width: 900px; font-size: 11px; fill: #555; }
    ul.files { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
    """
}
#endif
