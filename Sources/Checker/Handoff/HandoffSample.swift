// One measured handoff: a vertical motion that reached the boundary between the outer table
// and the list on screen, and what the receiving view did with it.

/// Which way the motion crossed the boundary.
public enum HandoffDirection: String, CaseIterable, Codable, Hashable, Sendable {
  /// Scrolling forward (finger up): the outer reaches `maxOffsetY`, the list on screen should continue.
  case outerToList = "outer-to-list"
  /// Scrolling back (finger down): the list reaches its top, the outer should continue and bring the header back.
  case listToOuter = "list-to-outer"
}

/// What drove the giving view at the boundary.
public enum HandoffMode: String, CaseIterable, Codable, Hashable, Sendable {
  /// A finger dragging: the receiver should follow the finger.
  case drag
  /// Momentum after a lift: the receiver should continue the giver's deceleration.
  case momentum
}

/// Where the gesture's touch landed.
public enum HandoffOrigin: String, CaseIterable, Codable, Hashable, Sendable {
  /// On a list: the list's pan and the outer's both received it.
  case list
  /// On the header, the pin bar or the table background: by default only the outer's pan received it.
  case header
}

/// A handoff and its measurement.
public struct HandoffSample: Hashable, Sendable, Codable {
  /// Outer to list, or list to outer.
  public var direction: HandoffDirection
  /// During a drag, or in momentum after a lift.
  public var mode: HandoffMode
  /// Where the gesture's touch landed.
  public var origin: HandoffOrigin
  /// The giver's speed at the boundary (points per second): its motion in the last full frame before it stopped.
  public var givingSpeed: Double
  /// What the receiver carried on, as a fraction: for momentum, its mean speed over the measuring window divided by
  /// `givingSpeed` (a deceleration continued at the same rate gives about 0.97); for a drag, its travel over the
  /// window divided by the finger's.
  public var carried: Double
  /// Frames after the boundary frame in which neither view moved before the receiver did (0: no seam).
  public var seamFrames: Int
  /// The boundary frame.
  public var frame: Int

  /// A measured handoff from its parts.
  public init(
    direction: HandoffDirection, mode: HandoffMode, origin: HandoffOrigin, givingSpeed: Double, carried: Double,
    seamFrames: Int, frame: Int
  ) {
    self.direction = direction
    self.mode = mode
    self.origin = origin
    self.givingSpeed = givingSpeed
    self.carried = carried
    self.seamFrames = seamFrames
    self.frame = frame
  }

  /// Whether the receiver never moved within the seam limit: the motion died at the boundary.
  public var lost: Bool { carried == 0 }
}
