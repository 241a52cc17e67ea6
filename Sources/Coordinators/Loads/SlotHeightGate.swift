// The Three Loaders article: slot data never moves the ground under the user. A slot response changes the
// banner height, which is the gesture ceiling; applying it mid-scroll would shift the
// content on its own. The gate decides when a received height may be applied.

/// What the page looks like at the moment a slot height arrives or might be released.
public struct SlotHeightMoment: Sendable, Hashable, Codable {
  /// Whether the content list owns the vertical pan (the banner has collapsed).
  public var contentOwnsScrolling: Bool
  /// How far the container has scrolled from its resting top (its offset minus its minimum
  /// offset); negative while pulled down past the top.
  public var containerDistanceFromTop: Double
  /// Whether the height comes with a refresh being applied: the whole page resets anyway.
  public var insideRefresh: Bool

  /// The moment a slot height could land: who owns the pan, how far the container is from its top, and whether a refresh is under way.
  public init(contentOwnsScrolling: Bool, containerDistanceFromTop: Double, insideRefresh: Bool = false) {
    self.contentOwnsScrolling = contentOwnsScrolling
    self.containerDistanceFromTop = containerDistanceFromTop
    self.insideRefresh = insideRefresh
  }
}

/// The gate's answer to a received slot height.
public enum SlotHeightDecision: Sendable, Hashable {
  /// Resize the banner and re-derive the ceiling now.
  case apply(Double)
  /// Keep the current banner; the height waits in the gate for a safe moment.
  case hold
}

/// Holds a received banner height until applying it cannot move anything the user sees.
///
/// Safe moments (the Three Loaders article): the container owns scrolling and sits at its top (within
/// `tolerance`), or the height arrives inside a refresh. Otherwise the latest height is held,
/// replacing any held before it (only the newest placements matter), and released by the
/// first `settle(at:)` that finds a safe moment, typically the scroll callback in which
/// the user has come back to the top. Freshness is traded for a page that never moves
/// except in response to a gesture.
public struct SlotHeightGate: Sendable, Hashable, Codable {
  /// How far below its top the container may sit and still count as "at the top", in points.
  /// The default, 0.5 pt, is the comparison tolerance the whole simulation uses, so "near
  /// the top" means "at the top, up to pixel rounding"; pulled down (negative) is always near.
  public var tolerance: Double
  /// The height waiting for a safe moment, if any.
  public private(set) var heldHeight: Double?

  /// A gate that counts the container as at its top within `tolerance` points.
  public init(tolerance: Double = 0.5) {
    self.tolerance = tolerance
  }

  /// Whether a height may be applied at `moment`.
  public func isSafe(_ moment: SlotHeightMoment) -> Bool {
    if moment.insideRefresh { return true }
    return !moment.contentOwnsScrolling && moment.containerDistanceFromTop <= tolerance
  }

  /// Decides a newly received `height`: apply now, or hold it (dropping any older held height).
  public mutating func receive(_ height: Double, at moment: SlotHeightMoment) -> SlotHeightDecision {
    guard isSafe(moment) else {
      heldHeight = height
      return .hold
    }
    // Anything held is older than this height, and this one wins.
    heldHeight = nil
    return .apply(height)
  }

  /// Releases the held height if `moment` is safe; returns the height to apply, if any.
  public mutating func settle(at moment: SlotHeightMoment) -> Double? {
    guard let height = heldHeight, isSafe(moment) else { return nil }
    heldHeight = nil
    return height
  }

  /// Forgets the held height, if any. A refresh that starts replaces the placements anyway, and a height
  /// received before it must not land after it started (refresh supersedes).
  public mutating func discardHeld() { heldHeight = nil }

  /// Whether a height is waiting.
  public var isHolding: Bool { heldHeight != nil }
}
