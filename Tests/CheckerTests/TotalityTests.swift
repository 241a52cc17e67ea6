// The simulation, the SVG timeline and the runner are total on the documented domains: the most
// extreme values a scenario may carry play without a trap, keep every offset finite, draw, and a run's work is
// bounded by its frame budget.

@testable import Checker
import Coordinators
import Foundation
import ScrollSim
import Testing

@Suite("totality on the documented domains")
@MainActor
struct TotalityTests {
  static let shipped = CoordinatorCatalog.shipped

  /// Plays `steps` on `world` with every shipped coordinator, recording a trace; returns the results.
  static func play(_ steps: [Step], world: WorldConfig = WorldConfig()) -> [(String, RunResult)] {
    shipped.map { entry in
      (entry.name, Runner.run(entry, world: world, steps: steps, options: RunOptions(recordTrace: true)))
    }
  }

  /// Every offset of every frame is finite and within ±1e7 pt: nothing infinite or absurd reaches layout or reports.
  static func expectBounded(_ results: [(String, RunResult)], _ label: String) {
    for (name, result) in results {
      #expect(result.verdict.violation?.invariant != .finiteState, "\(label) \(name): \(String(describing: result.verdict))")
      let values = result.trace.flatMap { [$0.outerY, $0.pagerX, $0.maxOffsetY] + $0.listYs.compactMap { $0 } }
      #expect(!values.isEmpty && values.allSatisfy { $0.isFinite && abs($0) < 1e7 }, "\(label) \(name)")
      #expect(result.trace.allSatisfy { (0..<3).contains($0.currentIndex) }, "\(label) \(name)")
    }
  }

  @Test("inputs that once trapped, brought to the domain's edge, play and stay finite")
  func issueInputsAtTheEdge() {
    let v = StepDomain.velocity.range.upperBound
    // Was lift(vx: 1e23): a horizontal flick at the largest velocity the domain allows, both ways.
    for vx in [v, -v] {
      Self.expectBounded(
        Self.play([.touchDown(x: 200, y: 700), .move(dx: -10, dy: 0, frames: 1), .lift(vx: vx, vy: 0)]), "flick vx \(vx)")
    }
    // Was lift(vy: 1e22): the vertical flick whose SVG trapped.
    for vy in [v, -v] {
      Self.expectBounded(Self.play([.touchDown(x: 200, y: 700), .move(dx: 0, dy: -10, frames: 1), .lift(vx: 0, vy: vy)]), "flick vy \(vy)")
    }
    // Was resize(width: 1e308): the widest page there is, then a tab switch.
    let widest = StepDomain.viewportSide.range.upperBound
    Self.expectBounded(
      Self.play([.resize(width: widest, height: 852), .tapTab(index: 2, animated: false), .tapTab(index: 1, animated: true)]),
      "resize")
  }

  @Test("every step at its domain's bounds, in one scenario, plays on the most extreme world and stays finite")
  func everyBound() {
    let p = StepDomain.position.range, t = StepDomain.translation.range, v = StepDomain.velocity.range
    var world = WorldConfig()
    world.viewportWidth = 3000
    world.viewportHeight = 100
    world.safeAreaTop = 50
    world.safeAreaBottom = 50
    world.pinBarHeight = 50
    world.headerHeight = 10_000
    world.listCount = 10
    world.lists = Array(repeating: ListSpec(contentHeight: 1e7, topInset: 1e4, bottomInset: 1e4), count: 10)
    world.knobs.springStiffness = 10
    world.knobs.frameRate = 60
    world.knobs.pixelScale = 1
    world.knobs.pagingVelocityThreshold = 100_000
    let steps: [Step] = [
      .touchDown(x: 10, y: 90), .move(dx: t.upperBound, dy: t.lowerBound, frames: 2), .lift(vx: v.lowerBound, vy: v.upperBound),
      .wait(frames: 120), .touchDown(x: p.upperBound, y: p.lowerBound), .lift(vx: 0, vy: 0),
      .touchDown(x: 1500, y: 95), .move(dx: t.lowerBound, dy: 0, frames: 1), .lift(vx: v.upperBound, vy: 0),
      .reloadHeader(height: 10_000), .setSafeArea(top: 1500, bottom: 1500), .resize(width: 1, height: 1),
      .setListContent(index: 1000, height: 1e7), .setListContent(index: 0, height: 0), .tapTab(index: -1000, animated: true),
      .tapTab(index: 9, animated: true), .resize(width: 3000, height: 3000), .tapStatusBar,
      .touchDown(x: 10, y: 2900), .move(dx: 0, dy: t.upperBound, frames: 72_000), .lift(vx: 0, vy: v.lowerBound),
    ]
    for entry in Self.shipped {
      let result = Runner.run(entry, world: world, steps: steps, options: RunOptions(recordTrace: true))
      #expect(result.verdict.violation?.invariant != .finiteState, "\(entry.name): \(String(describing: result.verdict))")
      let values = result.trace.flatMap { [$0.outerY, $0.pagerX, $0.maxOffsetY] + $0.listYs.compactMap { $0 } }
      #expect(values.allSatisfy { $0.isFinite }, "\(entry.name)")
      #expect(result.frames > 72_000, "the long drag was played, not skipped")
    }
  }

  @Test("the SVG number formats are total: huge, infinite and NaN values give finite, parseable text")
  func svgNumbers() {
    #expect(svgNumber(1e22) == "1000000000" && svgNumber(-1e300) == "-1000000000")
    #expect(svgNumber(.infinity) == "0" && svgNumber(.nan) == "0" && svgNumber(-0.04) == "0" && svgNumber(-12.34) == "-12.3")
    #expect(labelNumber(1e22) == "1e+22" && labelNumber(-9.3e18) == "-9.3e+18" && labelNumber(12.345) == "12.35")
    // Far from zero a tick step can be below the spacing of Doubles: the tick list still ends.
    let scale = LinearScale(domain: (1e20, 1e20 + 16_384), range: (0, 100))
    #expect(scale.ticks(count: 7).count <= 4 * 7 + 5)
  }

  @Test("a timeline of a run at the velocity domain's edge renders as well-formed XML with finite coordinates")
  func svgAtTheEdge() {
    let steps: [Step] = [.touchDown(x: 200, y: 700), .move(dx: 0, dy: -10, frames: 1), .lift(vx: 0, vy: StepDomain.velocity.range.upperBound)]
    let scenario = Scenario(coordinator: "offset-lock", steps: steps)
    for (name, result) in Self.play(steps) {
      let svg = TimelineSVG.render(scenario: scenario, coordinator: name, result: result, source: "edge.json")
      let xml = ParsedXML(svg)
      #expect(xml.error == nil, "\(xml.error ?? "")")
      #expect(!svg.contains("inf") && !svg.contains("nan"))
    }
  }

  @Test("a trace holding absurd values (a simulation bug) still renders: nothing traps on the way to the picture")
  func svgOfAbsurdTrace() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    var result = Runner.run(entry, world: WorldConfig(), steps: [.wait(frames: 3)], options: RunOptions(recordTrace: true))
    result.trace[0].outerY = 1e22
    result.trace[1].outerY = -.infinity
    result.trace[2].listYs[0] = .nan
    result.trace[2].maxOffsetY = -9.3e18
    let svg = TimelineSVG.render(scenario: Scenario(coordinator: "offset-lock", steps: []), coordinator: "offset-lock", result: result, source: "x")
    #expect(ParsedXML(svg).error == nil)
  }

  @Test("the runner stops at its frame budget, flags it, and never plays past it (the step that crosses it is cut there)")
  func frameBudget() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    var options = RunOptions()
    options.frameBudget = 100_000
    let steps = Array(repeating: Step.wait(frames: 72_000), count: 1000)
    let result = Runner.run(entry, world: WorldConfig(), steps: steps, options: options)
    #expect(result.exceededFrameBudget && result.frames == 100_000)
    let small = Runner.run(entry, world: WorldConfig(), steps: [.wait(frames: 10)], options: options)
    #expect(!small.exceededFrameBudget && small.verdict.passed)
    #expect(RunOptions().frameBudget == maximumScenarioFrames + RunOptions().settleFrameLimit, "the default admits every valid scenario")
  }
}
