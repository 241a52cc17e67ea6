// A uniform view of every number inside a step, with the range the step decoder accepts.
//
// `simplifyNumbers` walks "each numeric field of each step" without a switch per pass:
// this file is the one place that knows which fields a step kind has and how low each
// may go, so every value the shrinker writes is one the JSON decoder would accept.

import ScrollSim

// MARK: - Domains

/// The values a step's number may take (per `Step.init(from:)`), and therefore where shrinking it stops.
enum NumberDomain: Hashable, Sendable {
  /// Any finite number; shrinks toward 0 keeping its sign (x, y, dx, dy, vx, vy).
  case real
  /// A finite number >= 0 (heights, safe-area top and bottom).
  case nonNegative
  /// A finite number >= 1 (resize width and height).
  case atLeastOne
  /// An integer in `1...maximumStepFrames`.
  case frames
  /// An integer in `0...maximumStepFrames`: how many frames a response takes to arrive (0: at once).
  case delay
  /// Any integer; shrinks toward 0 keeping its sign (tab and list indices).
  case index

  /// Whether values must be whole numbers.
  var isInteger: Bool { self == .frames || self == .delay || self == .index }

  /// The smallest magnitude the decoder accepts: the first value a search toward zero tries.
  var floorMagnitude: Double {
    switch self {
    case .real, .nonNegative, .index, .delay: 0
    case .atLeastOne, .frames: 1
    }
  }

  /// Whether the decoder accepts `value` (shrinking only lowers magnitudes, so upper bounds hold by construction).
  func accepts(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .real: return true
    case .nonNegative: return value >= 0
    case .atLeastOne: return value >= 1
    case .frames: return value == value.rounded() && value >= 1 && value <= Double(maximumStepFrames)
    case .delay: return value == value.rounded() && value >= 0 && value <= Double(maximumStepFrames)
    case .index: return value == value.rounded() && value.magnitude < 9.0e18
    }
  }
}

/// One number inside a step: its JSON field name and its domain.
struct NumberField: Hashable, Sendable {
  let name: String
  let domain: NumberDomain
}

// MARK: - Reading and writing

extension Step {
  /// The step's numbers in JSON field order (`Step.fieldNames(of:)`), `animated` excluded.
  var numberFields: [NumberField] {
    switch self {
    case .touchDown: [.init(name: "x", domain: .real), .init(name: "y", domain: .real)]
    case .move:
      [.init(name: "dx", domain: .real), .init(name: "dy", domain: .real), .init(name: "frames", domain: .frames)]
    case .lift: [.init(name: "vx", domain: .real), .init(name: "vy", domain: .real)]
    case .wait: [.init(name: "frames", domain: .frames)]
    case .tapTab: [.init(name: "index", domain: .index)]
    case .reloadHeader: [.init(name: "height", domain: .nonNegative)]
    case .setSafeArea: [.init(name: "top", domain: .nonNegative), .init(name: "bottom", domain: .nonNegative)]
    case .resize: [.init(name: "width", domain: .atLeastOne), .init(name: "height", domain: .atLeastOne)]
    case .setListContent: [.init(name: "index", domain: .index), .init(name: "height", domain: .nonNegative)]
    // An app event's arguments have their event's domains: `SimplifyAppArguments` moves them, not this uniform view.
    case .tapStatusBar, .requestSlots, .reloadPager, .unloadDistantLists, .app: []
    case .setContentInset(.outer, _, _):
      [.init(name: "top", domain: .nonNegative), .init(name: "bottom", domain: .nonNegative)]
    case .setContentInset(.list, _, _):
      [.init(name: "index", domain: .index), .init(name: "top", domain: .nonNegative),
       .init(name: "bottom", domain: .nonNegative)]
    case .respond(_, _, _, let slotHeight):
      slotHeight == nil
        ? [.init(name: "afterFrames", domain: .delay)]
        : [.init(name: "afterFrames", domain: .delay), .init(name: "slotHeight", domain: .nonNegative)]
    }
  }

  /// The number in field `slot` (an index into `numberFields`); integers are returned as `Double`.
  func number(at slot: Int) -> Double {
    switch self {
    case .touchDown(let x, let y): slot == 0 ? x : y
    case .move(let dx, let dy, let frames): slot == 0 ? dx : slot == 1 ? dy : Double(frames)
    case .lift(let vx, let vy): slot == 0 ? vx : vy
    case .wait(let frames): Double(frames)
    case .tapTab(let index, _): Double(index)
    case .reloadHeader(let height): height
    case .setSafeArea(let top, let bottom): slot == 0 ? top : bottom
    case .resize(let width, let height): slot == 0 ? width : height
    case .setListContent(let index, let height): slot == 0 ? Double(index) : height
    case .respond(_, let afterFrames, _, let slotHeight): slot == 0 ? Double(afterFrames) : slotHeight ?? 0
    case .setContentInset(.outer, let top, let bottom): slot == 0 ? top : bottom
    case .setContentInset(.list(let index), let top, let bottom): slot == 0 ? Double(index) : slot == 1 ? top : bottom
    case .tapStatusBar, .requestSlots, .reloadPager, .unloadDistantLists, .app: preconditionFailure("\(kind) has no numbers")
    }
  }

  /// A copy with field `slot` set to `value`; other fields are copied untouched (integers never pass through `Double`).
  func replacingNumber(at slot: Int, with value: Double) -> Step {
    switch self {
    case .touchDown(let x, let y): slot == 0 ? .touchDown(x: value, y: y) : .touchDown(x: x, y: value)
    case .move(let dx, let dy, let frames):
      slot == 0
        ? .move(dx: value, dy: dy, frames: frames)
        : slot == 1 ? .move(dx: dx, dy: value, frames: frames) : .move(dx: dx, dy: dy, frames: Int(value))
    case .lift(let vx, let vy): slot == 0 ? .lift(vx: value, vy: vy) : .lift(vx: vx, vy: value)
    case .wait: .wait(frames: Int(value))
    case .tapTab(_, let animated): .tapTab(index: Int(value), animated: animated)
    case .reloadHeader: .reloadHeader(height: value)
    case .setSafeArea(let top, let bottom):
      slot == 0 ? .setSafeArea(top: value, bottom: bottom) : .setSafeArea(top: top, bottom: value)
    case .resize(let width, let height):
      slot == 0 ? .resize(width: value, height: height) : .resize(width: width, height: value)
    case .setListContent(let index, let height):
      slot == 0 ? .setListContent(index: Int(value), height: height) : .setListContent(index: index, height: value)
    case .respond(let load, let afterFrames, let outcome, let slotHeight):
      slot == 0
        ? .respond(load: load, afterFrames: Int(value), outcome: outcome, slotHeight: slotHeight)
        : .respond(load: load, afterFrames: afterFrames, outcome: outcome, slotHeight: value)
    case .setContentInset(.outer, let top, let bottom):
      slot == 0 ? .setContentInset(view: .outer, top: value, bottom: bottom) : .setContentInset(view: .outer, top: top, bottom: value)
    case .setContentInset(.list(let index), let top, let bottom):
      slot == 0
        ? .setContentInset(view: .list(Int(value)), top: top, bottom: bottom)
        : slot == 1
          ? .setContentInset(view: .list(index), top: value, bottom: bottom)
          : .setContentInset(view: .list(index), top: top, bottom: value)
    case .tapStatusBar, .requestSlots, .reloadPager, .unloadDistantLists, .app: preconditionFailure("\(kind) has no numbers")
    }
  }
}
