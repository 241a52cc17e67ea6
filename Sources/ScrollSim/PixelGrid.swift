// The device pixel grid and the comparison tolerance the simulation and the checker share.

import NestedScrolling

/// Rounds a coordinate to the device pixel grid, as UIKit does when it lays out scroll view bounds; `rule` breaks
/// ties halfway between two pixels (knob `pixelRoundingTies`).
@inline(__always)
func pixelRounded(_ value: Double, scale: Double, rule: FloatingPointRoundingRule) -> Double {
  roundedToInteger(value * scale, tiesToEven: rule == .toNearestOrEven) / scale
}

/// `pixelRounded` with the tie rule as a flag (`FloatingPointRoundingRule` is a resilient enum: each comparison
/// of one is a runtime call).
@inline(__always)
func pixelRounded(_ value: Double, scale: Double, tiesToEven: Bool) -> Double {
  roundedToInteger(value * scale, tiesToEven: tiesToEven) / scale
}

/// `value.rounded(.toNearestOrEven)` (`tiesToEven`) or `value.rounded(.toNearestOrAwayFromZero)`, bit for bit (signed zeros included) but for values within `tieTolerance` of a tie, without the C library
/// call `rounded` compiles to on x86-64 without SSE4.1: truncation through `Int64` and an exact remainder. The
/// per-frame pixel rounding spent 1.2% of a fuzz run in `round` (callgrind).
@usableFromInline @inline(__always)
func roundedToInteger(_ value: Double, tiesToEven: Bool) -> Double {
  // Beyond 2^52 every double is an integer already; NaN and infinities fail the test too.
  guard abs(value) < 0x1p52 else { return roundedLarge(value, tiesToEven: tiesToEven) }
  let truncated = Double(Int64(value))
  let remainder = value - truncated  // exact: both lie within one binade of each other
  var result = truncated
  let away = value < 0 ? -1.0 : 1.0
  // A value within a billionth of a pixel of halfway is a tie: the same finger movement summed in another order (a
  // pan's translation differences, against the page world's per-frame deltas) lands a rounding error either side of
  // an exact half pixel, and the tie rule, not the error, must decide it.
  let distance = abs(remainder)
  if distance > 0.5 + tieTolerance {
    result += away
  } else if distance >= 0.5 - tieTolerance {
    if !tiesToEven || Int64(truncated) & 1 != 0 { result += away }
  }
  return result == 0 ? (value.sign == .minus ? -0.0 : 0.0) : result
}

/// How far from an exact half, in pixels, a value still counts as a tie (`roundedToInteger`).
@usableFromInline let tieTolerance = 1e-9

/// `roundedToInteger` for values with no fractional part to round (or NaN, or infinite), kept out of line: inlined,
/// `rounded(_:)` with its resilient `FloatingPointRoundingRule` made every caller fetch the enum's metadata and size a
/// stack slot for it on entry, on every offset write (about 15 instructions, callgrind), though this path never runs.
@usableFromInline @inline(never)
func roundedLarge(_ value: Double, tiesToEven: Bool) -> Double {
  value.rounded(tiesToEven ? .toNearestOrEven : .toNearestOrAwayFromZero)
}

/// How far `value` (points) lies from the device pixel grid (`1 / scale` points), in pixels: 0 on the grid. The search's
/// geometry feature asks it every frame, so it rounds without the C library.
@inlinable @inline(__always)
public func pixelGridResidue(_ value: Double, scale: Double) -> Double {
  let pixels = value * scale
  return abs(pixels - roundedToInteger(pixels, tiesToEven: false))
}

