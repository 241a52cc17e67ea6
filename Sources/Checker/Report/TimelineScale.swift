// Axis arithmetic for the SVG timeline: linear scales, round tick values, and thinning long
// series so a run of thousands of frames draws as a few hundred points per line without losing peaks.

// MARK: - Linear scale

/// Maps a data interval onto a pixel interval (either may be reversed).
struct LinearScale {
  var domain: (lower: Double, upper: Double)
  var range: (lower: Double, upper: Double)

  func callAsFunction(_ value: Double) -> Double {
    let span = domain.upper - domain.lower
    guard span != 0 else { return (range.lower + range.upper) / 2 }
    return range.lower + (value - domain.lower) / span * (range.upper - range.lower)
  }

  /// Round tick values inside the domain, about `count` of them (1, 2 or 5 times a power of ten apart),
  /// never closer than `minimumStep` (1 for frames, which are whole).
  func ticks(count: Int, minimumStep: Double = 0) -> [Double] {
    let step = max(niceStep(span: domain.upper - domain.lower, count: count), minimumStep)
    guard step > 0 else { return [domain.lower] }
    var value = (domain.lower / step).rounded(.up) * step
    var ticks: [Double] = []
    // Bounded: far from zero a step can be below the spacing of `Double`s, and `value += step` would never move.
    while value <= domain.upper + step * 1e-9, ticks.count <= 4 * count + 4 {
      ticks.append(value == 0 ? 0 : value)  // no "-0"
      value += step
    }
    return ticks
  }
}

/// The 1-2-5 step that cuts `span` into about `count` pieces.
func niceStep(span: Double, count: Int) -> Double {
  guard span > 0, span.isFinite, count > 0 else { return 0 }
  let raw = span / Double(count)
  var magnitude = 1.0
  while magnitude * 10 <= raw { magnitude *= 10 }
  while magnitude > raw { magnitude /= 10 }
  for factor in [1.0, 2.0, 5.0, 10.0] where magnitude * factor >= raw { return magnitude * factor }
  return magnitude * 10
}

/// Data bounds padded by a fraction of their span, widened to round numbers; never empty.
func paddedBounds(_ values: [Double], padding: Double = 0.06) -> (lower: Double, upper: Double) {
  let finite = values.filter(\.isFinite)
  guard var lower = finite.min(), var upper = finite.max() else { return (0, 1) }
  if upper - lower < 1 {
    lower -= 1
    upper += 1
  }
  let pad = (upper - lower) * padding
  let step = niceStep(span: upper - lower + 2 * pad, count: 8)
  lower = ((lower - pad) / step).rounded(.down) * step
  upper = ((upper + pad) / step).rounded(.up) * step
  return (lower, upper)
}

// MARK: - Series

/// A sampled line: `nil` values break it (a list that does not exist yet).
struct Series {
  var values: [Double?]

  /// Runs of consecutive defined values, each as (index, value) pairs.
  var segments: [[(index: Int, value: Double)]] {
    var segments: [[(index: Int, value: Double)]] = []
    var current: [(index: Int, value: Double)] = []
    for (index, value) in values.enumerated() {
      if let value, value.isFinite {
        current.append((index, value))
      } else if !current.isEmpty {
        segments.append(current)
        current = []
      }
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }

  /// Keeps, per bucket of `bucketSize` consecutive points, the first, lowest, highest and last (in frame order),
  /// so a line thinned to about one bucket per pixel looks the same as the full one: extremes survive.
  static func thinned(_ points: [(index: Int, value: Double)], bucketSize: Int) -> [(index: Int, value: Double)] {
    guard bucketSize > 1, points.count > 4 else { return points }
    var kept: [(index: Int, value: Double)] = []
    var start = 0
    while start < points.count {
      let bucket = points[start..<min(start + bucketSize, points.count)]
      var picks: [Int] = [bucket.startIndex, bucket.endIndex - 1]
      if let low = bucket.indices.min(by: { points[$0].value < points[$1].value }) { picks.append(low) }
      if let high = bucket.indices.max(by: { points[$0].value < points[$1].value }) { picks.append(high) }
      for pick in Set(picks).sorted() { kept.append(points[pick]) }
      start += bucketSize
    }
    return kept
  }
}
