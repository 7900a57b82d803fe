// Take or Pass on the phone: the card turned up with its pot as a pile of chips, the cards
// taken grouped in runs (each run's lowest card framed in gold: the one that counts), the
// score they make with the chips, and Take / Pass.
"use strict";

const SUITS = [[13, "clubs", 0], [26, "diamonds", 13], [35, "hearts", 26]];  // top, suit, 1 less ace
const RANKS = { 1: "ace", 11: "jack", 12: "queen", 13: "king" };

// "17, 4 of diamonds" (game/art/take_or_pass.py suit_and_rank).
function ladderName(value) {
  const [, suit, below] = SUITS.find(([top]) => value <= top);
  const rank = value - below;
  return `${value}, ${RANKS[rank] || rank} of ${suit}`;
}

function runs(cards) {  // consecutive values together (T4: a run counts its lowest card)
  const groups = [];
  for (const card of [...cards].sort((a, b) => a - b)) {
    const run = groups[groups.length - 1];
    if (run && card === run[run.length - 1] + 1) run.push(card);
    else groups.push([card]);
  }
  return groups;
}

function takeOrPassTable(view) {
  if (view.card === null) {
    return [el("p", { class: "big", text: view.over ? "" : "No card turned up" })];
  }
  const pot = plural(view.pot, "chip");
  return [el("div", { class: "row offer" },
    ladderCard(view.card, false, `Card ${ladderName(view.card)}`),
    el("div", { class: "pot" }, chipPile(view.pot, `Pot: ${pot}`),
      el("p", { class: "big", text: `Pot: ${pot}` }))),
  el("p", { class: "dim", text: `${plural(view.pile, "card")} face down · `
    + `game ${view.number} of ${view.games}` })];
}

function takeOrPassHand(view) {
  const own = view.cards[state.seat];
  if (!own.length) return [el("p", { class: "dim", text: "You have taken no cards yet." })];
  return runs(own).map((run) => el("div", { class: "run", role: "img", "aria-label":
    run.length > 1 ? `Run ${run[0]} to ${run[run.length - 1]}, counts ${run[0]}`
      : `Card ${run[0]}, counts ${run[0]}` },
  ...run.map((card, i) => el("span", { class: "taken", "data-card": card },
    ladderCard(card, i === 0)))));
}

function takeOrPassScore(view) {
  const chips = view.chips[state.seat];
  const points = view.card_points[state.seat];
  const score = points - chips;
  return [el("span", { class: "chips" }, piece("chip"), el("span", { class: "score",
    text: `${plural(points, "card point")} − ${plural(chips, "chip")} = ${score}` })),
    view.result ? el("span", { class: "dim", text: `Match total: ${view.totals[state.seat]}` })
      : view.number > 1 ? el("span", { class: "dim",
        text: `Earlier games: ${view.totals[state.seat]}` }) : null];
}

GAMES["take-or-pass"] = {
  clear() {},
  rank: (view, a, b) => view.totals[a] - view.totals[b],  // T5: the lowest total wins
  final: (view, s) => `total ${view.totals[s]}`,
  render(view, mine) {
    const chips = view.chips[state.seat];
    setList($("table"), takeOrPassTable(view));
    setList($("hand"), takeOrPassHand(view));
    setList($("choices"), takeOrPassScore(view));
    setList($("actions"), [
      el("button", { id: "take", class: "go", disabled: !mine, onclick: () => send("take") },
        "Take"),
      el("button", { id: "pass", disabled: !mine || chips === 0, onclick: () => send("pass") },
        "Pass · 1 chip")]);
    renderSeats((s) => {
      const chip = view.chips[s] === null ? "chips hidden" : plural(view.chips[s], "chip");
      return `${plural(view.cards[s].length, "card")} · ${chip} · ${view.card_points[s]} card `
        + `points${view.number > 1 || view.result ? ` · total ${view.totals[s]}` : ""}`;
    });
  },
};
