// A step with every number pulled into the domain the scenario decoder accepts (`StepDomain`). Nudges stack along a
// corpus lineage (×2 here, ×10 there); a number that drifted out of its domain would make a case the fuzz command
// cannot save to a corpus folder or a failure report, and a corpus folder holding one could not be loaded again.

import ScrollSim

extension Step {
  /// The step with each number clamped to its `StepDomain` (a non-finite number to the domain's lower end).
  func clampedToDomains() -> Step {
    func clamp(_ value: Double, _ domain: NumericDomain<Double>) -> Double {
      value.isFinite ? min(max(value, domain.range.lowerBound), domain.range.upperBound) : domain.range.lowerBound
    }
    func clamp(_ value: Int, _ domain: NumericDomain<Int>) -> Int {
      min(max(value, domain.range.lowerBound), domain.range.upperBound)
    }
    switch self {
    case .touchDown(let x, let y):
      return .touchDown(x: clamp(x, StepDomain.position), y: clamp(y, StepDomain.position))
    case .move(let dx, let dy, let frames):
      return .move(dx: clamp(dx, StepDomain.translation), dy: clamp(dy, StepDomain.translation), frames: clamp(frames, StepDomain.frames))
    case .lift(let vx, let vy):
      return .lift(vx: clamp(vx, StepDomain.velocity), vy: clamp(vy, StepDomain.velocity))
    case .wait(let frames):
      return .wait(frames: clamp(frames, StepDomain.frames))
    case .tapTab(let index, let animated):
      return .tapTab(index: clamp(index, StepDomain.index), animated: animated)
    case .reloadHeader(let height):
      return .reloadHeader(height: clamp(height, StepDomain.headerHeight))
    case .setSafeArea(let top, let bottom):
      return .setSafeArea(top: clamp(top, StepDomain.safeArea), bottom: clamp(bottom, StepDomain.safeArea))
    case .resize(let width, let height):
      return .resize(width: clamp(width, StepDomain.viewportSide), height: clamp(height, StepDomain.viewportSide))
    case .setListContent(let index, let height):
      return .setListContent(index: clamp(index, StepDomain.index), height: clamp(height, StepDomain.contentHeight))
    case .setContentInset(let view, let top, let bottom):
      return .setContentInset(view: view, top: clamp(top, StepDomain.contentInset), bottom: clamp(bottom, StepDomain.contentInset))
    case .respond(let load, let afterFrames, let outcome, let slotHeight):
      return .respond(
        load: load, afterFrames: clamp(afterFrames, StepDomain.delay), outcome: outcome,
        slotHeight: slotHeight.map { clamp($0, StepDomain.slotHeight) })
    case .tapStatusBar, .requestSlots, .reloadPager, .unloadDistantLists, .app:
      return self
    }
  }
}
