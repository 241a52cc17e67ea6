// A root-cause replay's counterfactual moves a view at a read without telling anyone (Checker/Cause/Counterfactual.swift):
// no `scrollViewDidScroll`, no change of motion, so the code that is reading sees the view elsewhere and nothing else
// of the run changes. Not a UIKit behaviour; a tool of the replay, tested so that it stays silent.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct CounterfactualMoveTests {
  @Test("moveUnannounced moves the view along its axis and calls no delegate")
  func silentMove() {
    let h = ViewHarness(offset: 40)
    h.view.moveUnannounced(by: -10)
    #expect(h.view.position == 30)
    #expect(h.view.contentOffset.y == 30)
    #expect(h.recorder.didScrollCount == 0)
  }
}
