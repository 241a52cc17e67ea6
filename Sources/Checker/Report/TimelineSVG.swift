// `nestedcheck replay FILE --svg OUT.svg`: one picture of a run, for a bug report or a review.
//
// x is the frame, y the offset in points with larger offsets drawn higher (the outer's line climbs as
// the header scrolls away and flattens at the dashed maxOffsetY). Behind the lines, alternating bands
// show the steps, labelled at the top; the current page is a strip under the plot; a failing run ends
// at a red line naming the invariant and frame. Each line is named at its right end, so no legend hunt.
// Changes written by code are marked apart from driven motion, the pager's position runs through the page
// strip, bands and lines carry hover titles, and a failing run gets a panel below with the frames around the
// violation, one lane per view on its own scale (TimelineSVG+Zoom.swift), so a 0.67 pt drift is visible.

import ScrollSim

/// Renders a recorded run (`RunOptions(recordTrace: true)`) as a standalone SVG timeline.
public enum TimelineSVG {
  /// Renders `result` of playing `scenario` with `coordinator`; `source` names the scenario (usually its file name).
  public static func render(scenario: Scenario, coordinator: String, result: RunResult, source: String) -> String {
    var canvas = TimelineCanvas(
      scenario: scenario, coordinator: coordinator, trace: result.trace, verdict: result.verdict, source: source)
    return canvas.draw()
  }
}

// MARK: - Layout

/// Fixed regions of the 1200 × 600 picture; everything else scales to the data.
struct TimelineLayout {
  let width = 1200.0
  let height = 600.0
  let plotLeft = 64.0
  let plotRight = 1000.0
  let plotTop = 140.0
  let plotBottom = 500.0
  /// Baselines of the staggered step-label rows above the plot.
  let stepLabelRows: [Double] = [106, 119, 132]
  let pageStripTop = 508.0
  let pageStripHeight = 14.0
  /// Approximate advance of one character per point of font size (Helvetica-like), for fitting labels.
  let charWidth = 0.56

  func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * charWidth }
}

/// Colours: the outer is near-black, lists take distinct hues; red is kept for the violation only.
enum TimelinePalette {
  static let outer = "#222222"
  static let lists = ["#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22"]
  static let maxOffset = "#555555"
  static let violation = "#d62728"
  static let pass = "#1a7f37"
  static let grid = "#e3e3e3"
  static let bandA = "#f1f3f6"
  static let bandB = "#ffffff"
  static let write = "#e07b00"
  static let pager = "#6a3d9a"

  static func list(_ index: Int) -> String { lists[index % lists.count] }
}

// MARK: - Canvas

/// One rendering: the scales derived from the trace and the document being filled.
struct TimelineCanvas {
  let scenario: Scenario
  let coordinator: String
  let trace: [TraceRow]
  let verdict: Verdict
  let source: String
  let layout = TimelineLayout()
  let x: LinearScale
  let y: LinearScale
  let listCount: Int
  var svg: SVGDocument

  init(scenario: Scenario, coordinator: String, trace: [TraceRow], verdict: Verdict, source: String) {
    self.scenario = scenario
    self.coordinator = coordinator
    self.trace = trace
    self.verdict = verdict
    self.source = source
    let zoomLanes = verdict.violation == nil ? 0 : ZoomPanel.laneCount(trace: trace)
    svg = SVGDocument(width: layout.width, height: layout.height + ZoomPanel.height(lanes: zoomLanes))
    listCount = trace.map(\.listYs.count).max() ?? 0
    let first = Double(trace.first?.frame ?? 0)
    let last = Double(trace.last?.frame ?? 0)
    x = LinearScale(domain: (first, max(last, first + 1)), range: (layout.plotLeft, layout.plotRight))
    var values: [Double] = [0]
    for row in trace {
      values.append(row.outerY)
      values.append(row.maxOffsetY)
      for case let list? in row.listYs { values.append(list) }
    }
    y = LinearScale(domain: paddedBounds(values), range: (layout.plotBottom, layout.plotTop))
  }

  mutating func draw() -> String {
    svg.element("rect", [("x", "0"), ("y", "0"), ("width", svgNumber(svg.width)), ("height", svgNumber(svg.height)), ("fill", "#ffffff")])
    drawHeader()
    drawStepBands()
    drawAxes()
    drawPageStrip()
    drawLines()
    drawVerdictMarker()
    drawZoomPanel()
    return svg.rendered()
  }

  // MARK: Header

  /// Title (coordinator and scenario), the description wrapped to two lines, and the verdict in one line.
  mutating func drawHeader() {
    svg.text(
      "\(coordinator) · \(source)",
      [("x", svgNumber(layout.plotLeft)), ("y", "28"), ("font-size", "19"), ("font-weight", "bold"), ("fill", "#111111")])
    let lineChars = Int((layout.width - 2 * layout.plotLeft) / layout.textWidth("x", size: 12.5))
    for (index, line) in wrap(scenario.description ?? "", width: lineChars, lines: 2).enumerated() {
      svg.text(line, [("x", svgNumber(layout.plotLeft)), ("y", svgNumber(48 + 16 * Double(index))), ("font-size", "12.5"), ("fill", "#444444")])
    }
    let verdictLine: String
    let colour: String
    if let violation = verdict.violation {
      let step = violation.stepIndex.map { "step \($0)" } ?? "settling"
      verdictLine = "FAIL \(violation.invariant.code) \(violation.invariant.rawValue) at frame \(violation.frame) (\(step)): \(violation.message)"
      colour = TimelinePalette.violation
    } else {
      verdictLine = "PASS: all invariants held over \(scenario.steps.count) steps, \(trace.count) frames"
      colour = TimelinePalette.pass
    }
    svg.text(
      wrap(verdictLine, width: lineChars, lines: 1).first ?? "",
      [("x", svgNumber(layout.plotLeft)), ("y", "86"), ("font-size", "12.5"), ("font-weight", "bold"), ("fill", colour)])
  }

  // MARK: Axes

  /// Horizontal grid lines with offset labels, frame ticks under the page strip, and both axis titles.
  mutating func drawAxes() {
    for value in y.ticks(count: 7) {
      let py = y(value)
      svg.element(
        "line",
        [("x1", svgNumber(layout.plotLeft)), ("y1", svgNumber(py)), ("x2", svgNumber(layout.plotRight)), ("y2", svgNumber(py)),
         ("stroke", value == 0 ? "#9a9a9a" : TimelinePalette.grid), ("stroke-width", value == 0 ? "1" : "0.8")])
      svg.text(
        labelNumber(value),
        [("x", svgNumber(layout.plotLeft - 6)), ("y", svgNumber(py + 4)), ("font-size", "11"), ("text-anchor", "end"), ("fill", "#555555")])
    }
    let axisY = layout.pageStripTop + layout.pageStripHeight
    for value in x.ticks(count: 10, minimumStep: 1) {
      let px = x(value)
      svg.element(
        "line", [("x1", svgNumber(px)), ("y1", svgNumber(axisY)), ("x2", svgNumber(px)), ("y2", svgNumber(axisY + 5)), ("stroke", "#555555")])
      svg.text(
        labelNumber(value),
        [("x", svgNumber(px)), ("y", svgNumber(axisY + 18)), ("font-size", "11"), ("text-anchor", "middle"), ("fill", "#555555")])
    }
    svg.element(
      "rect",
      [("x", svgNumber(layout.plotLeft)), ("y", svgNumber(layout.plotTop)), ("width", svgNumber(layout.plotRight - layout.plotLeft)),
       ("height", svgNumber(layout.plotBottom - layout.plotTop)), ("fill", "none"), ("stroke", "#9a9a9a"), ("stroke-width", "1")])
    svg.text(
      "frame (\(scenario.world.knobs.frameRate) per second)",
      [("x", svgNumber((layout.plotLeft + layout.plotRight) / 2)), ("y", svgNumber(axisY + 36)), ("font-size", "12"),
       ("text-anchor", "middle"), ("fill", "#333333")])
    let midY = (layout.plotTop + layout.plotBottom) / 2
    svg.text(
      "contentOffset.y (pt), larger = scrolled further ↑",
      [("x", "16"), ("y", svgNumber(midY)), ("font-size", "12"), ("text-anchor", "middle"), ("fill", "#333333"),
       ("transform", "rotate(-90 16 \(svgNumber(midY)))")])
  }
}

// MARK: - Text fitting

/// Greedy word wrap to `width` characters, at most `lines` lines; the last line ends in "…" when text is cut.
func wrap(_ text: String, width: Int, lines maxLines: Int) -> [String] {
  guard width > 1, maxLines > 0 else { return [] }
  var lines: [String] = []
  var current = ""
  var words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)[...]
  while let word = words.first {
    let candidate = current.isEmpty ? word : current + " " + word
    if candidate.count <= width {
      current = candidate
      words = words.dropFirst()
    } else if current.isEmpty {
      current = String(word.prefix(width))  // one word longer than a line: cut it
      words = words.dropFirst()
    } else {
      lines.append(current)
      current = ""
      if lines.count == maxLines { break }
    }
  }
  if !current.isEmpty && lines.count < maxLines { lines.append(current) }
  if !words.isEmpty, let last = lines.last {
    lines[lines.count - 1] = String(last.prefix(width - 1)) + "…"
  }
  return lines
}
