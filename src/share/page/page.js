// The live page: draws the session from its JSON (state) and redraws it
// on every change the server sends (events), with its event's standings
// when it was started from an event's table. Text is only ever set as
// text, never as HTML.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const el = (tag, text) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    return e;
  };
  let shown = -1;

  // Black or white, whichever stands out more on the colour `hex`
  // (#rrggbb): WCAG's relative luminance, black above 0.179.
  function ink(hex) {
    const lin = (i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    };
    const l = 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
    return l > 0.179 ? "#000" : "#fff";
  }

  function seats(list) {
    const main = $("seats");
    main.replaceChildren();
    for (const s of list) {
      const card = el("div");
      card.className = "seat";
      card.style.borderColor = s.color;
      // The seat's initials on a badge of its colour: a mark besides the
      // colour itself (aria-hidden: the name beside it says it).
      const head = el("h3");
      const badge = el("span", s.mark);
      badge.className = "badge";
      badge.style.background = s.color;
      badge.style.color = ink(s.color);
      badge.setAttribute("aria-hidden", "true");
      head.appendChild(badge);
      head.appendChild(document.createTextNode(s.name));
      card.appendChild(head);
      if (s.remark) {
        const r = el("div", s.remark);
        r.className = "remark";
        card.appendChild(r);
      }
      for (const v of s.values) {
        const row = el("div");
        row.className = "value";
        row.appendChild(el("b", String(v.value)));
        row.appendChild(el("span", v.label));
        card.appendChild(row);
      }
      main.appendChild(card);
    }
  }

  function chart(c) {
    const box = $("chart");
    box.replaceChildren();
    if (!c || !c.series.length || c.series[0].points.length < 2) return;
    box.appendChild(el("h2", c.label));
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    const all = c.series.flatMap((s) => s.points);
    const lo = Math.min(...all), hi = Math.max(...all);
    const n = c.series[0].points.length;
    const w = 300, h = 100, span = hi - lo || 1;
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    svg.setAttribute("preserveAspectRatio", "none");
    for (const s of c.series) {
      const line = document.createElementNS(ns, "polyline");
      const pts = s.points.map((p, i) =>
        `${(i * w / (n - 1)).toFixed(1)},${(h - 4 - (p - lo) * (h - 8) / span).toFixed(1)}`);
      line.setAttribute("points", pts.join(" "));
      line.setAttribute("fill", "none");
      line.setAttribute("stroke", s.color);
      line.setAttribute("stroke-width", "2");
      line.setAttribute("vector-effect", "non-scaling-stroke");
      svg.appendChild(line);
    }
    box.appendChild(svg);
  }

  // The event's standings: its name, after which round, and a line per
  // player, best first; the players of this session's table marked.
  function standings(e) {
    const box = $("event");
    box.replaceChildren();
    box.hidden = !e;
    if (!e) return;
    box.appendChild(el("h2", e.name));
    const after = el("p", e.after);
    after.className = "after";
    box.appendChild(after);
    const cell = (tag, text, kind) => {
      const c = el(tag, text);
      if (kind) c.className = kind;
      return c;
    };
    const head = el("tr");
    for (const [text, kind] of [
      [e.words.rank, "rank"], [e.words.player, ""],
      [e.words.points, "num"], [e.words.record, "num rec"],
    ]) {
      const th = cell("th", text, kind);
      th.scope = "col";
      head.appendChild(th);
    }
    const thead = el("thead");
    thead.appendChild(head);
    const body = el("tbody");
    for (const r of e.rows) {
      const tr = el("tr");
      tr.classList.toggle("here", r.here);
      tr.classList.toggle("dropped", r.dropped);
      tr.appendChild(cell("td", String(r.rank), "rank"));
      const name = cell("td", r.name, "name");
      for (const [on, word] of [[r.dropped, e.words.dropped], [r.here, e.words.here]]) {
        if (on) name.appendChild(el("small", word));
      }
      tr.appendChild(name);
      tr.appendChild(cell("td", String(r.points), "num"));
      tr.appendChild(cell("td", r.record, "num rec"));
      body.appendChild(tr);
    }
    const table = el("table");
    table.appendChild(thead);
    table.appendChild(body);
    box.appendChild(table);
  }

  function show(s) {
    if (typeof s.version !== "number" || s.version < shown) return;
    shown = s.version;
    document.title = s.title;
    $("title").textContent = s.title;
    $("turn").textContent = s.turn || "";
    const result = $("result");
    result.hidden = !s.result;
    if (s.result) {
      $("who").textContent = s.result.who;
      $("why").textContent = s.result.why;
    }
    seats(s.seats);
    chart(s.chart);
    standings(s.event);
    $("log-heading").textContent = s.words.log;
    const log = $("log");
    log.replaceChildren();
    if (!s.log.length) log.appendChild(el("li", s.words.empty));
    for (const l of s.log) {
      const li = el("li");
      li.appendChild(el("time", l.time));
      li.appendChild(document.createTextNode(l.text));
      log.appendChild(li);
    }
    window.words = s.words;
    status(true);
  }

  function status(live) {
    const st = $("status");
    const w = window.words || { live: "", offline: "" };
    st.textContent = live ? w.live : w.offline;
    st.className = live ? "" : "off";
  }

  fetch("state", { cache: "no-store" })
    .then((r) => (r.ok ? r.json() : null))
    .then((s) => s && show(s))
    .catch(() => status(false));
  const events = new EventSource("events");
  events.addEventListener("change", (e) => show(JSON.parse(e.data)));
  events.onerror = () => status(false);
  events.onopen = () => status(true);
})();
