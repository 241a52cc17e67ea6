// The data layers of the timeline: offset lines, the maxOffsetY step line, the page strip,
// the names at the lines' ends, and the verdict marker.

// MARK: - Lines

extension TimelineCanvas {
  /// One named line: its colour, and where it ends (for the inline label).
  struct LineLabel {
    var text: String
    var colour: String
    var endX: Double
    var endY: Double
  }

  /// maxOffsetY first (under the others), then every list, then the outer on top; each named at its end.
  mutating func drawLines() {
    var labels: [LineLabel] = []
    if let last = trace.last {
      svg.element(
        "path",
        [("d", maxOffsetPath()), ("fill", "none"), ("stroke", TimelinePalette.maxOffset), ("stroke-width", "1.4"),
         ("stroke-dasharray", "7 4")])
      labels.append(LineLabel(text: "maxOffsetY \(labelNumber(last.maxOffsetY))", colour: TimelinePalette.maxOffset, endX: layout.plotRight, endY: y(last.maxOffsetY)))
    }
    for index in 0..<listCount {
      let series = Series(values: trace.map { index < $0.listYs.count ? $0.listYs[index] : nil })
      if let label = drawSeries(series, name: "list\(index)", colour: TimelinePalette.list(index), width: 1.8) { labels.append(label) }
    }
    if let label = drawSeries(Series(values: trace.map(\.outerY)), name: "outer", colour: TimelinePalette.outer, width: 2.4) {
      labels.append(label)
    }
    drawLabels(labels)
  }

  /// Draws `series` as one path (a `nil` breaks it) and returns its end label.
  mutating func drawSeries(_ series: Series, name: String, colour: String, width: Double) -> LineLabel? {
    let segments = series.segments
    guard let end = segments.last?.last else { return nil }
    let plotWidth = layout.plotRight - layout.plotLeft
    // About two points per pixel column keep the shape; thinning keeps each bucket's extremes.
    let bucket = max(1, Int((Double(series.values.count) / (plotWidth / 2)).rounded(.up)))
    var d = ""
    for segment in segments {
      for (position, point) in Series.thinned(segment, bucketSize: bucket).enumerated() {
        d += (position == 0 ? (d.isEmpty ? "M" : " M") : " L") + "\(svgNumber(x(Double(trace[point.index].frame)))) \(svgNumber(y(point.value)))"
      }
    }
    svg.element(
      "path", [("d", d), ("fill", "none"), ("stroke", colour), ("stroke-width", svgNumber(width)), ("stroke-linejoin", "round")],
      title: "\(name).contentOffset.y per frame")
    // Dots show each frame of a short run (a shrunk failure is often a handful of frames), and a line made of a
    // single frame, which a path would not draw at all.
    let everyFrame = trace.count <= 80
    for segment in segments where everyFrame || segment.count == 1 {
      for point in segment {
        svg.element(
          "circle", [("cx", svgNumber(x(Double(trace[point.index].frame)))), ("cy", svgNumber(y(point.value))), ("r", svgNumber(width + 0.6)), ("fill", colour)])
      }
    }
    drawWriteMarks(series, view: name, x: x, y: y)
    return LineLabel(
      text: "\(name) \(labelNumber(end.value))", colour: colour, endX: x(Double(trace[end.index].frame)), endY: y(end.value))
  }

  /// maxOffsetY as a step line: it only changes at reloads, resizes and safe-area changes.
  func maxOffsetPath() -> String {
    guard let first = trace.first else { return "" }
    var d = "M\(svgNumber(x(Double(first.frame)))) \(svgNumber(y(first.maxOffsetY)))"
    var current = first.maxOffsetY
    for row in trace.dropFirst() where row.maxOffsetY != current {
      d += " H\(svgNumber(x(Double(row.frame)))) V\(svgNumber(y(row.maxOffsetY)))"
      current = row.maxOffsetY
    }
    return d + " H\(svgNumber(x(Double(trace[trace.count - 1].frame))))"
  }

  /// Names in the right margin at their lines' heights, pushed apart where they would overlap, with a leader line.
  mutating func drawLabels(_ labels: [LineLabel]) {
    let spacing = 14.0
    let sorted = labels.sorted { ($0.endY, $0.text) < ($1.endY, $1.text) }
    var baselines = sorted.map { $0.endY + 4 }
    for index in baselines.indices.dropFirst() { baselines[index] = max(baselines[index], baselines[index - 1] + spacing) }
    let bottom = layout.plotBottom + 4
    if let last = baselines.last, last > bottom {
      baselines[baselines.count - 1] = bottom
      for index in baselines.indices.dropLast().reversed() { baselines[index] = min(baselines[index], baselines[index + 1] - spacing) }
    }
    let textX = layout.plotRight + 14
    for (label, baseline) in zip(sorted, baselines) {
      svg.element(
        "polyline",
        [("points", "\(svgNumber(label.endX)),\(svgNumber(label.endY)) \(svgNumber(layout.plotRight + 4)),\(svgNumber(baseline - 4)) \(svgNumber(textX - 2)),\(svgNumber(baseline - 4))"),
         ("fill", "none"), ("stroke", label.colour), ("stroke-width", "0.8"), ("stroke-opacity", "0.7")])
      svg.text(label.text, [("x", svgNumber(textX)), ("y", svgNumber(baseline)), ("font-size", "12"), ("font-weight", "bold"), ("fill", label.colour)])
    }
  }

  // MARK: - Page strip

  /// The current page under the plot, one tinted run per page, in the colour of that page's list.
  mutating func drawPageStrip() {
    svg.text(
      "page", [("x", svgNumber(layout.plotLeft - 6)), ("y", svgNumber(layout.pageStripTop + 11)), ("font-size", "11"), ("text-anchor", "end"), ("fill", "#555555")])
    var runs: [(page: Int, firstFrame: Int)] = []
    for row in trace where runs.last.map({ $0.page != row.currentIndex }) ?? true { runs.append((row.currentIndex, row.frame)) }
    for (position, run) in runs.enumerated() {
      let left = x(Double(run.firstFrame))
      let right = position + 1 < runs.count ? x(Double(runs[position + 1].firstFrame)) : layout.plotRight
      svg.element(
        "rect",
        [("x", svgNumber(left)), ("y", svgNumber(layout.pageStripTop)), ("width", svgNumber(max(right - left, 0.5))),
         ("height", svgNumber(layout.pageStripHeight)), ("fill", TimelinePalette.list(run.page)), ("fill-opacity", "0.35")],
        title: "current page \(run.page)")
      let label = "page \(run.page)"
      if right - left >= layout.textWidth(label, size: 10) + 6 {
        svg.text(label, [("x", svgNumber(left + 3)), ("y", svgNumber(layout.pageStripTop + 10.5)), ("font-size", "10"), ("fill", "#222222")])
      }
    }
    drawPagerPosition()
  }

  /// The pager's position through the strip, from page 0 at its bottom to the last page at its top: a run that
  /// rests between pages (the current index lagging the pager) shows as a line between the two.
  mutating func drawPagerPosition() {
    let pages = Double(max(listCount - 1, 1))
    let strip = LinearScale(domain: (0, pages), range: (layout.pageStripTop + layout.pageStripHeight - 1.5, layout.pageStripTop + 1.5))
    let series = Series(values: trace.map { row in row.page.viewportWidth > 0 ? row.pagerX / row.page.viewportWidth : nil })
    var d = ""
    let bucket = max(1, Int((Double(series.values.count) / ((layout.plotRight - layout.plotLeft) / 2)).rounded(.up)))
    for segment in series.segments {
      for (position, point) in Series.thinned(segment, bucketSize: bucket).enumerated() {
        d += (position == 0 ? (d.isEmpty ? "M" : " M") : " L") + "\(svgNumber(x(Double(trace[point.index].frame)))) \(svgNumber(strip(point.value)))"
      }
    }
    guard !d.isEmpty else { return }
    svg.element(
      "path", [("d", d), ("fill", "none"), ("stroke", TimelinePalette.pager), ("stroke-width", "1.5")],
      title: "pager position in pages (contentOffset.x ÷ width)")
  }

  // MARK: - Writes

  /// A hollow diamond wherever code wrote the view's offset (the trace's `~`), so a coordinator's write stands apart
  /// from the finger, momentum, bounce or animation moving it. At most one per pixel column in long runs.
  mutating func drawWriteMarks(_ series: Series, view: String, x: LinearScale, y: LinearScale, frames: ClosedRange<Int>? = nil) {
    var lastColumn = -Double.infinity
    for (index, row) in trace.enumerated() where frames?.contains(row.frame) ?? true {
      guard let value = series.values[index], value.isFinite,
        let motion = row.motions.first(where: { $0.view == view }), !motion.driven
      else { continue }
      let px = x(Double(row.frame)), py = y(value)
      guard px - lastColumn >= 1 else { continue }
      lastColumn = px
      svg.element(
        "path",
        [("d", "M\(svgNumber(px)) \(svgNumber(py - 5)) l5 5 l-5 5 l-5 -5 Z"), ("fill", "#ffffff"), ("stroke", TimelinePalette.write),
         ("stroke-width", "1.6")],
        title: "frame \(row.frame): \(view) written by code, \(labelNumber(motion.delta)) pt (to \(labelNumber(value)))")
    }
  }

  // MARK: - Verdict

  /// A failing run: a red vertical line at the violating frame, labelled with the invariant. A passing one: a green note.
  mutating func drawVerdictMarker() {
    guard let violation = verdict.violation else {
      svg.text(
        "all invariants held",
        [("x", svgNumber(layout.plotRight - 8)), ("y", svgNumber(layout.plotTop + 20)), ("font-size", "14"), ("font-weight", "bold"),
         ("text-anchor", "end"), ("fill", TimelinePalette.pass)])
      return
    }
    let px = min(max(x(Double(violation.frame)), layout.plotLeft), layout.plotRight)
    svg.element(
      "line",
      [("x1", svgNumber(px)), ("y1", svgNumber(layout.plotTop)), ("x2", svgNumber(px)), ("y2", svgNumber(layout.pageStripTop + layout.pageStripHeight)),
       ("stroke", TimelinePalette.violation), ("stroke-width", "2")],
      title: "frame \(violation.frame): \(violation.message)")
    let label = "\(violation.invariant.code) \(violation.invariant.rawValue) at frame \(violation.frame)"
    let leftward = px + 6 + layout.textWidth(label, size: 13) > layout.plotRight
    // A white halo (stroke painted under the fill) keeps the label readable over lines and bands.
    svg.text(
      label,
      [("x", svgNumber(leftward ? px - 6 : px + 6)), ("y", svgNumber(layout.plotTop + 20)), ("font-size", "13"), ("font-weight", "bold"),
       ("text-anchor", leftward ? "end" : "start"), ("fill", TimelinePalette.violation), ("stroke", "#ffffff"), ("stroke-width", "4"),
       ("stroke-linejoin", "round"), ("paint-order", "stroke")])
  }
}
