// The panel under a failing run's timeline: the frames around the violation, one lane per view (outer with
// maxOffsetY, each list with its top, the pager in pages with the current page), each lane on its own scale.
// On the shared scale above, a 0.67 pt drift next to a 197 pt maxOffsetY is under a pixel; here it fills a lane.
// Every frame column carries a hover title with all the values of that frame.

/// Sizes of the zoom panel.
enum ZoomPanel {
  static let before = 60
  static let after = 12
  static let titleHeight = 40.0
  static let laneHeight = 56.0
  static let laneGap = 12.0
  static let axisHeight = 34.0

  /// Lanes: the outer, every list the trace has, the pager.
  static func laneCount(trace: [TraceRow]) -> Int { 2 + (trace.map(\.listYs.count).max() ?? 0) }

  static func height(lanes: Int) -> Double {
    lanes == 0 ? 0 : titleHeight + Double(lanes) * (laneHeight + laneGap) + axisHeight
  }
}

extension TimelineCanvas {
  /// One lane's data: values per trace row, a dashed reference per row, and the view name writes are marked for.
  struct ZoomLane {
    var name: String
    var colour: String
    var values: [Double?]
    var reference: [Double?]
    var referenceName: String
    var view: String
  }

  func zoomLanes() -> [ZoomLane] {
    var lanes = [
      ZoomLane(
        name: "outer.y", colour: TimelinePalette.outer, values: trace.map(\.outerY), reference: trace.map(\.maxOffsetY),
        referenceName: "maxOffsetY", view: "outer")
    ]
    for index in 0..<(ZoomPanel.laneCount(trace: trace) - 2) {
      let values = trace.map { index < $0.listYs.count ? $0.listYs[index] : nil }
      let tops = trace.map { row -> Double? in
        guard index < row.listYs.count, row.listYs[index] != nil, index < row.page.lists.count else { return nil }
        return -row.page.lists[index].insetTop
      }
      lanes.append(
        ZoomLane(name: "list\(index).y", colour: TimelinePalette.list(index), values: values, reference: tops, referenceName: "top", view: "list\(index)"))
    }
    lanes.append(
      ZoomLane(
        name: "pager.x ÷ w", colour: TimelinePalette.pager,
        values: trace.map { $0.page.viewportWidth > 0 ? $0.pagerX / $0.page.viewportWidth : nil },
        reference: trace.map { Double($0.currentIndex) }, referenceName: "current page", view: "pager"))
    return lanes
  }

  mutating func drawZoomPanel() {
    guard let violation = verdict.violation, let last = trace.last, let first = trace.first else { return }
    let window = max(first.frame, violation.frame - ZoomPanel.before)...min(last.frame, violation.frame + ZoomPanel.after)
    let rows = trace.indices.filter { window.contains(trace[$0].frame) }
    let top = layout.height + ZoomPanel.titleHeight
    let lanes = zoomLanes()
    let bottom = top + Double(lanes.count) * (ZoomPanel.laneHeight + ZoomPanel.laneGap) - ZoomPanel.laneGap
    let zx = LinearScale(domain: (Double(window.lowerBound) - 0.5, Double(window.upperBound) + 0.5), range: (layout.plotLeft, layout.plotRight))
    svg.element(
      "line", [("x1", "0"), ("y1", svgNumber(layout.height + 4)), ("x2", svgNumber(layout.width)), ("y2", svgNumber(layout.height + 4)),
               ("stroke", "#cccccc")])
    svg.text(
      "Around the violation: frames \(window.lowerBound)–\(window.upperBound), each view on its own scale (◇ written by code; dashed: reference)",
      [("x", svgNumber(layout.plotLeft)), ("y", svgNumber(layout.height + 26)), ("font-size", "13"), ("font-weight", "bold"), ("fill", "#333333")])
    drawZoomBands(rows: rows, x: zx, top: top - 6, bottom: bottom)
    for (position, lane) in lanes.enumerated() {
      drawZoomLane(lane, rows: rows, x: zx, top: top + Double(position) * (ZoomPanel.laneHeight + ZoomPanel.laneGap), window: window)
    }
    let vx = zx(Double(violation.frame))
    svg.element(
      "line",
      [("x1", svgNumber(vx)), ("y1", svgNumber(top - 6)), ("x2", svgNumber(vx)), ("y2", svgNumber(bottom)), ("stroke", TimelinePalette.violation),
       ("stroke-width", "2")],
      title: "frame \(violation.frame): \(violation.invariant.code) \(violation.invariant.rawValue): \(violation.message)")
    for value in zx.ticks(count: 12, minimumStep: 1) where window.contains(Int(value)) {
      svg.text(
        labelNumber(value),
        [("x", svgNumber(zx(value))), ("y", svgNumber(bottom + 16)), ("font-size", "11"), ("text-anchor", "middle"), ("fill", "#555555")])
    }
    drawZoomHoverColumns(rows: rows, x: zx, top: top - 6, bottom: bottom)
  }

  /// Step bands behind the lanes, each with the whole step as hover text.
  mutating func drawZoomBands(rows: [Int], x: LinearScale, top: Double, bottom: Double) {
    var start = 0
    var band = 0
    while start < rows.count {
      var end = start
      while end + 1 < rows.count, trace[rows[end + 1]].stepIndex == trace[rows[start]].stepIndex { end += 1 }
      let left = x(Double(trace[rows[start]].frame) - 0.5), right = x(Double(trace[rows[end]].frame) + 0.5)
      svg.element(
        "rect",
        [("x", svgNumber(left)), ("y", svgNumber(top)), ("width", svgNumber(right - left)), ("height", svgNumber(bottom - top)),
         ("fill", band % 2 == 0 ? TimelinePalette.bandA : TimelinePalette.bandB)],
        title: bandTitle((trace[rows[start]].stepIndex, trace[rows[start]].frame), next: trace[rows[end]].frame + 1))
      band += 1
      start = end + 1
    }
  }

  mutating func drawZoomLane(_ lane: ZoomLane, rows: [Int], x: LinearScale, top: Double, window: ClosedRange<Int>) {
    let bottom = top + ZoomPanel.laneHeight
    let shown = rows.flatMap { [lane.values[$0], lane.reference[$0]] }.compactMap { $0 }.filter(\.isFinite)
    var lower = shown.min() ?? 0, upper = shown.max() ?? 1
    let dataLower = lower, dataUpper = upper
    if upper - lower < 1e-9 { (lower, upper) = (lower - 1, upper + 1) }
    let pad = (upper - lower) * 0.12
    let y = LinearScale(domain: (lower - pad, upper + pad), range: (bottom, top))
    svg.element(
      "rect", [("x", svgNumber(layout.plotLeft)), ("y", svgNumber(top)), ("width", svgNumber(layout.plotRight - layout.plotLeft)),
               ("height", svgNumber(ZoomPanel.laneHeight)), ("fill", "none"), ("stroke", "#cccccc")])
    svg.text(lane.name, [("x", svgNumber(layout.plotLeft - 6)), ("y", svgNumber(top + 13)), ("font-size", "11"), ("font-weight", "bold"),
                         ("text-anchor", "end"), ("fill", lane.colour)])
    let range = shown.isEmpty ? "not created" : "\(labelNumber(dataLower))…\(labelNumber(dataUpper))"
    svg.text(range, [("x", svgNumber(layout.plotLeft - 6)), ("y", svgNumber(top + 27)), ("font-size", "10"), ("text-anchor", "end"), ("fill", "#666666")])
    var reference = ""
    for index in rows {
      guard let value = lane.reference[index], value.isFinite else { continue }
      let frame = Double(trace[index].frame)
      let continues = index > 0 && rows.first != index && lane.reference[index - 1] != nil
      reference += "\(continues ? " L" : (reference.isEmpty ? "M" : " M"))\(svgNumber(x(frame - 0.5))) \(svgNumber(y(value))) H\(svgNumber(x(frame + 0.5)))"
    }
    if !reference.isEmpty {
      svg.element(
        "path", [("d", reference), ("fill", "none"), ("stroke", "#777777"), ("stroke-width", "1.2"), ("stroke-dasharray", "5 4")],
        title: lane.referenceName)
    }
    let series = Series(values: lane.values)
    var d = ""
    for segment in series.segments {
      let inWindow = segment.filter { window.contains(trace[$0.index].frame) }
      for (position, point) in inWindow.enumerated() {
        d += (position == 0 ? (d.isEmpty ? "M" : " M") : " L") + "\(svgNumber(x(Double(trace[point.index].frame)))) \(svgNumber(y(point.value)))"
      }
      for point in inWindow {
        svg.element("circle", [("cx", svgNumber(x(Double(trace[point.index].frame)))), ("cy", svgNumber(y(point.value))), ("r", "2"), ("fill", lane.colour)])
      }
    }
    if !d.isEmpty { svg.element("path", [("d", d), ("fill", "none"), ("stroke", lane.colour), ("stroke-width", "1.8")], title: lane.name) }
    drawWriteMarks(series, view: lane.view, x: x, y: y, frames: window)
  }

  /// A transparent column per frame whose hover title lists every value of that frame.
  mutating func drawZoomHoverColumns(rows: [Int], x: LinearScale, top: Double, bottom: Double) {
    for index in rows {
      let row = trace[index]
      var lines = ["frame \(row.frame)" + (row.stepLabel.isEmpty ? "" : ": \(row.stepLabel)")]
      lines.append("outer.y \(labelNumber(row.outerY))  maxOffsetY \(labelNumber(row.maxOffsetY))")
      for (list, y) in row.listYs.enumerated() { lines.append("list\(list).y \(y.map(labelNumber) ?? "not created")") }
      lines.append("page \(row.currentIndex)  pager.x \(labelNumber(row.pagerX))")
      if !row.moved.isEmpty { lines.append("moved \(row.moved)") }
      let frame = Double(row.frame)
      svg.element(
        "rect",
        [("x", svgNumber(x(frame - 0.5))), ("y", svgNumber(top)), ("width", svgNumber(x(frame + 0.5) - x(frame - 0.5))),
         ("height", svgNumber(bottom - top)), ("fill", "#ffffff"), ("fill-opacity", "0")],
        title: lines.joined(separator: "\n"))
    }
  }
}
