// Single-step events: time, taps and layout changes.
//
// Each event aims at an edge the coordinator must survive: a tab index out of range,
// a reload to the same height, a header shorter than the safe area, a rotation, a
// list that loses all its rows.

import ScrollSim

extension StepWriter {
  /// Writes one step of a single-step `family` (no-op for gesture families, which have their own writers).
  mutating func writeEvent(_ family: StepFamily, using rng: inout some RandomSource, profile: GeneratorProfile) {
    guard remaining > 0 else { return }
    switch family {
    case .wait: emit(.wait(frames: drawWaitFrames(using: &rng)))
    case .tapTab: emit(drawTabTap(using: &rng))
    case .tapStatusBar: emit(.tapStatusBar)
    case .reloadHeader: emit(fitted(drawReload(using: &rng), using: &rng))
    case .setListContent: emit(fitted(drawListContentChange(using: &rng), using: &rng))
    case .setSafeArea: emit(fitted(drawSafeAreaChange(using: &rng), using: &rng))
    case .resize:
      emit(fitted(drawResize(using: &rng), using: &rng))
      // A rotation usually changes the safe area too, in the very next layout pass.
      if profile.isEnabled(.setSafeArea), remaining > 0, rng.bool(probability: 0.5) {
        emit(fitted(drawSafeAreaChange(using: &rng), using: &rng))
      }
    case .requestSlots: emit(.requestSlots)
    case .respond: emit(fitted(drawResponse(using: &rng), using: &rng))
    case .setContentInset: emit(drawInsetChange(using: &rng))
    case .reloadPager: emit(.reloadPager)
    case .unloadDistantLists: emit(.unloadDistantLists)
    case .verticalDrag, .swipe, .pullToRefresh, .flickToBottom: break
    }
  }

  // MARK: - Time

  /// A pause: mostly a fraction of a second to two seconds, sometimes five seconds (600 frames at 120 Hz).
  func drawWaitFrames(using rng: inout some RandomSource) -> Int {
    switch rng.weighted(WaitLength.weights) {
    case .short: return rng.readableInt(in: 1...30)
    case .medium: return rng.readableInt(in: 30...240)
    case .long: return 600
    }
  }

  // MARK: - Taps

  /// A tab tap, usually on an existing tab; rarely out of range, which the world ignores.
  func drawTabTap(using rng: inout some RandomSource) -> Step {
    let index =
      rng.bool(probability: 0.05) ? rng.pick([-1, sketch.listCount]) : rng.int(in: 0...(sketch.listCount - 1))
    return .tapTab(index: index, animated: rng.bool(probability: 0.5))
  }

  // MARK: - Layout

  /// A header reload: usually a new height in 0…600, sometimes the same height (a plain `reloadData()`).
  func drawReload(using rng: inout some RandomSource) -> Step {
    if rng.bool(probability: 0.1) { return .reloadHeader(height: sketch.headerHeight) }
    return .reloadHeader(
      height: drawHeaderHeight(safeAreaTop: sketch.safeAreaTop, pinOffset: sketch.pinOffset, using: &rng))
  }

  /// A list content change: a page of rows appended, rows removed, or a new height altogether (0…20,000).
  func drawListContentChange(using rng: inout some RandomSource) -> Step {
    let index = rng.int(in: 0...(sketch.listCount - 1))
    let current = sketch.listContentHeights.indices.contains(index) ? sketch.listContentHeights[index] : 3000
    let height: Double
    switch rng.weighted(ContentChange.weights) {
    case .fresh: height = drawContentHeight(viewportHeight: sketch.viewportHeight, using: &rng)
    case .append: height = min(current + rng.readableDouble(in: 500...3000), 20_000)
    case .shrink: height = rng.readableDouble(in: 0...current)
    }
    return .setListContent(index: index, height: height)
  }

  /// A safe-area change: the navigation bar shown or hidden, or a device's values for the current orientation.
  func drawSafeAreaChange(using rng: inout some RandomSource) -> Step {
    let top: Double
    if rng.bool(probability: 0.3) {
      top = sketch.safeAreaTop >= 64 ? sketch.safeAreaTop - 44 : sketch.safeAreaTop + 44  // navigation bar toggled
    } else {
      top = rng.pick(sketch.isLandscape ? DeviceGeometry.landscapeSafeAreaTops : DeviceGeometry.safeAreaTops)
    }
    let bottom = rng.bool(probability: 0.5) ? rng.pick(DeviceGeometry.safeAreaBottoms) : sketch.safeAreaBottom
    return .setSafeArea(top: min(top, sketch.viewportHeight / 2), bottom: min(bottom, sketch.viewportHeight / 2))
  }

  /// A runtime inset change: on the outer table or a list, top and bottom from the shapes apps use (a keyboard or a tab
  /// bar at the bottom, a list header or refresh area at the top), or back to none.
  func drawInsetChange(using rng: inout some RandomSource) -> Step {
    let top = rng.bool(probability: 0.5) ? 0 : rng.pick(DeviceGeometry.runtimeTopInsets)
    let bottom = rng.bool(probability: 0.5) ? 0 : rng.pick(DeviceGeometry.runtimeBottomInsets)
    let view: InsetTarget = rng.bool(probability: 0.4) ? .outer : .list(rng.int(in: 0...(sketch.listCount - 1)))
    return .setContentInset(view: view, top: top, bottom: bottom)
  }

  /// A resize: a rotation of the current size half the time, otherwise another device's size (never below 100 pt).
  func drawResize(using rng: inout some RandomSource) -> Step {
    if rng.bool(probability: 0.5) {
      return .resize(width: sketch.viewportHeight, height: sketch.viewportWidth)
    }
    let size = rng.pick(DeviceGeometry.portraitSizes)
    let landscape = rng.bool(probability: 0.3)
    return .resize(width: landscape ? size.height : size.width, height: landscape ? size.width : size.height)
  }
}

// MARK: - Shapes

/// How long a pause lasts.
private enum WaitLength {
  case short, medium, long
  static let weights: [(Self, Double)] = [(.short, 0.4), (.medium, 0.5), (.long, 0.1)]
}

/// How a list's content changes.
private enum ContentChange {
  case fresh, append, shrink
  static let weights: [(Self, Double)] = [(.fresh, 0.4), (.append, 0.35), (.shrink, 0.25)]
}
