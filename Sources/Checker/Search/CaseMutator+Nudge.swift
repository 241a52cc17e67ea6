// Nudging one number of a step by a distance the simulation cares about: a device pixel (a third or a half
// of a point), a point, a frame, or a larger relative change. Bugs at tolerance and rounding edges live a
// pixel away from ordinary cases; random generation lands there rarely, a nudge lands there on purpose.

import Generators
import ScrollSim

extension CaseMutator {
  /// Small additive distances, in points: pixels at 3x and 2x first.
  static let pixelDistances: [(Double, Double)] = [
    (1.0 / 3, 2), (0.5, 2), (2.0 / 3, 1), (1, 2), (2, 1), (5, 1), (20, 1), (100, 0.5),
  ]

  /// `value` moved by a pixel-scale distance or scaled, either way.
  static func nudged(_ value: Double, using rng: inout SeededSource) -> Double {
    let result: Double
    if rng.bool(probability: 0.7) {
      let distance = rng.weighted(pixelDistances)
      result = rng.bool(probability: 0.5) ? value + distance : value - distance
    } else {
      result = value * rng.pick([0.5, 0.9, 1.1, 2, -1, 0])
    }
    return (result * 1000).rounded() / 1000  // keep files readable: at most three decimals
  }

  /// A frame count moved by a frame or a few, or halved or doubled; within `1...limit`.
  static func nudgedFrames(_ frames: Int, limit: Int, using rng: inout SeededSource) -> Int {
    let result: Int
    switch rng.int(in: 0...3) {
    case 0: result = frames + 1
    case 1: result = frames - 1
    case 2: result = frames + rng.int(in: -5...5)
    default: result = rng.bool(probability: 0.5) ? frames * 2 : frames / 2
    }
    return min(max(result, 1), limit)
  }

  /// `step` nudged (`nudged(_:using:)`); an app event's step with one argument drawn again from its declared domain
  /// (the profile's `appEvents`), or as it is when the profile does not know the event.
  func nudgedStep(_ step: Step, listCount: Int, using rng: inout SeededSource) -> Step {
    guard case .app(let name, var arguments) = step else { return Self.nudged(step, using: &rng) }
    guard let shape = profile.appEvents.first(where: { $0.name == name }), !shape.parameters.isEmpty else { return step }
    let parameter = rng.pick(shape.parameters)
    let value = drawAppArgument(parameter, listCount: listCount, using: &rng)
    arguments.removeAll { $0.name == parameter.name }
    arguments.append(AppArgument(parameter.name, value))
    return .appEvent(name, arguments)
  }

  /// `step` with one of its numbers (or its flag) changed; what the decoder accepts (`clampedToDomains`).
  static func nudged(_ step: Step, using rng: inout SeededSource) -> Step {
    nudgedNumber(of: step, using: &rng).clampedToDomains()
  }

  private static func nudgedNumber(of step: Step, using rng: inout SeededSource) -> Step {
    switch step {
    case .touchDown(let x, let y):
      return rng.bool(probability: 0.7) ? .touchDown(x: x, y: nudged(y, using: &rng)) : .touchDown(x: max(0, nudged(x, using: &rng)), y: y)
    case .move(let dx, let dy, let frames):
      switch rng.int(in: 0...3) {
      case 0, 1: return .move(dx: dx, dy: nudged(dy, using: &rng), frames: frames)
      case 2: return .move(dx: dx, dy: dy, frames: nudgedFrames(frames, limit: 600, using: &rng))
      default: return .move(dx: rng.bool(probability: 0.5) ? 0 : nudged(dx, using: &rng), dy: dy, frames: frames)
      }
    case .lift(let vx, let vy):
      return rng.bool(probability: 0.8) ? .lift(vx: vx, vy: nudged(vy / 10, using: &rng) * 10) : .lift(vx: 0, vy: vy)
    case .wait(let frames):
      return .wait(frames: nudgedFrames(frames, limit: 1200, using: &rng))
    case .tapTab(let index, let animated):
      return rng.bool(probability: 0.5) ? .tapTab(index: index, animated: !animated) : .tapTab(index: max(0, index + rng.pick([-1, 1])), animated: animated)
    case .reloadHeader(let height):
      return .reloadHeader(height: max(0, nudged(height, using: &rng)))
    case .setSafeArea(let top, let bottom):
      return rng.bool(probability: 0.7)
        ? .setSafeArea(top: max(0, nudged(top, using: &rng)), bottom: bottom) : .setSafeArea(top: top, bottom: max(0, nudged(bottom, using: &rng)))
    case .resize(let width, let height):
      return rng.bool(probability: 0.5) ? .resize(width: height, height: width) : .resize(width: max(100, nudged(width, using: &rng)), height: height)
    case .setListContent(let index, let height):
      return .setListContent(index: index, height: min(max(0, nudged(height, using: &rng)), 1e7))
    case .tapStatusBar, .requestSlots, .reloadPager, .unloadDistantLists:
      return step
    case .app:
      // An app event's arguments have its declaration's domains: `nudgedStep` redraws one from the profile's events.
      return step
    case .setContentInset(let view, let top, let bottom):
      return rng.bool(probability: 0.7)
        ? .setContentInset(view: view, top: min(max(0, nudged(top, using: &rng)), 10_000), bottom: bottom)
        : .setContentInset(view: view, top: top, bottom: min(max(0, nudged(bottom, using: &rng)), 10_000))
    case .respond(let load, let afterFrames, let outcome, let slotHeight):
      switch rng.int(in: 0...2) {
      case 0: return .respond(load: load, afterFrames: max(0, nudgedFrames(afterFrames + 1, limit: 1200, using: &rng) - 1), outcome: outcome, slotHeight: slotHeight)
      case 1: return .respond(load: load, afterFrames: afterFrames, outcome: outcome == .success ? .failure : .success, slotHeight: slotHeight)
      default: return .respond(load: load, afterFrames: afterFrames, outcome: outcome, slotHeight: slotHeight.map { max(0, nudged($0, using: &rng)) })
      }
    }
  }
}
