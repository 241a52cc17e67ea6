// Cases completed over time, for the run page's throughput chart: a sample about once a second, thinned
// (every other one dropped, the interval doubled) whenever there are too many, so an hour-long run keeps a
// few hundred samples and a ten-second run still has ten.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)

/// A bounded series of (elapsed seconds, cases, failures) samples.
public struct ThroughputSamples: Sendable {
  public struct Sample: Codable, Hashable, Sendable {
    /// Seconds since the run started.
    public var seconds: Double
    /// Cases completed by then.
    public var cases: Int
    /// Failures found by then (every hit, shrunk or not).
    public var failures: Int
  }

  public private(set) var samples: [Sample] = []
  /// Seconds between samples; doubles when the series is thinned.
  public private(set) var interval: Double
  let limit: Int

  public init(interval: Double = 1, limit: Int = 400) {
    self.interval = interval
    self.limit = limit
  }

  /// Records a sample if `interval` has passed since the last one (or always with `force`, for the run's end).
  public mutating func record(elapsed: Double, cases: Int, failures: Int, force: Bool = false) {
    if let last = samples.last {
      guard force || elapsed - last.seconds >= interval else { return }
      if force, last.seconds == elapsed { samples.removeLast() }
    }
    samples.append(Sample(seconds: elapsed, cases: cases, failures: failures))
    if samples.count > limit {
      // Keep the first and every other one after it; the latest stays, as it is what the run page shows last.
      let latest = samples[samples.count - 1]
      samples = samples.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      if samples.last != latest { samples.append(latest) }
      interval *= 2
    }
  }
}
#endif
