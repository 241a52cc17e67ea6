// The `handoff` report: how handoffs went over a run, per direction, mode and origin.
//
// Mergeable counts and a histogram (not the samples), so worker processes and shards add up
// exactly and `summary.json` stays small however long the run.

/// Statistics of one kind of handoff.
public struct HandoffStats: Codable, Hashable, Sendable {
  /// Width of a histogram bin of `carried`.
  public static let binWidth = 0.05
  /// Bins cover `carried` in [0, 1.5); the last bin also holds everything above.
  public static let binCount = 30

  /// How many handoffs were measured.
  public var count = 0
  /// Handoffs whose receiver never moved (the motion died at the boundary).
  public var lost = 0
  /// The sum of their carried fractions.
  public var carriedSum: Double = 0
  /// Handoffs with at least one seam frame, the sum of seam frames, and the longest seam.
  public var withSeam = 0
  /// The sum of their seams, in frames.
  public var seamSum = 0
  /// The longest seam, in frames.
  public var seamMax = 0
  /// `carried` histogram, `binWidth` wide.
  public var bins: [Int] = Array(repeating: 0, count: HandoffStats.binCount)

  /// Statistics of no handoff.
  public init() {}

  /// Counts one more handoff.
  public mutating func add(_ sample: HandoffSample) {
    count += 1
    if sample.lost { lost += 1 }
    carriedSum += sample.carried
    if sample.seamFrames > 0 { withSeam += 1 }
    seamSum += sample.seamFrames
    seamMax = max(seamMax, sample.seamFrames)
    let bin = min(max(Int(sample.carried / Self.binWidth), 0), Self.binCount - 1)
    bins[bin] += 1
  }

  /// Adds another run's statistics of the same kind.
  public mutating func merge(_ other: HandoffStats) {
    count += other.count
    lost += other.lost
    carriedSum += other.carriedSum
    withSeam += other.withSeam
    seamSum += other.seamSum
    seamMax = max(seamMax, other.seamMax)
    for index in bins.indices where index < other.bins.count { bins[index] += other.bins[index] }
  }

  /// The mean fraction of the giver's speed the receiver carried on with.
  public var meanCarried: Double { count == 0 ? 0 : carriedSum / Double(count) }
  /// The mean seam, in frames.
  public var meanSeam: Double { count == 0 ? 0 : Double(seamSum) / Double(count) }

  /// The `carried` value below which a fraction `p` of the handoffs fall, to the histogram's resolution (the middle
  /// of the bin that holds that rank).
  public func percentile(_ p: Double) -> Double {
    guard count > 0 else { return 0 }
    let rank = max(Int((p * Double(count)).rounded(.up)), 1)
    var seen = 0
    for (index, n) in bins.enumerated() {
      seen += n
      if seen >= rank { return (Double(index) + 0.5) * Self.binWidth }
    }
    return Double(Self.binCount) * Self.binWidth
  }
}

/// One kind of handoff: direction, mode and where the gesture began.
public struct HandoffKind: Hashable, Sendable, Comparable {
  /// Outer to list, or list to outer.
  public var direction: HandoffDirection
  /// During a drag, or in momentum after a lift.
  public var mode: HandoffMode
  /// Where the gesture's touch landed: on a list or on the header.
  public var origin: HandoffOrigin

  /// The kind of handoff with these three parts.
  public init(direction: HandoffDirection, mode: HandoffMode, origin: HandoffOrigin) {
    self.direction = direction
    self.mode = mode
    self.origin = origin
  }

  /// Every kind, in report order.
  public static let all: [HandoffKind] = HandoffDirection.allCases.flatMap { d in
    HandoffMode.allCases.reversed().flatMap { m in HandoffOrigin.allCases.map { HandoffKind(direction: d, mode: m, origin: $0) } }
  }

  /// `outer-to-list/momentum/header`: the key in `summary.json`.
  public var key: String { "\(direction.rawValue)/\(mode.rawValue)/\(origin.rawValue)" }

  public static func < (a: HandoffKind, b: HandoffKind) -> Bool {
    (all.firstIndex(of: a) ?? 0) < (all.firstIndex(of: b) ?? 0)
  }
}

/// Every handoff of a run, by kind.
public struct HandoffReport: Codable, Hashable, Sendable {
  /// Handoffs whose giver was slower than this (points per second) are left out: at a pixel or two per frame the
  /// measurement is mostly pixel rounding. The same floor as `MomentumClaim.minimumSpeed`'s default.
  public static let minimumSpeed: Double = 300

  /// Stats by `HandoffKind.key`.
  public var kinds: [String: HandoffStats] = [:]

  /// A report of no handoff.
  public init() {}

  /// Counts one measured handoff under its kind.
  public mutating func add(_ sample: HandoffSample) {
    guard sample.givingSpeed >= Self.minimumSpeed else { return }
    let kind = HandoffKind(direction: sample.direction, mode: sample.mode, origin: sample.origin)
    kinds[kind.key, default: HandoffStats()].add(sample)
  }

  /// Counts each of `samples`.
  public mutating func add(_ samples: [HandoffSample]) { for sample in samples { add(sample) } }

  /// Adds another run's report.
  public mutating func merge(_ other: HandoffReport) {
    for (key, stats) in other.kinds.sorted(by: { $0.key < $1.key }) { kinds[key, default: HandoffStats()].merge(stats) }
  }

  /// The statistics of one kind of handoff.
  public func stats(_ kind: HandoffKind) -> HandoffStats { kinds[kind.key] ?? HandoffStats() }

  /// Handoffs counted.
  public var count: Int { kinds.values.reduce(0) { $0 + $1.count } }

  /// The report as a table, one row per kind that occurred.
  public func table(title: String) -> String {
    var lines = [
      "handoffs, \(title) (giver >= \(Int(Self.minimumSpeed)) pt/s; carried: receiver's speed over 1/20 s / giver's at the boundary, drags: / finger's):",
      "  direction      mode      from      count   mean    p10    p50    p90   lost  seam>0  mean seam  max seam",
    ]
    for kind in HandoffKind.all {
      let s = stats(kind)
      guard s.count > 0 else { continue }
      func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
      func num(_ v: Double) -> String { String(format: "%.2f", v).leftPadded(6) }
      func pct(_ n: Int) -> String { (String(format: "%.0f", Double(n) * 100 / Double(s.count)) + "%").leftPadded(6) }
      lines.append(
        "  \(pad(kind.direction.rawValue, 14)) \(pad(kind.mode.rawValue, 9)) \(pad(kind.origin.rawValue, 7)) "
          + "\(String(s.count).leftPadded(7)) \(num(s.meanCarried)) \(num(s.percentile(0.1))) \(num(s.percentile(0.5))) "
          + "\(num(s.percentile(0.9))) \(pct(s.lost))  \(pct(s.withSeam))  \(String(format: "%.2f", s.meanSeam).leftPadded(9))  "
          + "\(String(s.seamMax).leftPadded(8))")
    }
    if lines.count == 2 { lines.append("  (no handoff)") }
    return lines.joined(separator: "\n")
  }
}
