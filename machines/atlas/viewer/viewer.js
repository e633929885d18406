// The atlas's diagram viewer: fits the machine's drawing to its area, zooms and pans it by mouse
// (wheel, drag), touch (drag, pinch) and keyboard (+, -, arrows, 0), and folds compound states by
// swapping in the drawing laid out at build time for that set of folded states.
// A classic script (no modules): the atlas opens from disk, where Chromium refuses module files.
// It needs svg-pan-zoom.min.js, loaded before it.
(function () {
  'use strict';
  var section = document.querySelector('[data-viewer]');
  if (!section || typeof window.svgPanZoom !== 'function') return;
  var area = section.querySelector('.viewer-area');
  /** The largest zoom the fitted view uses: small machines are not blown up. */
  var MAX_FIT = 1.25;
  var STEP = 60;
  var views = {};
  section.querySelectorAll('template[data-folded]').forEach(function (template) {
    views[template.getAttribute('data-folded')] = template;
  });
  var current = area.querySelector('svg');
  var folded = (area.getAttribute('data-folded') || '').split(' ').filter(Boolean);
  var panZoom = null;

  function key(list) {
    return list.slice().sort().join(' ');
  }

  function frameOf(id) {
    var group = current.querySelector('[data-state="' + CSS.escape(id) + '"]');
    return group && group.querySelector(':scope > rect.state');
  }

  /** Keeps each fold button on the top right corner of its state, wherever the drawing moved. */
  function placeButtons() {
    var box = area.getBoundingClientRect();
    var zoom = panZoom ? panZoom.getSizes().realZoom : 1;
    // The button grows and shrinks with the drawing, never under the 24 px a finger or a pointer needs.
    var size = Math.round(Math.max(24, Math.min(30, 24 * zoom)));
    area.querySelectorAll('button.fold').forEach(function (button) {
      var frame = frameOf(button.getAttribute('data-state'));
      if (!frame) return;
      var rect = frame.getBoundingClientRect();
      button.style.width = button.style.height = size + 'px';
      button.style.fontSize = Math.round(size * 0.7) + 'px';
      button.style.left = rect.right - box.left - area.clientLeft - size - 3 * zoom + 'px';
      button.style.top = rect.top - box.top - area.clientTop + 3 * zoom + 'px';
    });
  }

  function makeButtons() {
    area.querySelectorAll('button.fold').forEach(function (button) {
      button.remove();
    });
    current.querySelectorAll('[data-foldable]').forEach(function (group) {
      var id = group.getAttribute('data-state');
      var name = group.querySelector(':scope > text.name').textContent;
      var isFolded = group.getAttribute('data-foldable') === 'folded';
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'fold';
      button.setAttribute('data-state', id);
      button.setAttribute('aria-expanded', String(!isFolded));
      button.setAttribute('aria-label', (isFolded ? 'Unfold ' : 'Fold ') + name);
      button.title = (isFolded ? 'Unfold ' : 'Fold ') + id;
      button.textContent = isFolded ? '+' : '\u2212';
      button.addEventListener('click', function () {
        toggle(id);
      });
      area.appendChild(button);
    });
    placeButtons();
  }

  /** The drawing's own size, read before svg-pan-zoom takes its viewBox over. */
  var drawing = { width: 1, height: 1 };

  /** On a narrow screen the area takes the drawing's shape (within 240 px and 70 % of the window). */
  function shapeArea() {
    if (window.innerWidth > 600) {
      area.style.height = '';
      return;
    }
    var height = (area.clientWidth * drawing.height) / drawing.width + 16;
    area.style.height = Math.round(Math.max(240, Math.min(height, window.innerHeight * 0.7))) + 'px';
  }

  /** The whole machine in the area, never larger than MAX_FIT. */
  function fitView() {
    shapeArea();
    panZoom.resize();
    panZoom.fit();
    panZoom.center();
    var zoom = panZoom.getSizes().realZoom;
    if (zoom > MAX_FIT) panZoom.zoomBy(MAX_FIT / zoom);
    placeButtons();
  }

  /** Two fingers zoom around their middle; one finger drags. */
  function touchHandler() {
    var last = null;
    var svg = null;
    var instance = null;
    function read(event) {
      var box = svg.getBoundingClientRect();
      var touches = Array.prototype.slice.call(event.touches, 0, 2);
      var x = 0;
      var y = 0;
      touches.forEach(function (touch) {
        x += touch.clientX - box.left;
        y += touch.clientY - box.top;
      });
      var distance = touches.length === 2 ? Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY) : 0;
      return { x: x / touches.length, y: y / touches.length, count: touches.length, distance: distance };
    }
    function start(event) {
      last = event.touches.length ? read(event) : null;
    }
    function move(event) {
      if (!last || !event.touches.length) return;
      event.preventDefault();
      var now = read(event);
      if (now.count === last.count) {
        instance.panBy({ x: now.x - last.x, y: now.y - last.y });
        if (now.count === 2 && last.distance > 0) instance.zoomAtPointBy(now.distance / last.distance, { x: now.x, y: now.y });
      }
      last = now;
    }
    return {
      haltEventListeners: ['touchstart', 'touchend', 'touchmove', 'touchleave', 'touchcancel'],
      init: function (options) {
        svg = options.svgElement;
        instance = options.instance;
        svg.addEventListener('touchstart', start, { passive: true });
        svg.addEventListener('touchmove', move, { passive: false });
        svg.addEventListener('touchend', start, { passive: true });
        svg.addEventListener('touchcancel', start, { passive: true });
      },
      destroy: function () {
        svg.removeEventListener('touchstart', start);
        svg.removeEventListener('touchmove', move);
        svg.removeEventListener('touchend', start);
        svg.removeEventListener('touchcancel', start);
      },
    };
  }

  function start() {
    drawing = { width: Number(current.getAttribute('width')) || 1, height: Number(current.getAttribute('height')) || 1 };
    shapeArea();
    panZoom = window.svgPanZoom(current, {
      fit: true,
      center: true,
      minZoom: 0.2,
      maxZoom: 12,
      zoomScaleSensitivity: 0.25,
      dblClickZoomEnabled: false,
      controlIconsEnabled: false,
      onUpdatedCTM: placeButtons,
      customEventsHandler: touchHandler(),
    });
    fitView();
  }

  /** Shows the drawing with these states folded; classes others put on states and arrows stay. */
  function show(list) {
    var template = views[key(list)];
    if (!template) return;
    var marks = [];
    current.querySelectorAll('[data-state], [data-transition]').forEach(function (element) {
      var classes = Array.prototype.filter.call(element.classList, function (name) {
        return name.indexOf('is-') === 0;
      });
      if (classes.length) marks.push({ state: element.getAttribute('data-state'), transition: element.getAttribute('data-transition'), classes: classes });
    });
    panZoom.destroy();
    var next = template.content.firstElementChild.cloneNode(true);
    area.replaceChild(next, current);
    current = next;
    folded = list.slice();
    area.setAttribute('data-folded', key(list));
    marks.forEach(function (mark) {
      var selector = mark.state ? '[data-state="' + CSS.escape(mark.state) + '"]' : '[data-transition="' + CSS.escape(mark.transition) + '"]';
      var element = current.querySelector(selector);
      if (element) mark.classes.forEach(function (name) { element.classList.add(name); });
    });
    start();
    makeButtons();
    section.dispatchEvent(new CustomEvent('atlas:diagram', { bubbles: true, detail: { folded: folded.slice(), svg: current } }));
  }

  function toggle(id) {
    var next = folded.indexOf(id) >= 0
      ? folded.filter(function (other) { return other !== id; })
      : folded.filter(function (other) { return other.indexOf(id + '.') !== 0; }).concat(id);
    show(next);
    var button = area.querySelector('button.fold[data-state="' + CSS.escape(id) + '"]');
    if (button) button.focus();
  }

  var actions = {
    'zoom-in': function () { panZoom.zoomIn(); },
    'zoom-out': function () { panZoom.zoomOut(); },
    fit: fitView,
    'fold-all': function () { show(JSON.parse(section.getAttribute('data-outermost') || '[]')); },
    'unfold-all': function () { show([]); },
  };
  section.querySelectorAll('button[data-action]').forEach(function (button) {
    button.addEventListener('click', function () {
      actions[button.getAttribute('data-action')]();
    });
  });

  area.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var moves = { ArrowLeft: [STEP, 0], ArrowRight: [-STEP, 0], ArrowUp: [0, STEP], ArrowDown: [0, -STEP] };
    if (moves[event.key]) panZoom.panBy({ x: moves[event.key][0], y: moves[event.key][1] });
    else if (event.key === '+' || event.key === '=') panZoom.zoomIn();
    else if (event.key === '-' || event.key === '_') panZoom.zoomOut();
    else if (event.key === '0') fitView();
    else return;
    event.preventDefault();
  });

  window.addEventListener('resize', fitView);

  /** For tests and other tools of the atlas: the live drawing and its view. */
  window.atlasDiagram = {
    svg: function () { return current; },
    folded: function () { return folded.slice(); },
    fit: fitView,
    realZoom: function () { return panZoom.getSizes().realZoom; },
    /** One drawing unit to one CSS pixel, drawing's top left corner at the area's. */
    actualSize: function () {
      panZoom.resize();
      panZoom.zoomBy(1 / panZoom.getSizes().realZoom);
      panZoom.pan({ x: 0, y: 0 });
    },
  };

  start();
  makeButtons();
})();
