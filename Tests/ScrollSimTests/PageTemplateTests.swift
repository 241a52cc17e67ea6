// A page template's own rules: a template no page meets is rejected naming why, two templates narrow to what both
// allow, a template file is read strictly, and clamping moves a world or a step to the nearest one inside.

import Foundation
import ScrollSim
import Testing

@Suite struct PageTemplateTests {
  static func decode(_ text: String) throws -> PageTemplate {
    try StrictJSONDecoder().decode(PageTemplate.self, from: Array(text.utf8))
  }

  static func message(_ text: String) -> String {
    do {
      _ = try decode(text)
      return "decoded"
    } catch let DecodingError.dataCorrupted(context) {
      return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test("templates no page meets are rejected, each problem named")
  func unsatisfiableTemplates() {
    #expect(throws: PageTemplateError.self) { try PageTemplate(listCount: 0...0).validated() }
    #expect(PageTemplate(listCount: 0...0).problems == ["listCount 0...0 is outside 1...10 (a page has 1 to 10 lists)"])
    #expect(PageTemplate(viewports: []).problems == ["viewports is an empty list (leave it out to allow every screen)"])
    #expect(PageTemplate(headerHeight: -10...20).problems == ["headerHeight -10...20 is outside 0...10000"])
    let tooTall = PageTemplate(safeAreaTop: 400...500, viewports: [ViewportSize(width: 393, height: 700)])
    #expect(tooTall.problems.count == 1 && tooTall.problems[0].contains("at least 800 pt tall"), "\(tooTall.problems)")
    let headerOnly = PageTemplate(listCount: 4...4, headerOnly: true)
    #expect(headerOnly.problems.count == 1 && headerOnly.problems[0].contains("headerOnly true needs listCount to allow 1"))
    #expect(PageTemplate().problems.isEmpty && PageTemplate.unconstrained.isUnconstrained)
    let error = PageTemplateError(problems: ["a", "b"])
    #expect(error.description == "page template cannot be satisfied: a; b")
  }

  @Test("two templates narrow to what both allow, or fail naming the fields they share nothing on")
  func narrowing() throws {
    let team = PageTemplate(listCount: 3...5, headerHeight: 200...320, viewports: ViewportSize.iPhonePortraits, knobs: .plausible)
    let test = PageTemplate(listCount: 4...8, headerHeight: 240...400, viewports: [ViewportSize(width: 393, height: 852)], loads: false)
    let both = try team.narrowed(by: test)
    #expect(both.listCount == 4...5 && both.headerHeight == 240...320 && both.viewports == [ViewportSize(width: 393, height: 852)])
    #expect(both.loads == false && both.knobs == .plausible)
    #expect(throws: PageTemplateError(problems: ["headerHeight 200...320 and 400...500 have nothing in common"])) {
      try team.narrowed(by: PageTemplate(headerHeight: 400...500))
    }
    #expect(throws: PageTemplateError(problems: ["loads is true in one template and false in the other"])) {
      try PageTemplate(loads: true).narrowed(by: PageTemplate(loads: false))
    }
    var ruledOut = SimulationKnobs()
    ruledOut.dragDeltaMode = .fromStart
    #expect(throws: PageTemplateError.self) { try team.narrowed(by: PageTemplate(knobs: .fixed(ruledOut))) }
  }

  @Test("a template file is read strictly: unknown fields, swapped ends, bad kinds and unsatisfiable files fail naming the field")
  func strictFiles() throws {
    let template = try Self.decode(
      #"{"listCount": 4, "headerHeight": [240, 320], "viewports": [{"width": 393, "height": 852}], "knobs": "defaults"}"#)
    #expect(template == PageTemplate(listCount: 4...4, headerHeight: 240...320, viewports: [ViewportSize(width: 393, height: 852)], knobs: .defaults))
    #expect(Self.message(#"{"headerHight": [1, 2]}"#).contains("unknown field 'headerHight'"))
    #expect(Self.message(#"{"headerHeight": [320, 240]}"#) == "headerHeight: [320, 240] is an empty range: its lower end is above its upper end")
    #expect(Self.message(#"{"headerHeight": "tall"}"#) == "headerHeight: must be [lower, upper] or one number")
    #expect(Self.message(#"{"headerHeight": [1, 2, 3]}"#) == "headerHeight: must be [lower, upper] or one number")
    #expect(Self.message(#"{"listCount": [1.5, 3]}"#).hasPrefix("listCount: must be whole numbers"))
    #expect(Self.message(#"{"knobs": "optimistic"}"#).contains("must be defaults, plausible, pessimistic or a knob object"))
    #expect(Self.message(#"{"viewports": [{"width": 393, "hight": 852}]}"#).contains("unknown field 'hight'"))
    #expect(Self.message(#"{"listCount": [0, 0]}"#).contains("page template cannot be satisfied: listCount 0...0"))
  }

  @Test("a template survives its own JSON, and prints on one line")
  func roundTripAndText() throws {
    var knobs = SimulationKnobs()
    knobs.frameRate = 60
    let template = PageTemplate(
      listCount: 2...4, headerHeight: 240...320, pinBarHeight: 44...48, pinOffset: 88...103, safeAreaTop: 44...103,
      safeAreaBottom: 0...34, viewports: [ViewportSize(width: 390, height: 844)], viewportWidth: 300...500,
      viewportHeight: 600...1000, listContentHeight: 1_000...9_000, headerOnly: false, loads: true, headerContent: false,
      knobs: .fixed(knobs))
    let data = try JSONEncoder().encode(template)
    #expect(try StrictJSONDecoder().decode(PageTemplate.self, from: Array(data)) == template)
    #expect(PageTemplate(listCount: 4...4, headerHeight: 240...320).description == "listCount 4...4, headerHeight 240...320")
    #expect(PageTemplate().description == "unconstrained")
  }

  @Test("clamping moves only what lies outside, to the nearest value inside, and the pin keeps following the safe area")
  func clamping() {
    let template = PageTemplate(
      listCount: 4...4, headerHeight: 240...320, pinOffset: 88...103,
      viewports: [ViewportSize(width: 390, height: 844), ViewportSize(width: 428, height: 926)], listContentHeight: 2_000...5_000)
    var world = WorldConfig()
    world.listCount = 2
    world.headerHeight = 600
    world.safeAreaTop = 47
    world.lists = [ListSpec(contentHeight: 300)]
    let inside = template.clamped(world)
    #expect(template.problems(in: world).count >= 4)
    #expect(template.admits(inside), "\(template.problems(in: inside))")
    #expect(inside.listCount == 4 && inside.headerHeight == 320 && inside.viewportWidth == 390)
    #expect(inside.pinOffset == nil && inside.safeAreaTop == 88, "the safe area moves, the pin still follows it")
    #expect(inside.lists.map(\.contentHeight) == [2_000], "lists past the array are 3,000 pt, already inside")
    #expect(template.clamped(inside) == inside)
    #expect(template.clamped(Step.reloadHeader(height: 100), on: inside) == .reloadHeader(height: 240))
    #expect(template.clamped(Step.resize(width: 852, height: 393), on: inside) == .resize(width: 390, height: 844))
    #expect(template.clamped(Step.setSafeArea(top: 0, bottom: 34), on: inside) == .setSafeArea(top: 88, bottom: 34))
    #expect(template.clamped(Step.setListContent(index: 1, height: 9_000), on: inside) == .setListContent(index: 1, height: 5_000))
    #expect(template.clamped(Step.move(dx: 0, dy: -300, frames: 10), on: inside) == .move(dx: 0, dy: -300, frames: 10))
    #expect(template.problems(in: [.wait(frames: 1), .reloadHeader(height: 10)], on: inside) == ["step 1: reloadHeader(height: 10) leaves the template"])
  }

  @Test("a plausible-knobs template puts back exactly the values the evidence rules out")
  func plausibleKnobs() {
    var knobs = SimulationKnobs()
    knobs.roundsWrittenOffsets = false
    knobs.didScrollOnEqualValue = true
    knobs.dragDeltaMode = .fromStart
    knobs.frameRate = 60
    #expect(!knobs.isPlausible)
    let nearest = KnobChoice.plausible.nearest(to: knobs)
    #expect(nearest.isPlausible && nearest.frameRate == 60)
    // Every knob the evidence rules a value out for is one `nearest` resets.
    let ruledOutKnobs = SimulationKnobs.evidence.filter { !$0.ruledOut.isEmpty }.map(\.name)
    #expect(ruledOutKnobs == ["roundsWrittenOffsets", "didScrollOnEqualValue", "dragDeltaMode"])
  }
}
