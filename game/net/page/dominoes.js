// The Passing Game (dominoes) on the phone: the train's two open ends drawn as the TV draws
// them, the hand as upright tiles marked with the ends each fits, and a button per end.
"use strict";

let pickedTile = null;  // the tile pickedTile, e.g. "6-4"

const fits = (view, name, end) => Boolean(view.ends) && halves(name).includes(view.ends[end]);

function tileName(view, name) {
  const ends = view.ends ? [0, 1].filter((end) => fits(view, name, end)) : [];
  const where = ends.length === 2 ? "fits both ends" : ends.length ? `fits the ${ends[0]
    ? "right" : "left"} end` : view.ends ? "fits neither end" : "";
  return `domino ${name}${where ? `, ${where}` : ""}`;
}

// The train's two open ends: its first and last tiles as they lie, and how many between.
function dominoesTable(view) {
  if (!view.ends) {
    return [el("p", { class: "big", text: `Round ${view.number}: the first tile opens the train.` }),
      el("p", { class: "dim", text: `Boneyard: ${plural(view.boneyard, "tile")}` })];
  }
  const [left, right] = view.ends;
  const first = view.train[0];
  const last = view.train[view.train.length - 1];
  const between = Math.max(0, view.train.length - 2);
  const train = el("div", { class: "row train", role: "img", "aria-label":
    `The train: ${plural(view.train.length, "tile")}, open ends ${left} on the left and `
    + `${right} on the right` },
  el("span", { class: "end", text: `◀ ${left}` }), tile(first, false),
  view.train.length > 1 ? el("span", { class: "between", text: between ? `… ${between} …` : "" })
    : null,
  view.train.length > 1 ? tile(last, false) : null,
  el("span", { class: "end", text: `${right} ▶` }));
  return [train, el("p", { class: "dim",
    text: `Round ${view.number} · boneyard: ${plural(view.boneyard, "tile")}` })];
}

function dominoesHand(view) {
  handSpec = { count: view.hand.length, aspect: 2, widest: 64, below: 19 };
  return view.hand.map((name) => {
    const marks = view.ends ? [0, 1].filter((end) => fits(view, name, end)) : [];
    return el("button", { class: "card tile" + (pickedTile === name ? " pickedTile" : ""),
      "data-tile": name, "aria-pressed": String(pickedTile === name),
      "aria-label": tileName(view, name),
      onclick: () => { pickedTile = pickedTile === name ? null : name; render(); } },
    tile(name, true),
    el("span", { class: "fits", "aria-hidden": "true",
      text: marks.map((end) => (end ? "▶" : "◀")).join(" ") }));
  });
}

function dominoesActions(view, mine) {
  const ends = view.ends;
  const actions = [];
  if (!ends) {
    actions.push(el("button", { id: "play", class: "go", disabled: !mine || !pickedTile,
      onclick: () => send(`play ${pickedTile}`) }, "Play"));
  } else {
    actions.push(
      el("button", { id: "left", class: "go", disabled: !mine || !pickedTile || !fits(view, pickedTile, 0),
        "aria-label": `play on the left end, ${ends[0]}`,
        onclick: () => send(`play ${pickedTile} left`) }, `◀ ${ends[0]}`),
      el("button", { id: "right", class: "go",
        disabled: !mine || !pickedTile || !fits(view, pickedTile, 1),
        "aria-label": `play on the right end, ${ends[1]}`,
        onclick: () => send(`play ${pickedTile} right`) }, `${ends[1]} ▶`));
  }
  actions.push(
    el("button", { id: "draw", disabled: !mine || !view.can_draw, onclick: () => send("draw") },
      "Draw"),
    el("button", { id: "pass", disabled: !mine, onclick: () => send("pass") }, "Pass"));
  return actions;
}

GAMES.dominoes = {
  clear() { pickedTile = null; },
  rank: (view, a, b) => view.scores[b] - view.scores[a],
  final: (view, s) => plural(view.scores[s], "point"),
  render(view, mine) {
    if (pickedTile && !view.hand.includes(pickedTile)) pickedTile = null;
    setList($("table"), dominoesTable(view));
    setList($("hand"), dominoesHand(view));
    setList($("choices"), [el("span", { text: `Your pips: ${view.pips} · `
      + `${view.teams ? "your team" : "you"}: ${plural(view.scores[state.seat], "point")} of ${view.target}` })]);
    setList($("actions"), dominoesActions(view, mine));
    renderSeats((s) => `${plural(view.hand_counts[s], "tile")} · ${plural(view.scores[s], "point")}`);
  },
};
