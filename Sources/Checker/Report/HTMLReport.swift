// `nestedcheck replay FILE --html OUT.html`: the failure as something to watch. One self-contained file
// (inline CSS and script, no network, nothing to install) with a to-scale schematic of the page at the
// selected frame, play / pause / step / scrub controls, per-view timeline lanes linked to the scrubber,
// the step list and the scenario JSON.
//
// The Swift side only assembles data (HTMLReport+Data.swift) and the page skeleton; drawing happens in the
// browser (HTMLReportScript*.swift), from the recorded trace, so the file is small and works offline.

import Foundation

/// Renders a recorded run (`RunOptions(recordTrace: true)`) as an interactive HTML report.
public enum HTMLReport {
  /// The page for `result` of playing `scenario` with `coordinator`; `source` names the scenario (its file name).
  public static func render(scenario: Scenario, coordinator: String, result: RunResult, source: String) -> String {
    let data = HTMLReportData(scenario: scenario, coordinator: coordinator, result: result, source: source).json.text
    let title = "\(coordinator) · \(source)"
    let verdictLine = HTMLReportData.verdictLine(result.verdict, steps: scenario.steps.count, frames: result.trace.count)
    let scenarioJSON = String(decoding: scenario.encoded(), as: UTF8.self)
    let e = HTMLText.escape
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(title))</title>
      <style>
      \(HTMLReportStyle.css)
      </style>
      </head>
      <body>
      <header class="report-head">
        <h1>\(e(title))</h1>
        <p class="description">\(e(scenario.description ?? ""))</p>
        <p class="verdict \(result.verdict.passed ? "pass" : "fail")" id="verdict">\(e(verdictLine))</p>
      </header>
      <main>
        <section class="stage">
          <figure class="schematic-box">
            <svg id="schematic" role="img" aria-label="the page at the selected frame, to scale"></svg>
            <figcaption id="schematic-caption"></figcaption>
          </figure>
          <div class="side">
            <div class="controls" role="toolbar" aria-label="playback">
              <button id="first" title="first frame (Home)">|◀</button>
              <button id="prev-step" title="start of the step (Shift+←)">◀ step</button>
              <button id="prev" title="previous frame (←)">◀</button>
              <button id="play" title="play / pause (Space)">play</button>
              <button id="next" title="next frame (→)">▶</button>
              <button id="next-step" title="next step (Shift+→)">step ▶</button>
              <button id="last" title="last frame (End)">▶|</button>
              <label>speed <select id="speed">
                <option value="1">1× (real time)</option>
                <option value="0.25" selected>¼×</option>
                <option value="0.1">⅒×</option>
                <option value="0.02">1/50×</option>
              </select></label>
            </div>
            <input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="frame">
            <div id="frame-title" class="frame-title"></div>
            <table id="frame-values" class="values"></table>
          </div>
        </section>
        <section class="timeline-box">
          <div class="timeline-bar">
            <h2>Timeline</h2>
            <button id="zoom-violation">around the violation</button>
            <button id="zoom-all">whole run</button>
            <button id="zoom-in" title="zoom in around the selected frame">zoom in</button>
            <button id="zoom-out" title="zoom out">zoom out</button>
            <span id="zoom-label" class="muted"></span>
          </div>
          <p class="legend">Each view has its own lane, scaled to the frames shown (so a drift of a fraction of a point is
          visible). Line and dots: motion its own drivers explain (finger, momentum, bounce, animation);
          <span class="write-key">◇</span> a change written by code (coordinator or page layout). Dashed:
          <code>maxOffsetY</code>. Bands: steps (hover for the full step). Click to select a frame.</p>
          <svg id="timeline" role="img" aria-label="offsets per frame"></svg>
          <div id="tooltip" class="tooltip" hidden></div>
        </section>
        <section class="lower">
          <div>
            <h2>Steps</h2>
            <ol id="step-list" class="steps" start="0"></ol>
          </div>
          <div>
            <h2>Scenario</h2>
            <pre class="json">\(e(scenarioJSON))</pre>
            <details>
              <summary>Drawn geometry (points, read back from the schematic)</summary>
              <pre id="geometry"></pre>
              <pre id="geometry-initial"></pre>
              <pre id="geometry-frames"></pre>
            </details>
            <pre id="report-errors" hidden></pre>
          </div>
        </section>
      </main>
      <script type="application/json" id="report-data">\(data)</script>
      <script>
      \(HTMLReportScript.source)
      </script>
      </body>
      </html>

      """
  }
}
