// The proof that the shipped UIKit container does what the page world does: one coordinator, one scenario, run in the
// page world and inside `NestedScrollingView` on the simulated UIKit, compared frame by frame. The offsets of the
// outer table, the pager and every list must agree within one device pixel at every frame, and so must the verdicts.
// Both runs use the world and steps the container supports (no simulated loads, header carousel or header-only
// mode), so they play the same case.

import Checker
import Coordinators
import ScrollSim

/// Runs scenarios in the page world and in the UIKit container, and compares them.
@MainActor
public enum ContainerDifferential {
  /// Where two runs of one case first disagree.
  public struct Difference: Hashable, Sendable, CustomStringConvertible {
    /// The first frame at which the runs disagree.
    public var frame: Int
    /// `outer`, `pager`, `list<i>`, `frames` (one run is longer), or `verdict`.
    public var what: String
    /// The page world's value there.
    public var pageWorld: String
    /// The container's value there.
    public var container: String
    public var description: String { "frame \(frame) \(what): page world \(pageWorld), container \(container)" }
  }

  /// The outcome of one comparison.
  public struct Comparison: Sendable {
    /// How many frames were compared.
    public var frames: Int
    /// The first disagreement, or `nil` when every frame and the verdict agree.
    public var difference: Difference?
    /// The page world's verdict.
    public var pageWorldVerdict: String
    /// The container's verdict.
    public var containerVerdict: String
    /// What in the case explains the difference, when something does (`DifferenceCause`).
    public var cause: DifferenceCause?
  }

  /// Plays `steps` on `world` with `entry`'s coordinator in both pages and compares them.
  public static func compare(_ entry: CoordinatorEntry, world: WorldConfig, steps: [Step]) -> Comparison {
    let container = CoordinatorEntry.inUIKitContainer(entry)
    let world = Runner.normalized(world, for: container)
    let steps = Runner.playable(steps, for: container)
    let options = RunOptions(recordTrace: true)
    let reference = Runner.run(entry, world: world, steps: steps, options: options)
    let hosted = Runner.run(container, world: world, steps: steps, options: options)
    let tolerance = 1 / Double(world.knobs.pixelScale) + 1e-9
    let verdicts = (verdict(reference), verdict(hosted))
    var comparison = Comparison(
      frames: min(reference.trace.count, hosted.trace.count), difference: nil, pageWorldVerdict: verdicts.0,
      containerVerdict: verdicts.1)
    for (a, b) in zip(reference.trace, hosted.trace) {
      if let difference = firstDifference(a, b, tolerance: tolerance) {
        comparison.difference = difference
        comparison.cause = DifferenceCause.find(
          in: steps, world: world, upTo: a.stepIndex ?? steps.count, trace: reference.trace)
        return comparison
      }
    }
    if reference.trace.count != hosted.trace.count {
      comparison.difference = Difference(
        frame: comparison.frames, what: "frames", pageWorld: "\(reference.trace.count)", container: "\(hosted.trace.count)")
    } else if verdicts.0 != verdicts.1 {
      comparison.difference = Difference(
        frame: reference.verdict.violation?.frame ?? hosted.verdict.violation?.frame ?? 0, what: "verdict",
        pageWorld: verdicts.0, container: verdicts.1)
    }
    // Set here, not in a `defer`: a `defer` runs after the returned value was copied, so its write would be lost.
    // A verdict difference is explained only by a cause up to the step of the earlier verdict's frame; a frame-count
    // difference by one anywhere in the case.
    if comparison.difference != nil {
      var lastStep = steps.count
      let verdictFrames = [reference.verdict.violation?.frame, hosted.verdict.violation?.frame].compactMap { $0 }
      if comparison.difference?.what == "verdict", let frame = verdictFrames.min(),
        let step = reference.trace.first(where: { $0.frame == frame })?.stepIndex
      {
        lastStep = step
      }
      comparison.cause = DifferenceCause.find(in: steps, world: world, upTo: lastStep, trace: reference.trace)
    }
    return comparison
  }

  /// A verdict in words: `pass`, or the first violation's signature.
  static func verdict(_ result: RunResult) -> String {
    result.verdict.violation.map(\.signature.description) ?? "pass"
  }

  static func firstDifference(_ a: TraceRow, _ b: TraceRow, tolerance: Double) -> Difference? {
    func differs(_ x: Double, _ y: Double) -> Bool { !(abs(x - y) <= tolerance) && !(x.isNaN && y.isNaN) }
    if differs(a.outerY, b.outerY) {
      return Difference(frame: a.frame, what: "outer", pageWorld: points(a.outerY), container: points(b.outerY))
    }
    if differs(a.pagerX, b.pagerX) {
      return Difference(frame: a.frame, what: "pager", pageWorld: points(a.pagerX), container: points(b.pagerX))
    }
    for index in 0..<max(a.listYs.count, b.listYs.count) {
      let x = index < a.listYs.count ? a.listYs[index] : nil
      let y = index < b.listYs.count ? b.listYs[index] : nil
      switch (x, y) {
      case (nil, nil): continue
      case (let x?, let y?) where !differs(x, y): continue
      default:
        return Difference(
          frame: a.frame, what: "list\(index)", pageWorld: x.map(points) ?? "none", container: y.map(points) ?? "none")
      }
    }
    if a.currentIndex != b.currentIndex {
      return Difference(frame: a.frame, what: "page", pageWorld: "\(a.currentIndex)", container: "\(b.currentIndex)")
    }
    return nil
  }

  /// An offset in points, at most two decimals, for a difference's message.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
  }
}
