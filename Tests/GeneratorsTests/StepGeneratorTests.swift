// Generated step sequences: deterministic, valid, well-formed and within budget.

import Generators
import ScrollSim
import Testing

@Suite("Step generator")
struct StepGeneratorTests {
  static let cases = generateCases(.default, count: 500)

  @Test("the same seed gives the identical world and steps; different seeds differ")
  func determinism() {
    for index: UInt64 in 0..<50 {
      let seed = deriveSeed(runSeed: 99, caseIndex: index)
      #expect(generateCase(seed: seed) == generateCase(seed: seed))
    }
    let distinct = Set((0..<200).map { generateCase(seed: UInt64($0)) })
    #expect(distinct.count == 200)
  }

  @Test("every generated step survives a JSON round trip through Step's strict decoder")
  func stepsRoundTrip() throws {
    for generated in Self.cases.prefix(200) {
      #expect(try jsonRoundTrip(generated.steps) == generated.steps)
    }
  }

  @Test("sequences respect maxSteps, and are mostly long", arguments: [0, 1, 2, 3, 10, 100])
  func budget(maxSteps: Int) {
    let cases = generateCases(.default, count: 100, maxSteps: maxSteps)
    #expect(cases.allSatisfy { $0.steps.count <= maxSteps })
    if maxSteps >= 10 {
      #expect(cases.filter { $0.steps.count >= maxSteps / 2 }.count > 60)
    }
  }

  @Test("gestures are well formed: every touchDown gets its lift before the next touchDown, and no stray lift")
  func wellFormedGestures() {
    for generated in Self.cases + generateCases(.default, count: 300, maxSteps: 7) {
      var fingerDown = false
      for step in generated.steps {
        switch step {
        case .touchDown:
          #expect(!fingerDown)
          fingerDown = true
        case .lift:
          #expect(fingerDown)
          fingerDown = false
        case .move: #expect(fingerDown)
        default: break
        }
      }
      #expect(!fingerDown, "a finger was left down")
    }
  }

  @Test("values are plausible: frames, sizes, indices, heights, touch points inside the viewport")
  func plausibleValues() {
    for generated in Self.cases {
      let listCount = generated.world.listCount
      var width = generated.world.viewportWidth
      var height = generated.world.viewportHeight
      for step in generated.steps {
        switch step {
        case .touchDown(let x, let y):
          #expect(x >= 0 && x < width && y >= 0 && y < height)
        case .move(_, _, let frames): #expect((1...30).contains(frames))
        case .wait(let frames): #expect((1...600).contains(frames))
        case .lift(let vx, let vy): #expect(abs(vx) <= 8_000 && abs(vy) <= 8_000)
        case .tapTab(let index, _): #expect((-1...listCount).contains(index))
        case .reloadHeader(let h): #expect((0...1200).contains(h))
        case .setSafeArea(let top, let bottom): #expect(top >= 0 && top <= height / 2 && bottom >= 0)
        case .resize(let w, let h):
          #expect(w >= 100 && h >= 100)
          (width, height) = (w, h)
        case .setListContent(let index, let h):
          #expect((0..<listCount).contains(index) && (0...20_000).contains(h))
        case .tapStatusBar, .requestSlots, .reloadPager, .unloadDistantLists: break
        case .app(let name, _): Issue.record("a profile with no app events drew the app event '\(name)'")
        case .setContentInset(let view, let top, let bottom):
          if case .list(let index) = view { #expect((0..<listCount).contains(index)) }
          #expect((0...400).contains(top) && (0...400).contains(bottom))
        case .respond(_, let afterFrames, _, let slotHeight):
          #expect((0...1200).contains(afterFrames))
          #expect(slotHeight.map { (0...1200).contains($0) } ?? true)
        }
      }
    }
  }

  @Test("numbers tend to be round so failures read well")
  func roundNumbers() {
    let moves = Self.cases.flatMap(\.steps).compactMap { step -> Double? in
      if case .move(_, let dy, _) = step { return dy } else { return nil }
    }
    let tens = moves.filter { $0.truncatingRemainder(dividingBy: 10) == 0 }.count
    #expect(Double(tens) / Double(moves.count) > 0.4)
    #expect(moves.allSatisfy { $0 == ($0 * 100).rounded() / 100 })
  }
}
