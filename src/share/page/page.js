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

  const events = new EventSource("events");
  events.addEventListener("change", (e) => show(JSON.parse(e.data)));
  events.onerror = () => status(false);
  events.onopen = () => status(true);
})();
