// The live page: the server sends it with the standings already in its
// HTML (src/share/view.rs); this keeps that same DOM up to date from each
// change the server sends (events), building each part element for
// element as the server does, and says each change in words in the live
// region (#said). Text is only ever set as text, never as HTML.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  // The element `tag` with `attrs` (in this order, as the server writes
  // them) and `kids` (elements, or strings as text).
  const el = (tag, attrs, ...kids) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    e.append(...kids);
    return e;
  };
  let last = null;

  // The numbers' labels, in the order the seats first name them.
  function labels(seats) {
    const all = [];
    for (const s of seats) for (const v of s.values) if (!all.includes(v.label)) all.push(v.label);
    return all;
  }

  function seats(s) {
    const cols = labels(s.seats);
    const head = el("tr", {}, el("th", { scope: "col" }, s.words.player),
      ...cols.map((c) => el("th", { scope: "col" }, c)));
    const body = el("tbody");
    s.seats.forEach((seat, i) => {
      // The seat's initials on a badge of its colour (seats.css): a mark
      // besides the colour itself (aria-hidden: the name beside it says it).
      const name = el("th", { scope: "row" }, el("span", { class: "badge", "aria-hidden": "true" }, seat.mark), seat.name);
      if (seat.remark) name.append(el("small", { class: "remark" }, seat.remark));
      const cells = cols.map((c) => {
        const v = seat.values.find((x) => x.label === c);
        return el("td", {}, v ? String(v.value) : "");
      });
      body.append(el("tr", { class: "seat-" + i }, name, ...cells));
    });
    $("seats-box").replaceChildren(el("table", { id: "seats" },
      el("caption", { id: "seats-caption" }, s.words.seats), el("thead", {}, head), body));
  }

  // The chart's points in whole units of its 1000×400 box, as the server
  // rounds them.
  function chart(c) {
    const box = $("chart");
    const drawn = c && c.series.length && c.series[0].points.length >= 2;
    box.hidden = !drawn;
    if (!drawn) return box.replaceChildren();
    const ns = "http://www.w3.org/2000/svg";
    const all = c.series.flatMap((s) => s.points);
    const lo = Math.min(...all), hi = Math.max(...all);
    const n = c.series[0].points.length;
    const w = 1000, h = 400, gap = 16, span = hi === lo ? 1 : hi - lo, across = Math.max(n - 1, 1);
    const svg = document.createElementNS(ns, "svg");
    for (const [k, v] of [["viewBox", `0 0 ${w} ${h}`], ["preserveAspectRatio", "none"], ["aria-hidden", "true"]]) {
      svg.setAttribute(k, v);
    }
    const svgEl = (tag, attrs) => {
      const e = document.createElementNS(ns, tag);
      for (const [k, v] of attrs) e.setAttribute(k, v);
      return e;
    };
    // Each line told apart by its dash too, and named in the legend by
    // the seat's initials (aria-hidden, like the drawing it explains).
    const legend = el("ul", { class: "legend", "aria-hidden": "true" });
    c.series.forEach((s, i) => {
      const pts = s.points.map((p, i) =>
        `${Math.round(i * w / across)},${Math.round(h - gap - (p - lo) * (h - 2 * gap) / span)}`);
      svg.append(svgEl("polyline", [["points", pts.join(" ")], ["fill", "none"], ["stroke", s.color],
        ["stroke-width", "2"], ["stroke-dasharray", s.dash], ["vector-effect", "non-scaling-stroke"]]));
      const sample = svgEl("svg", [["viewBox", "0 0 44 10"], ["class", "sample"]]);
      sample.append(svgEl("line", [["x1", "0"], ["y1", "5"], ["x2", "44"], ["y2", "5"], ["stroke", s.color],
        ["stroke-width", "3"], ["stroke-dasharray", s.dash]]));
      legend.append(el("li", { class: "seat-" + i }, sample, el("span", { class: "badge" }, s.mark), s.name));
    });
    box.replaceChildren(el("h2", { id: "chart-heading" }, c.label), svg, legend);
  }

  // The event's standings: its name, then every player best first, the
  // players of this session's table marked, after which round in the
  // caption.
  function standings(e) {
    const box = $("event");
    box.hidden = !e;
    if (!e) return box.replaceChildren();
    const w = e.words;
    const th = (text, kind) => el("th", kind ? { scope: "col", class: kind } : { scope: "col" }, text);
    const head = el("tr", {}, th(w.rank, "rank"), th(w.player, ""), th(w.points, "num"), th(w.record, "num rec"));
    const body = el("tbody");
    for (const r of e.rows) {
      const name = el("th", { scope: "row", class: "name" }, r.name);
      if (r.dropped) name.append(el("small", {}, w.dropped));
      if (r.here) name.append(el("small", {}, w.here));
      const kinds = [[r.here, "here"], [r.dropped, "dropped"]].filter((k) => k[0]).map((k) => k[1]);
      body.append(el("tr", kinds.length ? { class: kinds.join(" ") } : {},
        el("td", { class: "rank" }, String(r.rank)), name,
        el("td", { class: "num" }, String(r.points)), el("td", { class: "num rec" }, r.record)));
    }
    const table = el("table", {}, el("caption", { id: "event-caption" }, e.after), el("thead", {}, head), body);
    box.replaceChildren(el("h2", { id: "event-name" }, e.name),
      el("div", { class: "scroll", role: "region", "aria-labelledby": "event-caption", tabindex: "0" }, table));
  }

  function log(s) {
    $("changes-heading").textContent = s.words.log;
    const items = s.log.map((l) => el("li", {}, el("time", {}, l.time), l.text));
    $("log").replaceChildren(...(items.length ? items : [el("li", {}, s.words.empty)]));
  }

  // `pattern` with each `{name}` in it replaced by `values[name]`.
  const fill = (pattern, values) => pattern.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
  const signed = (n) => (n > 0 ? "+" + n : "\u2212" + Math.abs(n));
  const sentence = (t) => (/[.!?…]$/.test(t) ? t : t + ".");

  // What changed from `was` to `s`, in words: each seat's changed
  // numbers (label, new value, signed difference), the turn if it moved,
  // the result when decided, the event's round; "" when nothing did. (A
  // seat's remark is not said: it is its turn, said once already.)
  function said(was, s) {
    const parts = [];
    s.seats.forEach((seat, i) => {
      const old = was.seats[i];
      if (!old || old.name !== seat.name) return;
      const changes = [];
      for (const v of seat.values) {
        const o = old.values.find((x) => x.label === v.label);
        if (o && o.value !== v.value) {
          changes.push(fill(s.words.said_number, { label: v.label, value: String(v.value), change: signed(v.value - o.value) }));
        }
      }
      if (changes.length) parts.push(fill(s.words.said_seat, { name: seat.name, changes: changes.join(", ") }));
    });
    const r = s.result, o = was.result;
    if (r && (!o || o.who !== r.who || o.why !== r.why)) parts.push(sentence(r.who), sentence(r.why));
    if (s.turn && s.turn !== was.turn) parts.push(sentence(s.turn));
    if (s.event && was.event && s.event.after !== was.event.after) parts.push(sentence(s.event.after));
    return parts.filter((p) => p !== ".").join(" ");
  }

  // A seat's controls (issue #37): built as src/share/view.rs's `mine`
  // builds them; none on a viewer's page. Each tap is sent with a fresh
  // id, its button disabled until the answer; a lost answer is asked
  // again with the same id (the server applies an id once); a refusal's
  // rule appears in the alert line; a success shows in the next state.
  let fresh = false; // a state arrived since the stream last opened
  const pending = new Map(); // a button's key → the act it sent
  let sent = 0;
  const freshId = () => (window.crypto && crypto.randomUUID ? crypto.randomUUID()
    : [Date.now().toString(36), (++sent).toString(36), Math.random().toString(36).slice(2, 12)].join("-"));
  const keyOf = (b) => (b.id === "undo" ? "undo" : b.dataset.control + " " + b.dataset.step);

  function mine(s) {
    const box = $("mine");
    if (!s.controls || !s.seat) {
      box.hidden = true;
      return box.replaceChildren();
    }
    const w = s.words;
    const rows = s.controls.map((c, i) => {
      const buttons = c.steps.map((step) => el("button", { type: "button", "data-control": c.id, "data-step": String(step) },
        c.steps.length === 1 ? c.label : signed(step)));
      return el("div", { class: "control", role: "group", "aria-labelledby": "control-" + i },
        el("p", { id: "control-" + i }, el("span", { class: "label" }, c.label), el("span", { class: "value" }, String(c.value))),
        el("div", { class: "steps" }, ...buttons));
    });
    const undo = el("button", { type: "button", id: "undo" }, w.undo);
    if (!box.firstChild) {
      box.replaceChildren(el("h2", { id: "mine-heading" }), el("div", { id: "controls" }), el("p", { id: "refused", role: "alert" }));
    }
    $("mine-heading").textContent = fill(w.yours, { name: s.seat.name });
    $("controls").replaceChildren(...rows, undo);
    box.hidden = false;
  }

  // Every control usable or not: none while the state is not fresh, a
  // button while its tap waits for its answer, Undo while there is
  // nothing of this seat's to undo.
  function enable() {
    for (const b of document.querySelectorAll("#mine button")) {
      const nothing = b.id === "undo" && !(last && last.seat && last.seat.undo);
      b.disabled = !fresh || pending.has(keyOf(b)) || nothing;
    }
  }

  function tap(e) {
    const b = e.target.closest("button");
    if (!b || b.disabled || !fresh || pending.has(keyOf(b))) return;
    const act = b.id === "undo" ? { id: freshId(), undo: true }
      : { id: freshId(), control: b.dataset.control, step: Number(b.dataset.step) };
    pending.set(keyOf(b), act);
    b.disabled = true;
    send(keyOf(b), act, 0);
  }

  // Sends `act` (the `tries`-th time again): answered, it is done; lost
  // (no answer, the server busy or gone) it is sent again, same id.
  function send(key, act, tries) {
    const again = () => {
      if (tries >= 8) return answered(key, null);
      setTimeout(() => send(key, act, tries + 1), Math.min(500 * 2 ** tries, 5000));
    };
    fetch("act", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(act),
      cache: "no-store", credentials: "omit" })
      .then((r) => {
        if (r.status === 200 || r.status === 409) return r.json().then((a) => answered(key, a));
        if (r.status === 408 || r.status === 429 || r.status >= 500) return again();
        answered(key, null);
      })
      .catch(again);
  }

  function answered(key, answer) {
    pending.delete(key);
    const line = $("refused");
    if (line) line.textContent = answer && answer.ok === false ? answer.rule : "";
    enable();
  }

  function show(s) {
    // An old or the same change again (a reconnection): nothing to do.
    if (typeof s.version !== "number" || (last && s.version <= last.version)) return;
    document.title = s.title;
    $("title").textContent = s.title;
    const turn = $("turn");
    turn.textContent = s.turn || "";
    turn.hidden = !s.turn;
    $("result").hidden = !s.result;
    $("who").textContent = s.result ? s.result.who : "";
    $("why").textContent = s.result ? s.result.why : "";
    mine(s);
    seats(s);
    chart(s.chart);
    standings(s.event);
    log(s);
    // One announcement per change, none for the first look (the page
    // shows it) or a change that changed nothing shown.
    const words = last ? said(last, s) : "";
    if (words) $("said").textContent = words;
    last = s;
    status(true);
  }

  function status(live) {
    const st = $("status");
    const w = last ? last.words : { live: "", offline: "" };
    st.textContent = live ? w.live : w.offline;
    st.className = live ? "" : "off";
  }

  $("mine").addEventListener("click", tap);
  const events = new EventSource("events");
  // The stream's first message after it (re)opens is the state now:
  // fresh, even when it is the version shown already.
  events.addEventListener("change", (e) => {
    fresh = true;
    show(JSON.parse(e.data));
    status(true);
    enable();
  });
  events.onerror = () => {
    fresh = false;
    status(false);
    enable();
  };
})();
