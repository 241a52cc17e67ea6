// Root causes end to end: the fuzz run groups signatures by cause in summary.json, the table and junit.xml; the
// groups do not depend on --jobs; --ignore takes a group; --baseline marks groups new, still there and gone
// across two runs; a shrunk witness records the group it witnesses.

import Checker
import NestedCheckFuzz
import Foundation
import Testing

@Suite("nestedcheck fuzz: root causes", .serialized)
struct FuzzRootCauseTests {
  /// overshoot-and-wipe plants two faults (the clamp a point past maxOffsetY, and list 2 wiped on a pull-down).
  static let full = Result {
    try FuzzRuns.fuzz("causes", ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2"])
  }

  static func groups(_ run: FuzzRuns.Run) throws -> [RunSummary.Group] { try #require(run.summary?.groups) }

  @Test("every signature falls in one group; fewer groups than signatures; the table lists causes first")
  func grouping() throws {
    let run = try Self.full.get()
    let summary = try #require(run.summary)
    let groups = try Self.groups(run)
    #expect(!groups.isEmpty && groups.count < summary.bugs.count, "\(groups.map(\.id)) for \(summary.bugs.count) signatures")
    let grouped = groups.flatMap(\.signatures)
    #expect(grouped.sorted() == summary.bugs.map(\.signature).sorted())
    #expect(Set(grouped).count == grouped.count)
    for bug in summary.bugs { #expect(groups.contains { $0.id == bug.group && $0.signatures.contains(bug.signature) }) }
    for group in groups where group.kind != "none" {
      #expect(group.id.hasPrefix("rc-") && group.id.count == 15 && !group.site.isEmpty, "\(group)")
      #expect(group.hits == summary.bugs.filter { $0.group == group.id }.reduce(0) { $0 + $1.hits })
    }
    // The rare severe wipe is its own cause, written in the mutant's own listDidScroll.
    let wipe = try #require(groups.first { $0.site.first?.contains("OvershootAndWipeCoordinator.listDidScroll") == true }, "\(groups)")
    #expect(wipe.kind == "write" && wipe.signatures.contains { $0.hasPrefix("no-unexplained-jump/list-on-screen/backward/") }, "\(wipe)")
    // The clamp's overshoot: its own cause, the mutant's clamp.
    let clamp = try #require(groups.first { $0.signatures.contains("outer-within-max/outer/forward/sub-pixel/drag") })
    #expect(clamp.id != wipe.id && clamp.site.contains { $0.contains("OvershootAndWipeCoordinator.clampOuterToMax") }, "\(clamp)")
    #expect(run.result.stdout.contains("root causes, worst first: \(groups.count)"))
    let xml = try String(contentsOf: run.directory.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == groups.count)
    // A shrunk witness records its group, and still shows the cause: the shrink kept it.
    let witness = try Scenario.load(path: wipe.witness)
    #expect(witness.found?.group == wipe.id && witness.found?.cause?.id == wipe.id)
  }

  @Test("the groups and their identifiers do not depend on --jobs")
  func jobsIndependent() throws {
    let two = try Self.groups(try Self.full.get())
    let one = try Self.groups(
      try FuzzRuns.fuzz("causes-1", ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "1"]))
    #expect(one.map(\.id) == two.map(\.id))
    #expect(one.map(\.signatures) == two.map(\.signatures))
  }

  @Test("--ignore takes a group; --baseline marks groups gone, then new, and the rest still there")
  func baselineAcrossRuns() throws {
    let full = try Self.full.get()
    let groups = try Self.groups(full)
    let wipe = try #require(groups.first { $0.site.first?.contains("OvershootAndWipeCoordinator.listDidScroll") == true })
    let fullSummary = full.directory.appendingPathComponent("summary.json").path
    // Run 2: the wipe's group ignored, against run 1: listed as ignored; nothing is new.
    let ignoring = try FuzzRuns.fuzz(
      "causes-ignore",
      ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2", "--ignore", wipe.id,
       "--baseline", fullSummary])
    #expect(ignoring.result.status == 1, "\(ignoring.result.stdout)\(ignoring.result.stderr)")
    let second = try #require(ignoring.summary)
    #expect(!(second.groups ?? []).contains { $0.id == wipe.id })
    #expect(Set(second.ignored.map(\.signature)) == Set(wipe.signatures))
    // Its hits were seen, as ignored ones: the baseline's group is listed as ignored, not gone.
    #expect(second.goneGroups?.map(\.id) == [wipe.id] && second.goneGroups?.first?.status == "ignored")
    #expect((second.groups ?? []).allSatisfy { $0.status == "still-there" })
    #expect(ignoring.result.stdout.contains("[ignored] overshoot-and-wipe  \(wipe.id)"))
    let xml = try String(contentsOf: ignoring.directory.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(xml.contains("name=\"[ignored] \(wipe.id)") && xml.contains("<skipped message=\"ignored by --ignore\"/>"))
    // Run 3: everything, against run 2: the wipe's group is new, the others still there, nothing gone.
    let again = try FuzzRuns.fuzz(
      "causes-again",
      ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2", "--baseline",
       ignoring.directory.appendingPathComponent("summary.json").path])
    let third = try #require(again.summary?.groups)
    #expect(third.map(\.id) == groups.map(\.id))
    #expect(third.first { $0.id == wipe.id }?.status == "new")
    #expect(third.filter { $0.id != wipe.id }.allSatisfy { $0.status == "still-there" })
    #expect(again.summary?.goneGroups == [])
    let page = try String(contentsOf: again.directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Root causes") && page.contains(wipe.id))
    // Run 4: everything, against runs 2 and 1 together (a night's shards): run 1 listed the wipe, so it is not new.
    let secondSummary = ignoring.directory.appendingPathComponent("summary.json").path
    let both = try FuzzRuns.fuzz(
      "causes-both",
      ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2", "--baseline", secondSummary,
       "--baseline", fullSummary])
    let fourth = try #require(both.summary)
    #expect((fourth.groups ?? []).allSatisfy { $0.status == "still-there" }, "\(both.result.stdout)")
    #expect(fourth.goneGroups == [] && fourth.baseline == "\(secondSummary), \(fullSummary)")
  }

  @Test("--ignore follows a group the baseline's build named by another identifier (a frame more in its site)")
  func ignoreAcrossBuilds() throws {
    let full = try Self.full.get()
    var summary = try #require(full.summary)
    var groups = try Self.groups(full)
    let index = try #require(groups.firstIndex { $0.site.first?.contains("OvershootAndWipeCoordinator.listDidScroll") == true })
    // The baseline as a build that kept a helper's frame at the head of the wipe's site would have written it.
    var wipe = groups[index]
    let thisBuildID = wipe.id
    wipe.site.insert("Coordinators.OvershootAndWipeCoordinator.wipeHelper()", at: 0)
    wipe.id = RootCause(kind: .write, view: try #require(wipe.view), site: wipe.site, location: "").id
    #expect(wipe.id != thisBuildID)
    groups[index] = wipe
    summary.groups = groups
    let baseline = try CLI.temporaryFile(String(decoding: try JSONEncoder().encode(summary), as: UTF8.self), name: "summary.json")
    let run = try FuzzRuns.fuzz(
      "causes-ignore-rebuilt",
      ["--coordinator", "overshoot-and-wipe", "--seed", "7", "--cases", "60", "--jobs", "2", "--ignore", wipe.id,
       "--ignore", "rc-000000000000", "--baseline", baseline])
    let result = try #require(run.summary)
    #expect(!(result.groups ?? []).contains { $0.id == thisBuildID || $0.id == wipe.id }, "\(run.result.stdout)")
    #expect(Set(result.ignored.map(\.signature)) == Set(wipe.signatures))
    #expect(result.ignored.allSatisfy { $0.ignoredAs == wipe.id })
    #expect(result.goneGroups?.map(\.status) == ["ignored"] && (result.groups ?? []).allSatisfy { $0.status == "still-there" })
    #expect(run.result.stdout.contains("as \(wipe.id) of the baseline"), "\(run.result.stdout)")
    // An identifier that matched nothing is named at the end (a fixed bug, or a group of another build).
    #expect(run.result.stdout.contains("note: --ignore rc-000000000000 matched no failure of this run"), "\(run.result.stdout)")
    #expect(!run.result.stdout.contains("note: --ignore \(wipe.id)"))
  }

  @Test("--baseline and --ignore reject what they cannot use")
  func badInput() throws {
    let missing = try CLI.run(["fuzz", "--coordinator", "no-max-clamp", "--cases", "1", "--baseline", "/nonexistent/summary.json"])
    #expect(missing.status == 2 && missing.stderr.contains("--baseline"))
    let badGroup = try CLI.run(["fuzz", "--coordinator", "no-max-clamp", "--cases", "1", "--ignore", "rc-XYZ"])
    #expect(badGroup.status == 2)
  }
}
