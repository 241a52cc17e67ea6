// The simulated UIKit's uncertain readings are recorded with a world's knobs: a scenario file that sets one is played
// under it by a hosted page, and a file that leaves it out gets the default.

import Checker
import Coordinators
import Foundation
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

@Suite("UIKit knobs recorded in the world")
struct RecordedUIKitKnobsTests {
  @Test("a world's UIKit readings reach the simulation a hosted page runs in")
  func worldKnobsReachTheHostedPage() throws {
    let entry = CoordinatorEntry.inUIKitContainer(try #require(CoordinatorCatalog.entry(named: "offset-lock")))
    for flipped in [false, true] {
      var world = WorldConfig()
      world.knobs.removedTouchViewCancelsTouch = flipped
      world.knobs.observerAfterDelegate = !flipped
      world.knobs.crossAxisPanDefersToEnclosing = !flipped
      _ = Runner.run(entry, world: world, steps: [.touchDown(x: 200, y: 600), .move(dx: 0, dy: -100, frames: 5), .lift(vx: 0, vy: 0)])
      let readings = UIKitSimulation.current.uikitKnobs
      #expect(readings.removedTouchViewCancelsTouch == flipped)
      #expect(readings.observerAfterDelegate == !flipped)
      #expect(readings.crossAxisPanDefersToEnclosing == !flipped)
    }
  }

  @Test("a scenario file's knobs set the readings; absent ones keep the defaults; they are written back")
  func scenarioFileRoundTrip() throws {
    let json = #"{"removedTouchViewCancelsTouch": true, "delegateAskedBeforeView": false}"#
    let knobs = try JSONDecoder().decode(SimulationKnobs.self, from: Data(json.utf8))
    let readings = UIKitKnobs(knobs)
    #expect(readings.removedTouchViewCancelsTouch && !readings.delegateAskedBeforeView)
    #expect(readings.observerAfterDelegate == UIKitKnobs().observerAfterDelegate)
    #expect(readings.cancelledPanEndsDragging == UIKitKnobs().cancelledPanEndsDragging)
    let written = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(knobs)) as? [String: Any])
    #expect(written["removedTouchViewCancelsTouch"] as? Bool == true)
    #expect(written["delegateAskedBeforeView"] as? Bool == false)
    #expect(try JSONDecoder().decode(SimulationKnobs.self, from: JSONEncoder().encode(knobs)) == knobs)
  }

  @Test("a reading of the wrong type is an error naming the knob")
  func wrongTypeNamesTheKnob() {
    let json = #"{"removedTouchViewCancelsTouch": "yes"}"#
    #expect {
      _ = try JSONDecoder().decode(SimulationKnobs.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".contains("removedTouchViewCancelsTouch")
    }
  }
}
