// The step vocabulary: everything a person (or the app) can do to the page.
//
// A gesture is split into steps (touch down, moves, lift) so that other steps can
// land in the middle of it. Every step is valid in any context: the world ignores or
// clamps what does not apply (a `move` with no finger down only lets time pass), so any
// subsequence of a valid sequence is valid and a shrinker never needs a generator.

/// One thing that happens to the page. Coordinates are viewport points from the top-left.
public enum Step: Hashable, Sendable {
  /// A finger touches the screen at (x, y). Stops any deceleration of the views under it.
  case touchDown(x: Double, y: Double)
  /// The finger moves by (dx, dy) spread evenly over `frames` frames, as `UIPanGestureRecognizer.translation`
  /// reports it: negative `dy` moves the finger up and scrolls content forward.
  case move(dx: Double, dy: Double, frames: Int)
  /// The finger lifts with release velocity (vx, vy) in points per second, same signs as `move`. A flick is a fast lift.
  case lift(vx: Double, vy: Double)
  /// Time passes: `frames` frames with no input.
  case wait(frames: Int)
  /// The pin bar's tab at `index` is tapped: `setCurrentListIndex(index, animated:)`.
  case tapTab(index: Int, animated: Bool)
  /// The header height changes and the page calls `reloadData()`.
  case reloadHeader(height: Double)
  /// The container's safe area changes (navigation bar shown or hidden, rotation).
  case setSafeArea(top: Double, bottom: Double)
  /// The container is resized (rotation, split view).
  case resize(width: Double, height: Double)
  /// A child list's content height changes (a page of rows appended, or rows removed).
  case setListContent(index: Int, height: Double)
  /// The status bar is tapped: the one on-screen scroll view with `scrollsToTop` scrolls to its top.
  case tapStatusBar
  /// The page asks for fresh banner placements (on entry, on returning to the foreground), if its load policy lets it.
  case requestSlots
  /// The backend answers the oldest request of `load` that has no answer on its way yet: the response arrives
  /// `afterFrames` frames from now (0: in this frame), succeeding or failing; a successful slots or refresh
  /// response may carry the banner height its placements need. Ignored when no such request exists.
  case respond(load: LoadKind, afterFrames: Int, outcome: ResponseOutcome, slotHeight: Double?)
  /// The app sets a view's own `contentInset` (top and bottom): a list header grows, a keyboard or a tab bar
  /// appears, a refresh area opens. The view keeps its offset (UIKit clamps it only if it fell out of range).
  case setContentInset(view: InsetTarget, top: Double, bottom: Double)
  /// The pager's `reloadData()`: every list view is destroyed; the lists on screen are created anew at their tops.
  case reloadPager
  /// The container releases the lists of pages two or more away from the one on screen (memory pressure, or a
  /// container that keeps only neighbours alive); they are created again when their page comes on screen.
  case unloadDistantLists
  /// A team's own app action (`AppEvent`), by its declared name, with its arguments sorted by name: played by the
  /// event's action on the page, ignored by a page whose entry does not declare it.
  case app(name: String, arguments: [AppArgument])

  /// How many frames the step occupies. Instantaneous steps take one frame so their effect is checked like any other.
  public var frameCount: Int {
    switch self {
    case .move(_, _, let frames), .wait(let frames): return frames
    default: return 1
    }
  }

  /// The step's kind, as named in scenario files.
  public var kind: StepKind {
    switch self {
    case .touchDown: .touchDown
    case .move: .move
    case .lift: .lift
    case .wait: .wait
    case .tapTab: .tapTab
    case .reloadHeader: .reloadHeader
    case .setSafeArea: .setSafeArea
    case .resize: .resize
    case .setListContent: .setListContent
    case .tapStatusBar: .tapStatusBar
    case .requestSlots: .requestSlots
    case .respond: .respond
    case .setContentInset: .setContentInset
    case .reloadPager: .reloadPager
    case .unloadDistantLists: .unloadDistantLists
    case .app: .app
    }
  }

  /// The step's short name for a timeline label: its kind, or for an app event the event's name (`app open-post`).
  public var shortLabel: String {
    if case .app(let name, _) = self { return "app \(name)" }
    return kind.rawValue
  }

  /// An `.app` step for the event `name` with `arguments`, stored sorted by name so equal calls are equal steps.
  public static func appEvent(_ name: String, _ arguments: [AppArgument] = []) -> Step {
    .app(name: name, arguments: arguments.sorted { $0.name < $1.name })
  }
}

/// Which view a `setContentInset` step changes.
public enum InsetTarget: Hashable, Sendable, CustomStringConvertible {
  /// The outer table.
  case outer
  /// The child list at this index (its `ListSpec` insets, so a relayout or a re-created list keeps them).
  case list(Int)

  public var description: String {
    switch self {
    case .outer: "outer"
    case .list(let index): "list\(index)"
    }
  }
}

/// The name of each step case, used as the JSON key and by swarm profiles that switch kinds off.
public enum StepKind: String, CaseIterable, Codable, Hashable, Sendable {
  /// `touchDown(x:y:)`: a finger goes down.
  case touchDown
  /// `move(dx:dy:frames:)`: the finger moves.
  case move
  /// `lift(vx:vy:)`: the finger lifts with a velocity.
  case lift
  /// `wait(frames:)`: time passes.
  case wait
  /// `tapTab(index:animated:)`: a category bar tap.
  case tapTab
  /// `reloadHeader(height:)`: a new header height and a reload.
  case reloadHeader
  /// `setSafeArea(top:bottom:)`: the safe area changes.
  case setSafeArea
  /// `resize(width:height:)`: the page's size changes.
  case resize
  /// `setListContent(index:height:)`: a list's content changes.
  case setListContent
  /// `tapStatusBar`: a status-bar tap.
  case tapStatusBar
  /// `requestSlots`: the page asks for its banner slots.
  case requestSlots
  /// `respond(load:afterFrames:outcome:slotHeight:)`: the network answers a request.
  case respond
  /// `setContentInset(view:top:bottom:)`: the app changes a view's own inset.
  case setContentInset
  /// `reloadPager`: every list destroyed, those on screen made again.
  case reloadPager
  /// `unloadDistantLists`: lists two or more pages away destroyed.
  case unloadDistantLists
  /// `app(name:arguments:)`: a team's own app event.
  case app

  /// Whether the kind talks to the page's loads (the Three Loaders article); a world without `loads` ignores it.
  public var isLoad: Bool { self == .requestSlots || self == .respond }
}

/// Upper bound on `frames` in one step: ten minutes at 120 Hz. Larger values are input errors, not tests.
public let maximumStepFrames = 72_000

extension Step: CustomStringConvertible {
  /// One human line, e.g. `move(dx: 0, dy: -400, frames: 20)`.
  public var description: String {
    switch self {
    case .touchDown(let x, let y): "touchDown(x: \(fmt(x)), y: \(fmt(y)))"
    case .move(let dx, let dy, let frames): "move(dx: \(fmt(dx)), dy: \(fmt(dy)), frames: \(frames))"
    case .lift(let vx, let vy): "lift(vx: \(fmt(vx)), vy: \(fmt(vy)))"
    case .wait(let frames): "wait(frames: \(frames))"
    case .tapTab(let index, let animated): "tapTab(index: \(index), animated: \(animated))"
    case .reloadHeader(let height): "reloadHeader(height: \(fmt(height)))"
    case .setSafeArea(let top, let bottom): "setSafeArea(top: \(fmt(top)), bottom: \(fmt(bottom)))"
    case .resize(let width, let height): "resize(width: \(fmt(width)), height: \(fmt(height)))"
    case .setListContent(let index, let height): "setListContent(index: \(index), height: \(fmt(height)))"
    case .tapStatusBar: "tapStatusBar"
    case .requestSlots: "requestSlots"
    case .respond(let load, let afterFrames, let outcome, let slotHeight):
      "respond(load: \(load), afterFrames: \(afterFrames), outcome: \(outcome.rawValue)"
        + (slotHeight.map { ", slotHeight: \(fmt($0))" } ?? "") + ")"
    case .setContentInset(let view, let top, let bottom):
      "setContentInset(view: \(view), top: \(fmt(top)), bottom: \(fmt(bottom)))"
    case .reloadPager: "reloadPager"
    case .unloadDistantLists: "unloadDistantLists"
    case .app(let name, let arguments):
      "app \(name)(" + arguments.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    }
  }
}

/// Formats a number without a trailing ".0" so descriptions read like the JSON they came from.
func fmt(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}

extension Step {
  /// The part of a `.move(dx:dy:frames:)` that frame `frameInStep` of its `frames` applies. Each frame takes the
  /// difference of two cumulative fractions, so the frames sum to the whole translation exactly; the page world and a
  /// hosted UIKit page both spread a move this way, so a scenario drags the same on both.
  @inlinable
  public static func moveSlice(dx: Double, dy: Double, frameInStep: Int, frames: Int) -> (dx: Double, dy: Double) {
    let a = Double(frameInStep) / Double(frames), b = Double(frameInStep + 1) / Double(frames)
    return (dx * b - dx * a, dy * b - dy * a)
  }
}
