// The HTML report's script, as plain ES2017 in one IIFE: no modules, no libraries, nothing fetched.
// It reads the embedded JSON (HTMLReport+Data.swift), draws the schematic (HTMLReportScript+Schematic.swift)
// and the timeline (HTMLReportScript+Timeline.swift) for the selected frame, and keeps every view of the
// selection in step: scrubber, playback, step list, values. `?frame=N` selects a frame on load, `?scrub=M`
// then moves the scrubber like a person would, and `?frames=all` reads the drawn geometry back at every
// frame: the browser test drives the page through them.

enum HTMLReportScript {
  /// The whole script, in the order it must run.
  static var source: String { [core, controls, schematic, timeline, start].joined(separator: "\n") }

  static let core = #"""
    (function () {
      'use strict';
      var NS = 'http://www.w3.org/2000/svg';
      var errorsBox = document.getElementById('report-errors');
      function noteError(text) {
        errorsBox.hidden = false;
        errorsBox.textContent += text + '\n';
      }
      window.addEventListener('error', function (event) { noteError('error: ' + event.message); });

      var data = JSON.parse(document.getElementById('report-data').textContent);
      var frames = data.frames;
      var violation = data.violation;
      var query = new URLSearchParams(location.search);
      if (frames.length === 0) {
        document.getElementById('frame-title').textContent = 'The run recorded no frames.';
        return;
      }
      var listCount = 0;
      frames.forEach(function (row) { listCount = Math.max(listCount, row.l.length); });
      var violationIndex = violation ? indexOfFrame(violation.frame) : null;
      // Views the violation's message names (outer, pager, list<i>): outlined in the schematic, flagged in the lanes.
      var involved = [];
      if (violation) {
        (violation.message.match(/\b(outer|pager|list\d+)\b/g) || []).forEach(function (name) {
          if (involved.indexOf(name) < 0) involved.push(name);
        });
      }

      // MARK: helpers

      /// An SVG element. Numbers are made drawable: a non-finite one (a `finite-state` failure's offsets) becomes 0,
      /// a negative size 0 (a zero-height header leaves nothing to outline).
      function el(tag, attrs, parent, text) {
        var node = document.createElementNS(NS, tag);
        for (var key in attrs) {
          var value = attrs[key];
          if (value === null || value === undefined) continue;
          if (typeof value === 'number') {
            if (!isFinite(value)) value = 0;
            if ((key === 'width' || key === 'height' || key === 'r') && value < 0) value = 0;
          }
          node.setAttribute(key, value);
        }
        if (text !== undefined) node.textContent = text;
        if (parent) parent.appendChild(node);
        return node;
      }
      function html(tag, attrs, parent, text) {
        var node = document.createElement(tag);
        for (var key in attrs) node.setAttribute(key, attrs[key]);
        if (text !== undefined) node.textContent = text;
        if (parent) parent.appendChild(node);
        return node;
      }
      /// A number for people: whole numbers plain, others with up to two decimals; missing values as a dash.
      function num(value) {
        if (value === null || value === undefined) return '–';
        if (Math.round(value) === value) return String(value);
        return String(Math.round(value * 100) / 100);
      }
      function indexOfFrame(frame) {
        return Math.max(0, Math.min(frames.length - 1, frame - frames[0].f));
      }
      function pageOf(row) { return data.pages[row.g]; }
      function stepOf(row) { return row.s === null ? null : data.steps[row.s]; }
      function milliseconds(row) { return Math.round(row.f * 1000 / data.frameRate); }
      function motionOf(row, view) {
        var found = null;
        (row.mv || []).forEach(function (m) { if (m[0] === view) found = m; });
        return found;
      }
      function listTop(row, index) {
        var shape = pageOf(row).lists[index];
        return shape ? -shape.insetTop : 0;
      }

      // MARK: selection

      var state = { index: 0, playing: false, window: [0, frames.length - 1] };
      var onSelect = [];
      var scrubber = document.getElementById('scrubber');
      scrubber.max = String(frames.length - 1);

      function select(index) {
        index = Math.max(0, Math.min(frames.length - 1, Math.round(index)));
        state.index = index;
        scrubber.value = String(index);
        onSelect.forEach(function (update) { update(index); });
      }
    """#

  static let controls = #"""
      // MARK: playback

      var playButton = document.getElementById('play');
      var speedSelect = document.getElementById('speed');
      var lastTime = null;
      var carried = 0;

      function play() {
        if (state.index >= frames.length - 1) select(0);
        state.playing = true;
        playButton.textContent = 'pause';
        lastTime = null;
        carried = 0;
        setTimeout(tick, 0);
      }
      function pause() {
        state.playing = false;
        playButton.textContent = 'play';
      }
      /// Advances by simulated time: frameRate frames per second of wall time, times the speed. A timer rather than
      /// requestAnimationFrame, so playback also runs where nothing is painted (a background tab, a headless test).
      function tick() {
        if (!state.playing) return;
        var now = performance.now();
        if (lastTime !== null) {
          carried += (now - lastTime) / 1000 * data.frameRate * Number(speedSelect.value);
          var whole = Math.floor(carried);
          if (whole > 0) {
            carried -= whole;
            if (state.index + whole >= frames.length - 1) {
              select(frames.length - 1);
              pause();
              return;
            }
            select(state.index + whole);
          }
        }
        lastTime = now;
        setTimeout(tick, 15);
      }
      function stepStart(direction) {
        var current = frames[state.index].s;
        var index = state.index;
        if (direction < 0) {
          // To the start of this step, or of the previous one when already there.
          while (index > 0 && frames[index - 1].s === current) index -= 1;
          if (index === state.index && index > 0) {
            var previous = frames[index - 1].s;
            index -= 1;
            while (index > 0 && frames[index - 1].s === previous) index -= 1;
          }
        } else {
          while (index < frames.length - 1 && frames[index].s === current) index += 1;
        }
        return index;
      }

      playButton.addEventListener('click', function () { if (state.playing) pause(); else play(); });
      document.getElementById('first').addEventListener('click', function () { pause(); select(0); });
      document.getElementById('last').addEventListener('click', function () { pause(); select(frames.length - 1); });
      document.getElementById('prev').addEventListener('click', function () { pause(); select(state.index - 1); });
      document.getElementById('next').addEventListener('click', function () { pause(); select(state.index + 1); });
      document.getElementById('prev-step').addEventListener('click', function () { pause(); select(stepStart(-1)); });
      document.getElementById('next-step').addEventListener('click', function () { pause(); select(stepStart(1)); });
      scrubber.addEventListener('input', function () { pause(); select(Number(scrubber.value)); });
      document.addEventListener('keydown', function (event) {
        if (event.target && (event.target.tagName === 'INPUT' || event.target.tagName === 'SELECT')) return;
        if (event.key === ' ') { event.preventDefault(); if (state.playing) pause(); else play(); }
        else if (event.key === 'ArrowLeft') { pause(); select(event.shiftKey ? stepStart(-1) : state.index - 1); }
        else if (event.key === 'ArrowRight') { pause(); select(event.shiftKey ? stepStart(1) : state.index + 1); }
        else if (event.key === 'Home') { pause(); select(0); }
        else if (event.key === 'End') { pause(); select(frames.length - 1); }
      });

      // MARK: the selected frame in words

      var frameTitle = document.getElementById('frame-title');
      var valuesTable = document.getElementById('frame-values');

      function describeFinger(row) {
        if (!row.fg) return row.td ? 'touch on ' + row.td + ' (reaches no scroll view)' : 'none';
        var text = '(' + num(row.fg.x) + ', ' + num(row.fg.y) + ') on ' + row.fg.hit;
        text += row.fg.pan === null ? ', pan not recognized yet' : ', pan drives ' + (row.fg.pan.join(' + ') || 'nothing');
        return text;
      }

      function showValues(index) {
        var row = frames[index];
        var step = stepOf(row);
        frameTitle.textContent = '';
        html('div', {}, frameTitle, 'frame ' + row.f + ' · ' + milliseconds(row) + ' ms · ' +
          (step ? 'step ' + step.index + ': ' + step.label : 'settling after the last step'));
        if (violation && index === violationIndex) {
          html('div', { class: 'bad' }, frameTitle, violation.code + ' ' + violation.invariant + ' broke here: ' + violation.message);
        }
        valuesTable.textContent = '';
        function line(name, value, className) {
          var tr = html('tr', {}, valuesTable);
          html('td', {}, tr, name);
          var cell = html('td', {}, tr, value);
          if (className) cell.className = className;
          return cell;
        }
        line('outer.y', num(row.o) + '   (maxOffsetY ' + num(row.m) + ')');
        for (var i = 0; i < listCount; i++) {
          var y = row.l[i];
          line('list' + i + '.y', y === null || y === undefined ? 'not created' : num(y) + '   (top ' + num(listTop(row, i)) + ')');
        }
        var page = pageOf(row);
        line('page', 'current ' + row.c + ', pager.x ' + num(row.p) + ' (' + num(row.p / page.viewportWidth) + ' pages)');
        var moved = line('moved', '');
        (row.mv || []).forEach(function (m, position) {
          if (position > 0) moved.appendChild(document.createTextNode('  '));
          var span = html('span', {}, moved, m[0] + (m[2] ? ' =' : ' ~') + num(m[1]) + (m[2] ? '' : ' written'));
          if (!m[2]) span.className = 'write';
        });
        if (!row.mv) moved.textContent = 'nothing';
        var bracket = row.t ? row.t.indexOf('[') : -1;
        if (bracket >= 0) line('loads', row.t.slice(bracket));
        line('finger', describeFinger(row));
        line('page size', num(page.viewportWidth) + ' × ' + num(page.viewportHeight) + ', safe area ' + num(page.safeAreaTop) +
          ' / ' + num(page.safeAreaBottom) + ', header ' + num(page.headerHeight) + ', pin bar ' + num(page.pinBarHeight) +
          ' at ' + num(page.pinOffset));
      }
      onSelect.push(showValues);

      // MARK: the step list

      var stepItems = [];
      (function buildStepList() {
        var list = document.getElementById('step-list');
        data.steps.forEach(function (step) {
          var item = html('li', {}, list);
          var button = html('button', { type: 'button', 'data-step': String(step.index) }, item);
          html('span', {}, button, step.index + ' · ' + step.label);
          var frameText = step.firstFrame === null ? 'not reached' :
            step.firstFrame === step.lastFrame ? 'frame ' + step.firstFrame : 'frames ' + step.firstFrame + '–' + step.lastFrame;
          html('span', { class: 'frames' }, button, frameText);
          if (step.firstFrame === null) item.className = 'unreached';
          if (violation && violation.stepIndex === step.index) item.classList.add('violating');
          button.addEventListener('click', function () {
            if (step.firstFrame === null) return;
            pause();
            select(indexOfFrame(step.firstFrame));
          });
          stepItems.push(item);
        });
      })();
      onSelect.push(function (index) {
        var current = frames[index].s;
        stepItems.forEach(function (item, position) { item.classList.toggle('current', position === current); });
      });
    """#

  static let start = #"""
      // MARK: start: ?frame=N selects a frame (default: the violation's); ?scrub=M then moves the scrubber as a person would.

      var initial = query.has('frame') ? indexOfFrame(Number(query.get('frame'))) : violationIndex !== null ? violationIndex : 0;
      var w0 = aroundViolation();
      state.window = [w0[0], w0[1]];
      drawTimeline();
      select(initial);
      document.getElementById('geometry-initial').textContent = document.getElementById('geometry').textContent;
      if (query.has('scrub')) {
        scrubber.value = String(indexOfFrame(Number(query.get('scrub'))));
        scrubber.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // ?frames=all (or a list) reads the drawn geometry back at every one of those frames, for the browser test.
      if (query.has('frames')) {
        var wanted = query.get('frames') === 'all' ? frames.map(function (row) { return row.f; }) : query.get('frames').split(',').map(Number);
        var drawn = wanted.map(function (frame) {
          select(indexOfFrame(frame));
          return JSON.parse(document.getElementById('geometry').textContent);
        });
        document.getElementById('geometry-frames').textContent = JSON.stringify(drawn);
        select(initial);
      }
      if (query.has('speed')) speedSelect.value = query.get('speed');
      if (query.has('play')) play();
    })();
    """#
}
