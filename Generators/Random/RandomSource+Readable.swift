// Numbers a person can read in a failure report.
//
// A failing case that says `reloadHeader(height: 200)` is understood at a glance;
// `reloadHeader(height: 213.70491…)` is not. Generated numbers therefore snap to a
// grid of 1, 10 or 100 points most of the time, to half points sometimes (pixel
// rounding at scale 2), and to hundredths rarely (off-grid values for pixel rounding at
// scale 3), so even the odd values print in a few digits.

/// A grid of readable values: multiples of a step (1, 10, 100) or fractions 1/k (halves, hundredths).
enum ReadableGrid: Hashable, Sendable {
  /// Multiples of a whole step.
  case multiple(Double)
  /// Multiples of 1/k, computed as n / k so hundredths print as `9.22`, not `9.220000000000001`.
  case fraction(Double)

  /// The grid value with index `n`.
  func value(_ n: Double) -> Double {
    switch self {
    case .multiple(let step): n * step
    case .fraction(let k): n / k
    }
  }

  /// The index of the grid value nearest to `value`.
  func nearestIndex(_ value: Double) -> Double {
    switch self {
    case .multiple(let step): (value / step).rounded()
    case .fraction(let k): (value * k).rounded()
    }
  }
}

/// Grids a drawn double snaps to, simplest (whole points) first.
private let doubleGrids: [(ReadableGrid, Double)] = [
  (.multiple(1), 0.25), (.multiple(10), 0.3), (.multiple(100), 0.3), (.fraction(2), 0.1), (.fraction(100), 0.05),
]

/// Grids a drawn integer may snap to, exact first.
private let intGrids: [(ReadableGrid, Double)] = [(.multiple(1), 0.6), (.multiple(10), 0.3), (.multiple(100), 0.1)]

extension RandomSource {
  /// A double in `range`, usually a multiple of 1, 10 or 100, else of 0.5 or 0.01.
  /// Zero bits give `range.lowerBound` rounded to a whole point.
  public mutating func readableDouble(in range: ClosedRange<Double>) -> Double {
    let grid = weighted(doubleGrids)
    return snap(double(in: range), to: grid, within: range)
  }

  /// A double whose magnitude is `readableDouble(in: magnitude)` and which is negative with `negativeProbability`.
  public mutating func readableSignedDouble(magnitude: ClosedRange<Double>, negativeProbability: Double) -> Double {
    let value = readableDouble(in: magnitude)
    return bool(probability: negativeProbability) ? withoutNegativeZero(-value) : value
  }

  /// An integer in `range` that is often a multiple of 10 or 100; zero bits give `range.lowerBound`.
  public mutating func readableInt(in range: ClosedRange<Int>) -> Int {
    let grid = weighted(intGrids)
    let raw = int(in: range)
    let bounds = Double(range.lowerBound)...Double(range.upperBound)
    guard grid != .multiple(1), let snapped = snapIfPossible(Double(raw), to: grid, within: bounds) else { return raw }
    return Int(snapped)
  }
}

// MARK: - Snapping

/// The value of `grid` nearest to `value` inside `range`, else the nearest hundredth inside it, else `value` itself.
func snap(_ value: Double, to grid: ReadableGrid, within range: ClosedRange<Double>) -> Double {
  snapIfPossible(value, to: grid, within: range)
    ?? snapIfPossible(value, to: .fraction(100), within: range)
    ?? value
}

/// The value of `grid` nearest to `value` that lies in `range` (looking one grid step either way), or nil.
func snapIfPossible(_ value: Double, to grid: ReadableGrid, within range: ClosedRange<Double>) -> Double? {
  let index = grid.nearestIndex(value)
  for candidate in [index, index + 1, index - 1] {
    let snapped = grid.value(candidate)
    if range.contains(snapped) { return withoutNegativeZero(snapped) }
  }
  return nil
}

/// `value`, with −0 replaced by 0: a `-0` in a repro file reads like a bug of its own.
func withoutNegativeZero(_ value: Double) -> Double { value == 0 ? 0 : value }
