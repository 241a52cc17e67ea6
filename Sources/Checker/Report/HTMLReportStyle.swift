// The HTML report's stylesheet: system fonts, no external resources, readable when printed.

enum HTMLReportStyle {
  static let css = #"""
    :root { --fail: #d62728; --pass: #1a7f37; --write: #e07b00; --muted: #666; --band-a: #f1f3f6; --band-b: #fff;
      --outer: #222; --header: #f3d9a4; --pin: #9ecae1; --cell: #fafafa; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #111; background: #fff; }
    .report-head { padding: 14px 20px 6px; border-bottom: 1px solid #ddd; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 15px; margin: 0 8px 6px 0; display: inline-block; }
    .description { margin: 0; color: #444; }
    .verdict { margin: 6px 0 4px; font-weight: 600; }
    .verdict.fail { color: var(--fail); }
    .verdict.pass { color: var(--pass); }
    main { padding: 10px 20px 30px; }
    .stage { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
    .schematic-box { margin: 0; }
    #schematic { height: 560px; display: block; background: #fcfcfc; border: 1px solid #e4e4e4; }
    figcaption { font-size: 12px; color: var(--muted); max-width: 640px; }
    .side { flex: 1; min-width: 360px; }
    .controls { display: flex; gap: 4px; flex-wrap: wrap; align-items: center; }
    .controls button, .timeline-bar button { font-size: 14px; padding: 3px 9px; border: 1px solid #bbb; background: #f7f7f7;
      border-radius: 4px; cursor: pointer; }
    .controls button:hover, .timeline-bar button:hover { background: #ececec; }
    .controls label { margin-left: 8px; font-size: 13px; }
    #scrubber { width: 100%; margin: 10px 0 4px; }
    .frame-title { font-weight: 600; margin: 4px 0; min-height: 2.8em; }
    .frame-title .bad { color: var(--fail); }
    table.values { border-collapse: collapse; font: 13px/1.35 ui-monospace, Menlo, Consolas, monospace; }
    table.values td { padding: 1px 10px 1px 0; vertical-align: top; }
    table.values td:first-child { color: var(--muted); white-space: nowrap; }
    .write { color: var(--write); font-weight: 600; }
    .write-key { color: var(--write); font-weight: 700; }
    .muted { color: var(--muted); font-size: 12px; }
    .timeline-box { margin-top: 18px; position: relative; }
    .timeline-bar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .legend { font-size: 12px; color: var(--muted); margin: 4px 0 6px; max-width: 1100px; }
    #timeline { display: block; width: 100%; max-width: 1400px; border: 1px solid #e4e4e4; cursor: crosshair; }
    .tooltip { position: absolute; pointer-events: none; background: rgba(255,255,255,0.96); border: 1px solid #999;
      border-radius: 4px; padding: 5px 8px; font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; white-space: pre;
      box-shadow: 0 2px 6px rgba(0,0,0,0.15); z-index: 2; }
    .lower { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1fr); gap: 24px; margin-top: 20px; }
    ol.steps { margin: 0; padding-left: 0; list-style: none; font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace; }
    ol.steps li button { all: unset; cursor: pointer; display: block; width: 100%; padding: 1px 6px; border-radius: 3px; }
    ol.steps li button:hover { background: #eef3fb; }
    ol.steps li.current button { background: #dde8f8; }
    ol.steps li.violating button { color: var(--fail); font-weight: 700; }
    ol.steps li.unreached button { color: #aaa; }
    ol.steps .frames { color: var(--muted); float: right; }
    pre.json { max-height: 420px; overflow: auto; background: #f7f7f7; padding: 8px; font-size: 12px; border: 1px solid #e4e4e4; }
    #geometry, #geometry-initial, #geometry-frames { font-size: 11px; white-space: pre-wrap; max-height: 200px; overflow: auto; }
    svg text { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
    @media print { .controls, .timeline-bar button, #scrubber { display: none; } }
    """#
}
