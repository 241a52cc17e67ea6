// The schematic: the page at the selected frame, drawn in points (the SVG's viewBox is in points, so the picture
// is to scale): viewport, safe area, header, pin bar and pin line, the pager with every list's page and content,
// the finger with its path and the view it hit, code writes, and the violation. Parts are a list of layers, so a
// new element of the page is one more function. After drawing, the picture is measured back from the browser's
// layout into `#geometry` (points relative to the viewport), which the browser test compares with the trace.

extension HTMLReportScript {
  static let schematic = #"""
      // MARK: the schematic: the page at the selected frame, in points (the SVG's viewBox is in points, so it is to scale)

      var schematic = document.getElementById('schematic');
      var caption = document.getElementById('schematic-caption');
      var LIST_COLOURS = ['#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22'];
      var ROW_HEIGHT = 80;

      /// Where each part of the page sits on screen at a frame, in viewport points (y down).
      function layoutOf(row) {
        var page = pageOf(row);
        var headerTop = -row.o;
        var headerBottom = page.headerHeight - row.o;
        return {
          page: page, W: page.viewportWidth, H: page.viewportHeight,
          headerTop: headerTop, headerBottom: headerBottom,
          // A plain-style table keeps its section header at the top of its bounds once the header has gone (the sim's hit-test).
          pinTop: Math.max(headerBottom, 0),
          cellTop: page.headerHeight + page.pinBarHeight - row.o,
        };
      }

      /// The parts of the picture, painted in order. Each reads the frame and its layout and draws into `scene`
      /// (clipped to the viewport, repeated faintly outside it) or `overlay` (on top, unclipped). Add a part here.
      var schematicLayers = [
        function outerTable(ctx) {
          var g = ctx.layout, page = g.page;
          el('rect', { id: 'outer-content', x: 0, y: g.headerTop, width: g.W,
            height: page.headerHeight + page.pinBarHeight + page.cellHeight, fill: '#ffffff', stroke: '#cccccc' }, ctx.scene);
          el('rect', { id: 'header', x: 0, y: g.headerTop, width: g.W, height: page.headerHeight, fill: '#f3d9a4' }, ctx.scene);
          if (page.headerHeight > 40) {
            el('text', { x: g.W / 2, y: g.headerTop + page.headerHeight / 2, 'text-anchor': 'middle', 'font-size': 22,
              fill: '#7a5a1a' }, ctx.scene, 'header ' + num(page.headerHeight) + ' pt');
          }
        },
        function pagerAndLists(ctx) {
          var g = ctx.layout, page = g.page, row = ctx.row;
          var clip = el('clipPath', { id: 'clip-cell' }, ctx.defs);
          el('rect', { x: -10 * g.W, y: g.cellTop, width: 21 * g.W, height: page.cellHeight }, clip);
          var pager = el('g', { id: 'pager', 'clip-path': 'url(#clip-cell)' }, ctx.scene);
          var count = page.headerOnly ? 1 : page.lists.length;
          for (var i = 0; i < count; i++) {
            var left = page.headerOnly ? 0 : i * g.W - row.p;
            var colour = LIST_COLOURS[i % LIST_COLOURS.length];
            el('rect', { id: 'page-' + i, x: left, y: g.cellTop, width: g.W, height: page.cellHeight, fill: '#fafafa',
              stroke: colour, 'stroke-width': 2 }, pager);
            // Header-only mode: one plain article view in the cell, scrolled only by the outer table.
            var y = page.headerOnly ? 0 : row.l[i];
            var shape = page.lists[i];
            var name = page.headerOnly ? 'article' : 'list ' + i;
            if (y === null || y === undefined || !shape) {
              el('text', { x: left + g.W / 2, y: g.cellTop + 60, 'text-anchor': 'middle', 'font-size': 20, fill: '#999999' },
                pager, 'list ' + i + ' not created');
              continue;
            }
            var contentTop = g.cellTop - y;
            if (shape.insetTop > 0) {
              el('rect', { x: left, y: contentTop - shape.insetTop, width: g.W, height: shape.insetTop, fill: colour,
                'fill-opacity': 0.08 }, pager);
            }
            el('rect', { id: page.headerOnly ? 'article-content' : 'list' + i + '-content', x: left, y: contentTop, width: g.W,
              height: shape.contentHeight,
              fill: colour, 'fill-opacity': 0.12 }, pager);
            // Rows, only those near the cell: enough to see the content move.
            var firstRow = Math.max(0, Math.floor((y - 2 * ROW_HEIGHT) / ROW_HEIGHT));
            var lastRow = Math.min(Math.ceil(shape.contentHeight / ROW_HEIGHT), Math.ceil((y + page.cellHeight + ROW_HEIGHT) / ROW_HEIGHT));
            for (var r = firstRow; r < lastRow; r++) {
              var top = contentTop + r * ROW_HEIGHT;
              var height = Math.min(ROW_HEIGHT, shape.contentHeight - r * ROW_HEIGHT);
              el('rect', { x: left + 12, y: top + 6, width: g.W - 24, height: Math.max(height - 12, 0), rx: 6,
                fill: colour, 'fill-opacity': r % 2 ? 0.16 : 0.26 }, pager);
              if (height > 30) {
                el('text', { x: left + 24, y: top + Math.min(height, ROW_HEIGHT) / 2 + 6, 'font-size': 16, fill: '#333333' },
                  pager, name + ' · row ' + r);
              }
            }
          }
        },
        function pinBar(ctx) {
          var g = ctx.layout, page = g.page, row = ctx.row;
          if (page.pinBarHeight <= 0) return;
          el('rect', { id: 'pin-bar', x: 0, y: g.pinTop, width: g.W, height: page.pinBarHeight, fill: '#9ecae1' }, ctx.scene);
          var tabs = page.headerOnly ? 1 : page.lists.length;
          for (var i = 0; i < tabs; i++) {
            var centre = (i + 0.5) * g.W / tabs;
            el('text', { x: centre, y: g.pinTop + page.pinBarHeight / 2 + 6, 'text-anchor': 'middle', 'font-size': 17,
              'font-weight': i === row.c ? 700 : 400, fill: '#17324d' }, ctx.scene, 'tab ' + i);
            if (i === row.c) {
              el('rect', { x: centre - 30, y: g.pinTop + page.pinBarHeight - 5, width: 60, height: 4, fill: '#17324d' }, ctx.scene);
            }
          }
        },
        function safeArea(ctx) {
          var g = ctx.layout, page = g.page;
          el('rect', { id: 'safe-top', x: 0, y: 0, width: g.W, height: page.safeAreaTop, fill: '#555555', 'fill-opacity': 0.28 }, ctx.scene);
          if (page.safeAreaTop > 24) {
            el('text', { x: 10, y: page.safeAreaTop - 10, 'font-size': 15, fill: '#ffffff' }, ctx.scene, 'safe area top ' + num(page.safeAreaTop));
          }
          el('rect', { id: 'safe-bottom', x: 0, y: g.H - page.safeAreaBottom, width: g.W, height: page.safeAreaBottom,
            fill: '#555555', 'fill-opacity': 0.28 }, ctx.scene);
        },
        function viewport(ctx) {
          var g = ctx.layout;
          el('rect', { id: 'viewport', x: 0, y: 0, width: g.W, height: g.H, fill: 'none', stroke: '#222222', 'stroke-width': 3 }, ctx.overlay);
          el('text', { x: 0, y: -8, 'font-size': 15, fill: '#444444' }, ctx.overlay, 'viewport ' + num(g.W) + ' × ' + num(g.H));
        },
        function pinLine(ctx) {
          var g = ctx.layout, page = g.page;
          el('line', { id: 'pin-line', x1: -0.3 * g.W, y1: page.pinOffset, x2: 1.3 * g.W, y2: page.pinOffset, stroke: '#b03060',
            'stroke-width': 2, 'stroke-dasharray': '10 6' }, ctx.overlay);
          el('text', { x: 1.3 * g.W, y: page.pinOffset - 6, 'text-anchor': 'end', 'font-size': 15, fill: '#b03060' }, ctx.overlay,
            'pin line ' + num(page.pinOffset));
        },
        function writes(ctx) {
          var g = ctx.layout, row = ctx.row;
          (row.mv || []).forEach(function (m) {
            if (m[2]) return;
            var x, y;
            if (m[0] === 'outer') { x = g.W + 8; y = Math.max(g.headerTop + 20, 20); }
            else if (m[0] === 'pager') { x = g.W + 8; y = g.cellTop + 40; }
            else {
              var i = Number(m[0].slice(4));
              x = (g.page.headerOnly ? 0 : i * g.W - row.p) + 8;
              y = g.cellTop + 26;
            }
            el('text', { class: 'written', x: x, y: y, 'font-size': 17, 'font-weight': 700, fill: '#e07b00', stroke: '#ffffff',
              'stroke-width': 4, 'paint-order': 'stroke' }, ctx.overlay, m[0] + ' written ' + (m[1] > 0 ? '+' : '') + num(m[1]));
          });
        },
        function finger(ctx) {
          var row = ctx.row;
          if (!row.fg) return;
          var start = ctx.index;
          while (start > 0 && frames[start - 1].fg) start -= 1;
          var points = [];
          for (var k = start; k <= ctx.index; k++) points.push(frames[k].fg.x + ',' + frames[k].fg.y);
          el('polyline', { id: 'finger-path', points: points.join(' '), fill: 'none', stroke: '#6a3d9a', 'stroke-width': 3,
            'stroke-dasharray': '2 5', 'stroke-linecap': 'round' }, ctx.overlay);
          el('circle', { cx: frames[start].fg.x, cy: frames[start].fg.y, r: 6, fill: '#6a3d9a' }, ctx.overlay);
          el('circle', { id: 'finger', cx: row.fg.x, cy: row.fg.y, r: 22, fill: '#6a3d9a', 'fill-opacity': 0.35,
            stroke: '#6a3d9a', 'stroke-width': 3 }, ctx.overlay);
        },
        function hitView(ctx) {
          var g = ctx.layout, row = ctx.row;
          if (!row.fg) return;
          var box = regionBox(row.fg.hit, g, row);
          if (!box) return;
          el('rect', { id: 'hit-outline', x: box.x, y: box.y, width: box.width, height: box.height, fill: 'none', stroke: '#6a3d9a',
            'stroke-width': 5, 'stroke-dasharray': '14 7' }, ctx.overlay);
          el('text', { x: Math.max(box.x, -0.4 * g.W) + 8, y: Math.max(box.y, 0) + 22, 'font-size': 16, 'font-weight': 700, fill: '#6a3d9a',
            stroke: '#ffffff', 'stroke-width': 4, 'paint-order': 'stroke' }, ctx.overlay,
            'touch hit ' + row.fg.hit + (row.fg.pan ? ' → pan: ' + (row.fg.pan.join(' + ') || 'none') : ''));
        },
        function violationMark(ctx) {
          var g = ctx.layout, row = ctx.row;
          if (!violation || ctx.index !== violationIndex) return;
          el('rect', { id: 'violation-outline', x: -5, y: -5, width: g.W + 10, height: g.H + 10, fill: 'none', stroke: '#d62728',
            'stroke-width': 4 }, ctx.overlay);
          involved.forEach(function (name) {
            // The outer table shows where its header is; the pager, where its cell is.
            var box = name === 'outer' ? { x: 0, y: g.headerTop, width: g.W, height: g.page.headerHeight + g.page.pinBarHeight }
              : name === 'pager' ? { x: 0, y: g.cellTop, width: g.W, height: g.page.cellHeight } : regionBox(name, g, row);
            if (box) {
              el('rect', { class: 'involved', x: box.x + 3, y: box.y + 3, width: box.width - 6, height: box.height - 6, fill: 'none',
                stroke: '#d62728', 'stroke-width': 4, 'stroke-dasharray': '3 5' }, ctx.overlay);
              el('text', { x: g.W + 12, y: Math.min(Math.max(box.y + box.height / 2, 40), g.H - 20), 'font-size': 18,
                'font-weight': 700, fill: '#d62728', stroke: '#ffffff', 'stroke-width': 4, 'paint-order': 'stroke' }, ctx.overlay,
                name + ' ' + valueText(name, row));
            }
          });
          el('text', { x: g.W / 2, y: g.H + 20, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 700, fill: '#d62728' },
            ctx.overlay, violation.code + ' ' + violation.invariant);
        },
      ];

      /// A view's offset at a frame, in words, for labels.
      function valueText(name, row) {
        if (name === 'outer') return 'y ' + num(row.o);
        if (name === 'pager') return 'x ' + num(row.p);
        var y = row.l[Number(name.slice(4))];
        return y === null || y === undefined ? 'not created' : 'y ' + num(y);
      }

      /// The on-screen box of a touch region or list, in points.
      function regionBox(name, g, row) {
        var page = g.page;
        if (name === 'header') return { x: 0, y: g.headerTop, width: g.W, height: page.headerHeight };
        if (name === 'pinBar') return { x: 0, y: g.pinTop, width: g.W, height: page.pinBarHeight };
        if (name === 'tableBackground') return { x: 0, y: g.cellTop + page.cellHeight, width: g.W, height: Math.max(g.H - g.cellTop - page.cellHeight, 0) };
        var match = /^list(\d+)$/.exec(name);
        if (match) {
          var i = Number(match[1]);
          return { x: page.headerOnly ? 0 : i * g.W - row.p, y: g.cellTop, width: g.W, height: page.cellHeight };
        }
        return null;
      }

      function drawSchematic(index) {
        var row = frames[index];
        var layout = layoutOf(row);
        var marginX = 0.45 * layout.W, marginY = 34;
        schematic.textContent = '';
        schematic.setAttribute('viewBox', [-marginX, -marginY, layout.W + 2 * marginX, layout.H + 2 * marginY].join(' '));
        schematic.style.width = Math.round(560 * (layout.W + 2 * marginX) / (layout.H + 2 * marginY)) + 'px';
        var defs = el('defs', {}, schematic);
        var viewportClip = el('clipPath', { id: 'clip-viewport' }, defs);
        el('rect', { x: 0, y: 0, width: layout.W, height: layout.H }, viewportClip);
        // What lies outside the viewport (the scrolled-away header, the neighbouring pages) shows faintly.
        el('use', { href: '#scene', opacity: 0.18 }, schematic);
        var clipped = el('g', { 'clip-path': 'url(#clip-viewport)' }, schematic);
        var scene = el('g', { id: 'scene' }, clipped);
        var overlay = el('g', { id: 'overlay' }, schematic);
        var ctx = { row: row, index: index, layout: layout, defs: defs, scene: scene, overlay: overlay };
        schematicLayers.forEach(function (layer) { layer(ctx); });
        caption.textContent = 'Frame ' + row.f + ', to scale (' + num(layout.W) + ' × ' + num(layout.H) +
          ' pt). Faint: content outside the viewport. Dashed purple: the finger\'s path since touch-down.';
        writeGeometry(row, layout);
      }
      onSelect.push(drawSchematic);

      /// Reads the drawn picture back from the browser's layout, in points relative to the viewport: what the page shows.
      function measure(id, origin, scale) {
        var node = document.getElementById(id);
        if (!node) return null;
        var r = node.getBoundingClientRect();
        function round(v) { return Math.round(v * 1000) / 1000; }
        return { left: round((r.left - origin.left) / scale), top: round((r.top - origin.top) / scale),
          width: round(r.width / scale), height: round(r.height / scale) };
      }
      function writeGeometry(row, layout) {
        var origin = document.getElementById('viewport').getBoundingClientRect();
        var scale = origin.height / layout.H;
        var lists = [], pages = [];
        for (var i = 0; i < layout.page.lists.length; i++) {
          var pageBox = measure('page-' + i, origin, scale);
          if (pageBox) pages.push({ index: i, left: pageBox.left, top: pageBox.top });
          var content = measure('list' + i + '-content', origin, scale);
          if (content) lists.push({ index: i, contentTop: content.top, contentHeight: content.height });
        }
        var finger = measure('finger', origin, scale);
        var geometry = {
          frame: row.f,
          scale: Math.round(scale * 10000) / 10000,
          viewport: measure('viewport', origin, scale),
          header: measure('header', origin, scale),
          pinBar: measure('pin-bar', origin, scale),
          pinLine: measure('pin-line', origin, scale),
          safeTop: measure('safe-top', origin, scale),
          pages: pages,
          lists: lists,
          article: measure('article-content', origin, scale),
          finger: finger ? { x: Math.round((finger.left + finger.width / 2) * 1000) / 1000,
            y: Math.round((finger.top + finger.height / 2) * 1000) / 1000 } : null,
          hit: row.fg ? row.fg.hit : null,
          violation: !!document.getElementById('violation-outline'),
        };
        document.getElementById('geometry').textContent = JSON.stringify(geometry);
      }
    """#
}
