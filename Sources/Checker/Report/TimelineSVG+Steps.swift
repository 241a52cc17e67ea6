// The step layer of the timeline: alternating bands behind the lines, one per step (and one for settling),
// and "index kind" labels above the plot in staggered rows, each with a tick down to its band's start.

// MARK: - Bands and labels

extension TimelineCanvas {
  /// Draws the bands, then as many labels as fit; the step where the invariant broke is labelled first, so it always is.
  mutating func drawStepBands() {
    let bands = stepBands()
    var spans: [(left: Double, label: String)] = []
    for (position, band) in bands.enumerated() {
      let left = x(Double(band.firstFrame))
      let right = position + 1 < bands.count ? x(Double(bands[position + 1].firstFrame)) : layout.plotRight
      svg.element(
        "rect",
        [
          ("x", svgNumber(left)), ("y", svgNumber(layout.plotTop)), ("width", svgNumber(max(right - left, 0.5))),
          ("height", svgNumber(layout.plotBottom - layout.plotTop)),
          ("fill", position % 2 == 0 ? TimelinePalette.bandA : TimelinePalette.bandB),
        ], title: bandTitle(band, next: position + 1 < bands.count ? bands[position + 1].firstFrame : nil))
      let kind = band.stepIndex.map { scenario.steps.indices.contains($0) ? scenario.steps[$0].shortLabel : "?" }
      spans.append((left, band.stepIndex.map { "\($0) \(kind ?? "")" } ?? "settle"))
    }

    let violatingBand = verdict.violation.flatMap { violation in bands.lastIndex { $0.firstFrame <= violation.frame } }
    let order = violatingBand.map { [$0] + bands.indices.filter { $0 != violatingBand } } ?? Array(bands.indices)
    var placer = StepLabelPlacer(rows: layout.stepLabelRows.count, rightLimit: layout.width - 4)
    var placed: [(band: Int, row: Int)] = []
    for band in order {
      let span = spans[band]
      if let row = placer.place(left: span.left, width: layout.textWidth(span.label, size: 10)) { placed.append((band, row)) }
    }
    for (band, row) in placed.sorted(by: { $0.band < $1.band }) {
      let (left, label) = spans[band]
      let baseline = layout.stepLabelRows[row]
      svg.element(
        "line",
        [("x1", svgNumber(left)), ("y1", svgNumber(baseline + 2)), ("x2", svgNumber(left)), ("y2", svgNumber(layout.plotTop)),
         ("stroke", "#b8b8b8"), ("stroke-width", "0.8")])
      svg.text(label, [("x", svgNumber(left + 1)), ("y", svgNumber(baseline)), ("font-size", "10"), ("fill", "#333333")])
    }
    if placed.count < bands.count {
      svg.text(
        "step labels: \(placed.count) of \(bands.count) shown; hover a band for its step",
        [("x", svgNumber(layout.plotRight)), ("y", "592"), ("font-size", "10"), ("text-anchor", "end"), ("fill", "#777777")])
    }
  }

  /// Hover text of a band: the whole step and its frames.
  func bandTitle(_ band: (stepIndex: Int?, firstFrame: Int), next: Int?) -> String {
    let last = (next ?? (trace.last.map { $0.frame + 1 } ?? band.firstFrame + 1)) - 1
    let frames = last > band.firstFrame ? "frames \(band.firstFrame)–\(last)" : "frame \(band.firstFrame)"
    guard let index = band.stepIndex else { return "settling after the last step (\(frames))" }
    let step = scenario.steps.indices.contains(index) ? scenario.steps[index].description : "?"
    return "step \(index): \(step) (\(frames))"
  }

  /// Consecutive trace rows with the same step index.
  func stepBands() -> [(stepIndex: Int?, firstFrame: Int)] {
    var bands: [(stepIndex: Int?, firstFrame: Int)] = []
    for row in trace where bands.last.map({ $0.stepIndex != row.stepIndex }) ?? true {
      bands.append((row.stepIndex, row.frame))
    }
    return bands
  }
}

// MARK: - Placement

/// Finds a row for each label so that no two labels overlap and no tick crosses a label.
///
/// Row 0 is the top row. A label's tick runs from it down to the plot, through every row below, so a label
/// conflicts with one in its own row that it overlaps, with a label above whose tick falls inside it, and with
/// a label below that its own tick would cross.
struct StepLabelPlacer {
  let rows: Int
  let rightLimit: Double
  private var placed: [(row: Int, left: Double, right: Double)] = []
  private let gap = 6.0

  init(rows: Int, rightLimit: Double) {
    self.rows = rows
    self.rightLimit = rightLimit
  }

  /// The row the label starting at `left` gets (top-most free), or `nil` when none is free.
  mutating func place(left: Double, width: Double) -> Int? {
    let right = left + width
    guard right <= rightLimit else { return nil }
    for row in 0..<rows where !placed.contains(where: { conflicts($0, row: row, left: left, right: right) }) {
      placed.append((row, left, right))
      return row
    }
    return nil
  }

  private func conflicts(_ other: (row: Int, left: Double, right: Double), row: Int, left: Double, right: Double) -> Bool {
    if other.row == row { return left < other.right + gap && other.left < right + gap }
    if other.row < row { return other.left >= left - 2 && other.left <= right + 2 }  // its tick crosses this label
    return left >= other.left - 2 && left <= other.right + 2  // this tick crosses that label
  }
}
