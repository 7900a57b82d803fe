// PASS on the phone: the set to beat, the hand drawn as the TV draws it (a tap picks a card,
// a second shows its yellow side, a third puts it back), the set as it will be played, and
// the augment and wild choices. The words mirror game/rules/pass_game/sets.py set_name.
"use strict";

const VALUES = "23456789TJQKA";
const VALUE_WORDS = { 9: "jack", 10: "queen", 11: "king", 12: "ace" };
const picked = new Map();  // card index in hand -> shown upgraded?
let augment = 0;

function valueName(v) { return VALUES[v] === "T" ? "10" : VALUES[v]; }
function valueWord(v, many) {
  const word = VALUE_WORDS[v] || valueName(v);
  return many ? `${word}s` : word;
}
function times(n) { return { 1: "once", 2: "twice" }[n] || `${n} times`; }

function setWords(type, rank, augmented) {
  const many = valueWord(rank, true);
  const words = { plain: `a single ${valueWord(rank)}`, pair: `a pair of ${many}`,
    three: `three ${many}`, straight: `a straight to ${valueWord(rank)}`,
    "full house": `a full house of ${many}`, four: `four ${many}`, five: `five ${many}` }[type];
  return augmented ? `${words} augmented ${times(augmented)}` : words;
}

// The values a card shows, as words: ["7", "8"], ["10", "10 10"]; START shows 2 only.
function faceWords(label) {
  if (label === "START") return ["2", ""];
  const [basic, up] = label.split(">");
  const word = (v) => (v === "T" ? "10" : v);
  return [word(basic), [...up].map(word).join(" ")];
}

// "7, upgraded side 8"; shown upgraded, "8, upgraded from 7".
function cardName(label, up) {
  const [basic, upper] = faceWords(label);
  if (!upper) return "START, 2";
  return up ? `${upper}, upgraded from ${basic}` : `${basic}, upgraded side ${upper}`;
}

function played(word) {  // a card as the notation writes it played: "7>8^" is upgraded
  const up = word.endsWith("^");
  return [up ? word.slice(0, -1) : word, up];
}

function passNotation(view) {
  const cards = [...picked.entries()].map(([i, up]) => view.hand[i] + (up ? "^" : ""));
  const wild = $("wild") ? $("wild").value : "";
  if (!cards.length && !wild) return null;
  let text = "play" + (cards.length ? " " + cards.join(" ") : "");
  if (augment) text += ` augment ${augment}`;
  if (wild) text += ` wild ${wild}`;
  return text;
}

// What the picked set costs in tokens (P5, P9): an upgrade (one a card without enough PASS
// tokens in the Lack of PASS variant), each augment token, and 3 for a wild card.
function tokenCost(view) {
  const ups = [...picked.values()].filter(Boolean).length;
  const wild = $("wild") && $("wild").value ? 3 : 0;
  return (view.lack_of_pass ? ups : Math.min(ups, 1)) + augment + wild;
}

function tapCard(index, label) {  // picked basic -> picked upgraded -> back in the hand
  if (!picked.has(index)) picked.set(index, false);
  else if (!picked.get(index) && label !== "START") picked.set(index, true);
  else picked.delete(index);
  render();
}

function playWords(play) {  // what a seat played, in values: "7 8 8"
  return play.cards.map((word) => faceWords(played(word)[0])[played(word)[1] ? 1 : 0]).join(" ");
}

// The set to beat, drawn as played, who played it; the trick's earlier plays and the supply.
function passTable(view) {
  const last = view.last;
  const top = view.trick.length ? view.trick[view.trick.length - 1] : null;
  const lead = view.leader === state.seat ? "You lead: play any set"
    : `${state.names[view.leader]} leads a new trick`;
  const head = el("p", { class: "big",
    text: last ? `To beat: ${setWords(last.type, last.rank, last.augment)}` : view.over ? "" : lead });
  const shown = top && el("div", { class: "row set", role: "img", "aria-label": top.cards
    .map((w) => cardName(...played(w))).join("; ")
    + (top.augment ? `; ${plural(top.augment, "augment token")}` : "")
    + (top.wild !== null ? `; wild ${valueName(top.wild)}` : "") },
  ...top.cards.map((word) => passCard(...played(word))),
  ...Array.from({ length: top.augment }, () => passToken("augment")),
  top.wild !== null ? el("span", { class: "wild", text: `+ wild ${valueName(top.wild)}` }) : "");
  const row = shown && el("div", { class: "row" }, shown,
    el("span", { class: "by", text: `played by ${state.names[top.seat]}` }));
  const earlier = view.trick.slice(-3, -1).map((p) => `${state.names[p.seat]}: ${playWords(p)}`);
  return [head, row, el("p", { class: "dim", text: [...earlier, `deal ${view.number}`,
    `supply ${plural(view.supply, "token")}`].join(" · ") })];
}

function passHand(view) {
  handSpec = { count: view.hand.length, aspect: 166 / 116, widest: 96, below: 0 };
  return view.hand.map((label, i) => {
    const up = picked.get(i) === true;
    return el("button", { class: "card" + (picked.has(i) ? " picked" : ""), "data-card": label,
      "aria-pressed": String(picked.has(i)), "aria-label": cardName(label, up),
      onclick: () => tapCard(i, label) }, passCard(label, up));
  });
}

function passChoices(view, mine) {
  const own = view.tokens[state.seat];
  const chosen = [...picked.entries()].map(([i, up]) => passCard(view.hand[i], up));
  const choices = [chosen.length
    ? el("span", { class: "chosen", role: "img", "aria-label": "Your play: " + [...picked.entries()]
      .map(([i, up]) => cardName(view.hand[i], up)).join("; ") }, ...chosen)
    : mine ? el("span", { class: "how", text: "Tap a card to pick it, again for its yellow side." })
      : null,
  el("span", { class: "tokens" }, passToken("upgrade"),
    el("span", { text: plural(own, "token") }))];
  if (view.last && mine) {
    choices.push(el("span", { class: "stepper", role: "group", "aria-label": "augment tokens" },
      el("button", { id: "augment-minus", "aria-label": "one augment token fewer",
        onclick: () => { augment = Math.max(0, augment - 1); render(); } }, "−"),
      el("span", { id: "augment", "aria-live": "polite", text: String(augment) }),
      passToken("augment"),
      el("button", { id: "augment-plus", "aria-label": "one augment token more",
        onclick: () => { augment += 1; render(); } }, "+")));
  }
  if (view.wildcard_pass && mine) {
    const current = $("wild") ? $("wild").value : "";
    const select = el("select", { id: "wild", "aria-label": "wild card value" },
      el("option", { value: "", text: "No wild" }),
      ...[...VALUES].map((v, i) => el("option", { value: v, text: `Wild ${valueName(i)}` })));
    select.value = current;
    select.addEventListener("change", render);
    choices.push(select);
  }
  return choices;
}

function passPlay(view, mine) {
  const notation = passNotation(view);
  const cost = tokenCost(view);
  const label = notation ? `Play ${plural(picked.size, "card")}` + (cost ? ` · ${plural(cost, "token")}` : "")
    : "Play";
  return [
    el("button", { id: "play", class: "go", disabled: !mine || !notation,
      onclick: () => send(passNotation(view)) }, label),
    el("button", { id: "pass", disabled: !mine || !view.last, onclick: () => send("pass") },
      "Pass")];
}

function passScore(view, s) {
  return view.win === "points" ? view.points[s] : view.crowns[s];
}

GAMES.pass = {
  clear() { picked.clear(); augment = 0; },
  rank: (view, a, b) => passScore(view, b) - passScore(view, a),
  final: (view, s) => plural(passScore(view, s), view.win === "points" ? "point" : "crown"),
  render(view, mine) {
    setList($("table"), passTable(view));
    setList($("hand"), passHand(view));
    setList($("choices"), passChoices(view, mine));
    setList($("actions"), passPlay(view, mine));
    renderSeats((s) => {
      const score = view.win === "points" ? plural(view.points[s], "point")
        : plural(view.crowns[s], "crown");
      return `${plural(view.hand_sizes[s], "card")} · ${plural(view.tokens[s], "token")} · ${score}`
        + (view.passed[s] ? " · passed" : "");
    });
  },
};
