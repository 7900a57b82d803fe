// Hints on the phone (loaded before phone.js, which calls these): the Hint button on this
// seat's turn when the table allows hints, the table's answer in words, and rings round the
// cards or tile and the buttons that make the suggested move. A hint is for one position:
// it goes when the table moves on (a state with another move count).
"use strict";

let hint = null;         // {moves, thinking, lines, move} for the position after `moves` moves
let hintHidden = false;  // the player hid the hint they have (a tap shows it again)

function askHint() {
  if (hint && hint.moves === state.moves && !hint.thinking) {
    hintHidden = !hintHidden;  // already here: hide or show it, no new search
  } else if (send("hint")) {  // unsent (reconnecting), nothing would ever answer it
    hint = { moves: state.moves, thinking: true };
    hintHidden = false;
  }
  render();
}

function takeHint(message) {  // a `hint` message: thinking, or the answer
  if (!state || message.moves !== state.moves) return;  // for a position gone by
  hint = message.thinking ? { moves: message.moves, thinking: true }
    : { moves: message.moves, thinking: false, lines: message.lines, move: message.hint.move };
  render();
}

// Forget a hint still thinking (refused, or the socket closed while the table thought), so
// the button asks again; true when there was one (the page is drawn again then).
function dropThinkingHint() {
  if (!hint || !hint.thinking) return false;
  hint = null;
  return true;
}

// The Hint button goes beside the turn banner; the words under the table.
function renderHint(view, mine) {
  const box = $("hint");
  if (hint && hint.moves !== state.moves) { hint = null; hintHidden = false; }
  if (!state.hints || !mine) { setList(box, []); setList($("hint-slot"), []); return; }
  const thinking = hint && hint.thinking;
  const shown = hint && !thinking && !hintHidden;
  const label = !hint ? "? Hint" : thinking ? "Thinking…" : hintHidden ? "Show hint" : "Hide hint";
  const words = thinking ? [el("p", { class: "hint-more", text: "Looking for a good move…" })]
    : shown ? hint.lines.map((line, i) => el("p", { class: i ? "hint-more" : "hint-main",
      text: i ? line : `Hint: ${line}` })) : [];
  setList($("hint-slot"), [el("button", { id: "hint-button", disabled: thinking,
    onclick: askHint }, hint ? label : el("span", { "aria-hidden": "true", text: "? " }),
  hint ? "" : "Hint")]);
  // It scrolls within itself when long (a small screen): a thumb or the keyboard can scroll it.
  setList(box, [el("div", { id: "hint-text", tabindex: words.length ? "0" : null }, ...words)]);
  if (shown) hintTargets(view, hint.move.split(" ")).forEach((n) => n.classList.add("hinted"));
}

// The page's controls that make `move` (its words in the rules' notation).
function hintTargets(view, words) {
  if (words[0] !== "play") return [$(words[0])].filter(Boolean);  // take, pass, draw
  const found = [];
  if (state.game === "pass") {
    const cards = [...document.querySelectorAll(".hand [data-card]")];
    for (const word of words.slice(1)) {
      if (word === "augment" || word === "wild") break;
      const card = cards.find((n) => n.dataset.card === word.replace("^", "")
        && !found.includes(n));
      if (card) found.push(card);
      if (card && word.endsWith("^")) card.classList.add("hinted-up");  // its yellow side
    }
    if (words.includes("augment")) found.push($("augment-plus"));
    if (words.includes("wild")) found.push($("wild"));
    found.push($("play"));
  } else {  // dominoes: the tile, then its end's button (or Play for the first tile)
    const name = words[1];
    const flipped = name.split("-").reverse().join("-");
    found.push([...document.querySelectorAll(".hand [data-tile]")].find(
      (n) => n.dataset.tile === name || n.dataset.tile === flipped));
    const side = words[2] || (view.ends && !halves(name).includes(view.ends[0]) ? "right"
      : "left");
    found.push($("play") || $(side));
  }
  return found.filter(Boolean);
}
