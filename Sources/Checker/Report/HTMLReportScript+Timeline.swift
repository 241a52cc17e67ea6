// The timeline: one lane per view (outer with maxOffsetY, each list with its top, the pager in pages with the
// current page), each lane scaled to the frames shown, so a fraction of a point is visible next to a 200 pt move.
// Steps are bands with hover text, writes by code are marked apart from driven motion, the violation is a red
// line with its message. Zoomed by default to the frames around the violation; hover shows every value.

extension HTMLReportScript {
  static let timeline = #"""
      // MARK: the timeline: one lane per view, each scaled to the frames shown

      var timeline = document.getElementById('timeline');
      var tooltip = document.getElementById('tooltip');
      var LANE = { left: 110, right: 18, top: 52, height: 66, gap: 12, axis: 30 };

      var lanes = [{ key: 'outer', label: 'outer.y', colour: '#222222', value: function (row) { return row.o; },
        reference: function (row) { return row.m; }, referenceLabel: 'maxOffsetY' }];
      for (var li = 0; li < listCount; li++) {
        (function (i) {
          lanes.push({ key: 'list' + i, label: 'list' + i + '.y', colour: LIST_COLOURS[i % LIST_COLOURS.length],
            value: function (row) { var v = row.l[i]; return v === undefined ? null : v; },
            reference: function (row) { return row.l[i] === null || row.l[i] === undefined ? null : listTop(row, i); },
            referenceLabel: 'top' });
        })(li);
      }
      lanes.push({ key: 'pager', label: 'pager (pages)', colour: '#6a3d9a',
        value: function (row) { return row.p / pageOf(row).viewportWidth; }, reference: function (row) { return row.c; },
        referenceLabel: 'current page', motionScale: function (row) { return 1 / pageOf(row).viewportWidth; } });

      function aroundViolation() {
        if (violationIndex === null) return [0, frames.length - 1];
        return [Math.max(0, violationIndex - 60), Math.min(frames.length - 1, violationIndex + 12)];
      }

      function niceStep(span, count) {
        if (!(span > 0)) return 1;
        var raw = span / count, magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        var factors = [1, 2, 5, 10];
        for (var k = 0; k < factors.length; k++) if (magnitude * factors[k] >= raw) return magnitude * factors[k];
        return magnitude * 10;
      }

      var geometryX = null;
      function drawTimeline() {
        var a = state.window[0], b = state.window[1];
        var width = Math.max(timeline.clientWidth || 1100, 600);
        var height = LANE.top + lanes.length * (LANE.height + LANE.gap) + LANE.axis;
        timeline.textContent = '';
        timeline.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
        timeline.setAttribute('height', height);
        var plotRight = width - LANE.right;
        var column = (plotRight - LANE.left) / (b - a + 1);
        function x(index) { return LANE.left + (index - a + 0.5) * column; }
        geometryX = { a: a, b: b, column: column, left: LANE.left, right: plotRight };
        var lanesBottom = LANE.top + lanes.length * (LANE.height + LANE.gap) - LANE.gap;

        // Steps as bands across every lane, each with its full description as hover text.
        var bandStart = a, band = 0;
        for (var i = a; i <= b + 1; i++) {
          if (i <= b && frames[i].s === frames[bandStart].s) continue;
          var step = stepOf(frames[bandStart]);
          var left = x(bandStart) - column / 2, right = x(i - 1) + column / 2;
          var rect = el('rect', { class: 'band', x: left, y: LANE.top - 22, width: right - left, height: lanesBottom - LANE.top + 22,
            fill: band % 2 ? '#ffffff' : '#f1f3f6' }, timeline);
          var title = step ? 'step ' + step.index + ': ' + step.label : 'settling after the last step';
          el('title', {}, rect, title + ' (frames ' + frames[bandStart].f + '–' + frames[i - 1].f + ')');
          var label = step ? step.index + ' ' + step.kind : 'settle';
          if (right - left > label.length * 6.2 + 6) {
            el('text', { x: left + 3, y: LANE.top - 8, 'font-size': 11, fill: '#333333', 'pointer-events': 'none' }, timeline, label);
          } else if (right - left > 9) {
            el('text', { x: left + 2, y: LANE.top - 8, 'font-size': 11, fill: '#333333', 'pointer-events': 'none' }, timeline,
              step ? String(step.index) : '');
          }
          band += 1;
          bandStart = i;
        }

        lanes.forEach(function (lane, position) {
          var top = LANE.top + position * (LANE.height + LANE.gap), bottom = top + LANE.height;
          var lo = Infinity, hi = -Infinity;
          for (var k = a; k <= b; k++) {
            [lane.value(frames[k]), lane.reference(frames[k])].forEach(function (v) {
              if (v !== null && isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
            });
          }
          var seen = lo !== Infinity, dataLo = lo, dataHi = hi;
          if (!seen) { lo = 0; hi = 1; }
          if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
          var pad = (hi - lo) * 0.12;
          lo -= pad; hi += pad;
          function y(v) { return bottom - (v - lo) / (hi - lo) * LANE.height; }
          el('rect', { x: LANE.left, y: top, width: plotRight - LANE.left, height: LANE.height, fill: 'none', stroke: '#d0d0d0' }, timeline);
          var isInvolved = involved.indexOf(lane.key) >= 0;
          el('text', { x: LANE.left - 8, y: top + 14, 'text-anchor': 'end', 'font-size': 12, 'font-weight': 700,
            fill: isInvolved ? '#d62728' : lane.colour }, timeline, lane.label);
          el('text', { x: LANE.left - 8, y: top + 28, 'text-anchor': 'end', 'font-size': 10, fill: '#666666' }, timeline,
            seen ? 'max ' + num(dataHi) : 'not created');
          if (seen) el('text', { x: LANE.left - 8, y: bottom - 2, 'text-anchor': 'end', 'font-size': 10, fill: '#666666' }, timeline, 'min ' + num(dataLo));
          // The reference (maxOffsetY, the list's top, the current page) as a dashed step line.
          var ref = '', value = '';
          for (var k2 = a; k2 <= b; k2++) {
            var r = lane.reference(frames[k2]);
            if (r === null || !isFinite(r)) continue;
            ref += (ref === '' || lane.reference(frames[k2 - 1] || frames[k2]) === null ? 'M' : 'L') + (x(k2) - column / 2) + ' ' + y(r) + ' H' + (x(k2) + column / 2) + ' ';
          }
          if (ref) el('path', { d: ref, fill: 'none', stroke: '#777777', 'stroke-dasharray': '5 4', 'stroke-width': 1.2 }, timeline);
          for (var k3 = a; k3 <= b; k3++) {
            var v = lane.value(frames[k3]);
            if (v === null || !isFinite(v)) continue;
            var previous = k3 > a ? lane.value(frames[k3 - 1]) : null;
            value += (previous === null || !isFinite(previous) || k3 === a ? 'M' : 'L') + x(k3) + ' ' + y(v) + ' ';
          }
          if (value) el('path', { class: 'lane-line', 'data-lane': lane.key, d: value, fill: 'none', stroke: lane.colour, 'stroke-width': 2 }, timeline);
          var dots = b - a <= 160;
          for (var k4 = a; k4 <= b; k4++) {
            var v4 = lane.value(frames[k4]);
            if (v4 === null || !isFinite(v4)) continue;
            var motion = motionOf(frames[k4], lane.key);
            if (motion && !motion[2]) {
              var cx = x(k4), cy = y(v4), s = 6;
              el('path', { class: 'write-mark', d: 'M' + cx + ' ' + (cy - s) + ' L' + (cx + s) + ' ' + cy + ' L' + cx + ' ' + (cy + s) + ' L' + (cx - s) + ' ' + cy + ' Z',
                fill: '#ffffff', stroke: '#e07b00', 'stroke-width': 2 }, timeline);
            } else if (dots) {
              el('circle', { cx: x(k4), cy: y(v4), r: 2.2, fill: lane.colour }, timeline);
            }
          }
        });

        if (violationIndex !== null && violationIndex >= a && violationIndex <= b) {
          var vx = x(violationIndex);
          el('line', { id: 'timeline-violation', x1: vx, y1: 14, x2: vx, y2: lanesBottom, stroke: '#d62728', 'stroke-width': 2 }, timeline);
          var text = violation.code + ' ' + violation.invariant + ' at frame ' + violation.frame + ': ' + violation.message;
          var anchorEnd = vx > width / 2;
          var label = el('text', { x: anchorEnd ? vx - 6 : vx + 6, y: 14, 'text-anchor': anchorEnd ? 'end' : 'start', 'font-size': 12,
            'font-weight': 700, fill: '#d62728' }, timeline, text.length > 150 ? text.slice(0, 149) + '…' : text);
          el('title', {}, label, text);
        }
        var tickStep = Math.max(1, niceStep(b - a + 1, Math.max(2, Math.floor((plotRight - LANE.left) / 80))));
        for (var f = Math.ceil(frames[a].f / tickStep) * tickStep; f <= frames[b].f; f += tickStep) {
          var tx = x(indexOfFrame(f));
          el('line', { x1: tx, y1: lanesBottom, x2: tx, y2: lanesBottom + 5, stroke: '#555555' }, timeline);
          el('text', { x: tx, y: lanesBottom + 18, 'text-anchor': 'middle', 'font-size': 11, fill: '#555555' }, timeline, String(f));
        }
        el('text', { x: LANE.left - 8, y: lanesBottom + 18, 'text-anchor': 'end', 'font-size': 11, fill: '#555555' }, timeline, 'frame');
        el('line', { id: 'cursor', x1: 0, y1: LANE.top - 22, x2: 0, y2: lanesBottom, stroke: '#1f5fbf', 'stroke-width': 2,
          'stroke-opacity': 0.75, 'pointer-events': 'none' }, timeline);
        document.getElementById('zoom-label').textContent = 'frames ' + frames[a].f + '–' + frames[b].f + ' of ' +
          frames[0].f + '–' + frames[frames.length - 1].f;
        moveCursor(state.index);
      }

      function moveCursor(index) {
        var cursor = document.getElementById('cursor');
        if (!cursor || !geometryX) return;
        var visible = index >= geometryX.a && index <= geometryX.b;
        var cx = geometryX.left + (index - geometryX.a + 0.5) * geometryX.column;
        cursor.setAttribute('x1', cx);
        cursor.setAttribute('x2', cx);
        cursor.setAttribute('visibility', visible ? 'visible' : 'hidden');
      }

      function setWindow(a, b) {
        a = Math.max(0, Math.min(frames.length - 1, Math.round(a)));
        b = Math.max(a, Math.min(frames.length - 1, Math.round(b)));
        state.window = [a, b];
        drawTimeline();
      }
      onSelect.push(function (index) {
        var a = state.window[0], b = state.window[1];
        if (index < a || index > b) {
          var span = b - a;
          var start = index < a ? index : index - span;
          setWindow(start, start + span);
        } else {
          moveCursor(index);
        }
      });

      function indexAt(event) {
        if (!geometryX) return null;
        var box = timeline.getBoundingClientRect();
        var scale = box.width / Number(timeline.getAttribute('viewBox').split(' ')[2]);
        var px = (event.clientX - box.left) / scale;
        if (px < geometryX.left || px > geometryX.right) return null;
        return Math.max(geometryX.a, Math.min(geometryX.b, geometryX.a + Math.floor((px - geometryX.left) / geometryX.column)));
      }
      timeline.addEventListener('click', function (event) {
        var index = indexAt(event);
        if (index !== null) { pause(); select(index); }
      });
      timeline.addEventListener('mousemove', function (event) {
        var index = indexAt(event);
        if (index === null) { tooltip.hidden = true; return; }
        var row = frames[index], step = stepOf(row);
        var lines = ['frame ' + row.f + ' (' + milliseconds(row) + ' ms)', step ? 'step ' + step.index + ': ' + step.label : 'settling'];
        lines.push('outer.y ' + num(row.o) + '  maxOffsetY ' + num(row.m));
        for (var i = 0; i < listCount; i++) lines.push('list' + i + '.y ' + (row.l[i] === null || row.l[i] === undefined ? 'not created' : num(row.l[i])));
        lines.push('page ' + row.c + '  pager.x ' + num(row.p));
        if (row.t) lines.push('moved ' + row.t);
        if (violation && index === violationIndex) lines.push(violation.code + ' ' + violation.invariant + ': ' + violation.message);
        tooltip.textContent = lines.join('\n');
        tooltip.hidden = false;
        var host = timeline.parentNode.getBoundingClientRect();
        var left = event.clientX - host.left + 14;
        if (left + 360 > host.width) left = event.clientX - host.left - 374;
        tooltip.style.left = Math.max(0, left) + 'px';
        tooltip.style.top = (event.clientY - host.top + 14) + 'px';
      });
      timeline.addEventListener('mouseleave', function () { tooltip.hidden = true; });
      document.getElementById('zoom-violation').addEventListener('click', function () { var w = aroundViolation(); setWindow(w[0], w[1]); });
      document.getElementById('zoom-all').addEventListener('click', function () { setWindow(0, frames.length - 1); });
      document.getElementById('zoom-in').addEventListener('click', function () {
        var span = Math.max(4, Math.round((state.window[1] - state.window[0]) / 2));
        setWindow(state.index - span / 2, state.index + span / 2);
      });
      document.getElementById('zoom-out').addEventListener('click', function () {
        var span = (state.window[1] - state.window[0] + 1) * 2;
        setWindow(state.index - span / 2, state.index + span / 2);
      });
      window.addEventListener('resize', drawTimeline);
      if (violationIndex === null) document.getElementById('zoom-violation').hidden = true;
    """#
}
