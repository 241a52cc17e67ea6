import Checker
import Coordinators
import ScrollSim
import Foundation

var steps: [Step] = []
for i in 0..<200 {
  steps += [.touchDown(x: 200, y: 700), .move(dx: 0, dy: i % 2 == 0 ? -600 : 500, frames: 30), .lift(vx: 0, vy: i % 2 == 0 ? -2500 : 2000), .wait(frames: 120)]
}
let entry = CoordinatorCatalog.entry(named: "offset-lock")!
let clock = ContinuousClock()
var frames = 0
let t = clock.measure {
  for _ in 0..<5 { frames += Runner.run(entry, world: WorldConfig(), steps: steps).frames }
}
let seconds = Double(t.components.seconds) + Double(t.components.attoseconds) / 1e18
print("frames \(frames) in \(seconds)s: \(Double(frames)/seconds) frames/s")
