// Step-aware simplification: coarse, meaningful rewrites of one step, tried before the
// fine-grained number search.
//
// `simplifyNumbers` would get a flick's velocity to zero one field and one binary search
// at a time; saying "no flick at all" first costs one replay and usually settles it.

import ScrollSim

/// For each step, tries the rewrites `rewrite` proposes, in order, and keeps the first one that still fails.
struct RewriteSteps: ShrinkPass {
  let name: String
  /// Simpler versions of a step, most ambitious first; empty when the pass has nothing to say about the step.
  let rewrite: @Sendable (Step) -> [Step]

  func run(_ state: inout ShrinkState) {
    var index = 0
    while index < state.current.steps.count, !state.budgetExhausted {
      for replacement in rewrite(state.current.steps[index]) {
        if state.consider(state.current.replacingStep(at: index, with: replacement)) { break }
      }
      index += 1
    }
  }
}

extension RewriteSteps {
  /// `tapTab(animated: true)` → `animated: false`.
  static let unanimate = RewriteSteps(name: "unanimate") { step in
    guard case .tapTab(let index, animated: true) = step else { return [] }
    return [.tapTab(index: index, animated: false)]
  }

  /// A lift's release velocity → zero, else halved (toward zero, staying whole if it was whole).
  static let dropFlickSpeed = RewriteSteps(name: "dropFlickSpeed") { step in
    guard case .lift(let vx, let vy) = step, vx != 0 || vy != 0 else { return [] }
    return [.lift(vx: 0, vy: 0), .lift(vx: halvedTowardZero(vx), vy: halvedTowardZero(vy))]
  }

  /// A response's banner height → none (the placements keep the banner's height).
  static let dropSlotHeight = RewriteSteps(name: "dropSlotHeight") { step in
    guard case .respond(let load, let afterFrames, let outcome, .some) = step else { return [] }
    return [.respond(load: load, afterFrames: afterFrames, outcome: outcome, slotHeight: nil)]
  }

  /// A move's or wait's frames → 1, else halved.
  static let fewerFrames = RewriteSteps(name: "fewerFrames") { step in
    switch step {
    case .move(let dx, let dy, let frames) where frames > 1:
      return [.move(dx: dx, dy: dy, frames: 1), .move(dx: dx, dy: dy, frames: frames / 2)]
    case .wait(let frames) where frames > 1:
      return [.wait(frames: 1), .wait(frames: frames / 2)]
    default:
      return []
    }
  }
}

/// Half of `value`, rounded toward zero when `value` is whole so that whole numbers stay whole.
func halvedTowardZero(_ value: Double) -> Double {
  value == value.rounded() ? (value / 2).rounded(.towardZero) : value / 2
}
