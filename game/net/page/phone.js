// A seat's private hand on a phone. It shows the state the server sends and sends back
// only moves in the rules' notation; the server checks every move with the rules.
"use strict";

// The seat symbols of the TV (theme.SEAT_SYMBOLS) as characters; colours come from the server.
const SYMBOLS = { circle: "●", square: "■", triangle: "▲", diamond: "◆", star: "★",
  cross: "✚", hexagon: "⬢" };
const VALUES = "23456789TJQKA";
let token = location.hash.slice(1);  // the seat's (or the lobby's) code
const $ = (id) => document.getElementById(id);
let socket = null;
let state = null;
let ended = false;         // replaced, released or refused: stop reconnecting
let retry = 500;
const picked = new Map();  // PASS: card index in hand -> shown upgraded?
let augment = 0;
let tile = null;           // dominoes: the tile picked, e.g. "6-4"
let audio = null;          // the turn tone's audio context
let lastText = null;       // the last table, to skip repeats

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "onclick") node.addEventListener("click", value);
    else if (key === "text") node.textContent = value;
    else if (value !== false && value !== null && value !== undefined) {
      node.setAttribute(key, value === true ? "" : value);
    }
  }
  for (const child of children) node.append(child);
  return node;
}

function setList(parent, children) { parent.replaceChildren(...children); }
function say(text) { $("message").textContent = text || ""; }
function valueName(v) { return VALUES[v] === "T" ? "10" : VALUES[v]; }
function face(label) { return label === "START" ? label : label.replace(/T/g, "10"); }
function symbol(s) { return SYMBOLS[state.symbols[s]] || "●"; }
function seatName(s) { return `${symbol(s)} ${state.names[s]}`; }
function symbolNode(s) {
  const node = el("span", { text: symbol(s) });
  node.style.color = state.colours[s];
  return node;
}

function send(move) {  // true once sent; false (and the player told) while not connected
  if (socket && socket.readyState === WebSocket.OPEN) {
    say("");
    socket.send(move);
    return true;
  }
  say("Not connected to the table yet; try again in a moment.");
  return false;
}

function connect() {
  if (!token) {
    $("turn").textContent = "Scan the code on the TV to take a seat.";
    return;
  }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.onopen = () => { socket.send(token); retry = 500; $("link").textContent = "connected"; };
  socket.onmessage = (event) => {
    if (event.data === lastText) return;  // the same table again: keep the taps in progress
    const message = JSON.parse(event.data);
    if (message.type === "state") lastText = event.data;
    receive(message);
  };
  socket.onclose = () => {
    if (dropThinkingHint() && !ended && state && state.view) render();
    $("link").textContent = ended ? "left the table" : "reconnecting…";
    if (!ended) setTimeout(connect, retry);
    retry = Math.min(retry * 2, 4000);
  };
}

function receive(message) {
  if (message.type === "state") {
    const wasMine = state && state.view && state.view.to_move === state.seat;
    if (state && state.moves !== message.moves) {
      picked.clear(); augment = 0; tile = null; say("");
    }
    state = message;
    render();
    if (!wasMine && state.view.to_move === state.seat) nudge();
  } else if (message.type === "lobby") {
    state = message;
    renderLobby();
  } else if (message.type === "seated") {  // the lobby gave this socket a seat: it holds it
    token = message.token;  // a reconnect after a drop comes back to the seat...
    history.replaceState(null, "", `#${token}`);  // ...and so does a reload (no reload now)
  } else if (message.type === "waiting") {
    state = message;
    renderWaiting();
  } else if (message.type === "hint") {
    takeHint(message);
  } else if (message.type === "refused" || message.type === "error") {
    if (dropThinkingHint() && state && state.view) render();
    say(message.message);
  } else {  // replaced, released, denied: this page plays no more
    ended = true;
    say("");
    $("turn").className = "turn over";
    $("turn").textContent = message.message;
    setList($("actions"), []);
    setList($("hand"), []);
    setList($("choices"), []);
    setList($("hint"), []);
  }
}

function nudge() {
  // Browsers allow vibration and sound only after the player has touched the page.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  try {  // a short tone, where the browser allows sound (one audio context, made once)
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const tone = audio.createOscillator();
    tone.frequency.value = 660;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.12);
  } catch (e) { /* no sound: the vibration and the banner remain */ }
}

function header(seat) {
  $("symbol").textContent = seat === null ? "" : symbol(seat);
  $("symbol").style.color = seat === null ? "" : state.colours[seat];
  $("name").textContent = seat === null ? state.title : `${state.names[seat]} · ${state.title}`;
  setList($("table"), []);
  setList($("choices"), []);
  setList($("actions"), []);
  setList($("hint"), []);
  setList($("log"), []);
}

// The table's one code: pick a seat played on a phone that no phone holds yet.
function renderLobby() {
  header(null);
  $("turn").className = "turn";
  $("turn").textContent = state.free.length ? "Tap your seat" : "Every phone seat is taken.";
  setList($("hand"), state.names.map((name, s) => state.kinds[s] !== "phone" ? null
    : el("button", { class: "pick", "data-seat": s, disabled: !state.free.includes(s),
      onclick: () => send(`seat ${s}`) }, symbolNode(s),
    ` ${name}${state.free.includes(s) ? "" : " (taken)"}`)).filter(Boolean));
  setList($("seats"), []);
}

// Seated before the match: the host starts it on the TV.
function renderWaiting() {
  header(state.seat);
  $("turn").className = "turn";
  $("turn").textContent = "You have your seat. The match starts when the host starts it.";
  setList($("hand"), []);
  setList($("seats"), state.names.map((name, s) => el("div", { class: "seat" }, symbolNode(s),
    el("span", { text: name + (s === state.seat ? " (you)" : "") +
      (state.kinds[s] === "bot" ? " · bot" : state.kinds[s] === "phone" ? " · phone" : "") }))));
}

function render() {
  const view = state.view;
  const seat = state.seat;
  document.body.dataset.moves = state.moves;  // lets a test wait for the table to change
  $("symbol").textContent = symbol(seat);
  $("symbol").style.color = state.colours[seat];
  $("name").textContent = `${state.names[seat]} · ${state.title}`;
  const turn = $("turn");
  if (view.over) {
    const names = view.winners.map((s) => state.names[s]).join(" and ");
    turn.className = "turn over";
    turn.textContent = `Match over: ${names} ${view.winners.length > 1 ? "win" : "wins"}.`;
  } else if (view.to_move === null) {  // between deals: the TV shows the scores
    turn.className = "turn";
    turn.textContent = "Deal over: the scores are on the TV.";
  } else if (view.to_move === seat) {
    turn.className = "turn mine";
    turn.textContent = "Your turn";
  } else {
    turn.className = "turn";
    const away = state.connected[view.to_move] === false ? " (their phone is away)" : "";
    turn.textContent = `${seatName(view.to_move)} to play${away}`;
  }
  const mine = view.to_move === seat && !view.over;
  ({ "take-or-pass": renderTakeOrPass, pass: renderPass, dominoes: renderDominoes })[state.game](
    view, mine);
  renderHint(view, mine);
  setList($("log"), state.log.slice().reverse().map(
    (entry) => el("li", { text: `${state.names[entry.seat]}: ${entry.move}` })));
}

function renderSeats(facts) {
  setList($("seats"), state.names.map((name, s) => {
    const phone = state.kinds[s] === "phone"
      ? (state.connected[s] ? " · phone" : " · phone away") : (state.kinds[s] === "bot" ? " · bot" : "");
    return el("div", { class: s === state.view.to_move ? "seat now" : "seat" }, symbolNode(s),
      el("span", { text: name + (s === state.seat ? " (you)" : "") + phone }),
      el("span", { class: "facts", text: facts(s) }));
  }));
}

// -- Take or Pass ---------------------------------------------------------------------------

function ladderCard(n) {
  const suit = n <= 13 ? "♣" : n <= 26 ? "♦" : "♥";
  return el("div", { class: n <= 13 ? "card taken" : "card taken red", "data-card": n },
    String(n), el("span", { text: suit }));
}

function renderTakeOrPass(view, mine) {
  const chips = view.chips[state.seat];
  setList($("table"), [el("div", { class: "row" },
    el("span", { class: "big", text: view.card === null ? "–" : `Card ${view.card}` }),
    el("span", { text: `Pot: ${view.pot} chips` }),
    el("span", { class: "dim", text: `${view.pile} face down · game ${view.number} of ${view.games}` }))]);
  const own = view.cards[state.seat];
  setList($("hand"), own.length ? own.map(ladderCard)
    : [el("span", { class: "dim", text: "You have taken no cards yet." })]);
  setList($("choices"), [el("span", { text:
    `Your chips: ${chips} · card points: ${view.card_points[state.seat]}` })]);
  setList($("actions"), [
    el("button", { id: "take", class: "go", disabled: !mine, onclick: () => send("take") },
      "Take"),
    el("button", { id: "pass", disabled: !mine || chips === 0, onclick: () => send("pass") },
      "Pass (1 chip)")]);
  renderSeats((s) => {
    const chip = view.chips[s] === null ? "? chips" : `${view.chips[s]} chips`;
    return `${view.cards[s].length} cards · ${chip} · total ${view.totals[s]}`;
  });
}

// -- PASS -----------------------------------------------------------------------------------

function upSide(label) { return label === "START" ? null : label.split(">")[1]; }

function passNotation(view) {
  const cards = [...picked.entries()].map(([i, up]) => view.hand[i] + (up ? "^" : ""));
  const wild = $("wild") ? $("wild").value : "";
  if (!cards.length && !wild) return null;
  let text = "play" + (cards.length ? " " + cards.join(" ") : "");
  if (augment) text += ` augment ${augment}`;
  if (wild) text += ` wild ${wild}`;
  return text;
}

function tapCard(index, label) {  // picked basic -> picked upgraded -> back in the hand
  if (!picked.has(index)) picked.set(index, false);
  else if (!picked.get(index) && upSide(label)) picked.set(index, true);
  else picked.delete(index);
  render();
}

function renderPass(view, mine) {
  const last = view.last;
  const toBeat = last
    ? `To beat: ${last.type} of ${valueName(last.rank)}${last.augment ? ` + ${last.augment} augment` : ""} (${state.names[last.seat]})`
    : (view.over ? "" : `${state.names[view.leader]} leads a new trick`);
  const played = view.trick.map((p) => `${state.names[p.seat]}: ${p.cards.map(face).join(" ")}`);
  setList($("table"), [el("div", { class: "big", text: toBeat }),
    ...played.slice(-3).map((line) => el("div", { class: "dim", text: line })),
    el("div", { class: "dim", text: `Supply: ${view.supply} tokens · deal ${view.number}` })]);
  setList($("hand"), view.hand.map((label, i) => {
    const up = upSide(label);
    const shown = picked.get(i) ? up : label.split(">")[0];
    const cls = "card" + (picked.has(i) ? " picked" : "") + (picked.get(i) ? " up" : "");
    return el("div", { class: cls, "data-card": label, role: "button",
      onclick: () => tapCard(i, label) }, face(shown),
      up ? el("small", { text: face(up) }) : "");
  }));
  const choices = [el("span", { text: `Your tokens: ${view.tokens[state.seat]}` })];
  if (mine && !picked.size) {
    choices.push(el("span", { class: "dim",
      text: "Tap a card to pick it, again for its yellow side, once more to put it back." }));
  }
  if (last) {
    choices.push(el("span", { text: "Augment" }),
      el("button", { id: "augment-minus", onclick: () => { augment = Math.max(0, augment - 1); render(); } }, "−"),
      el("span", { id: "augment", text: String(augment) }),
      el("button", { id: "augment-plus", onclick: () => { augment += 1; render(); } }, "+"));
  }
  if (view.wildcard_pass) {
    const current = $("wild") ? $("wild").value : "";
    const select = el("select", { id: "wild", "aria-label": "wild card value" },
      el("option", { value: "", text: "No wild" }),
      ...[...VALUES].map((v) => el("option", { value: v, text: `Wild ${valueName(VALUES.indexOf(v))} (3 tokens)` })));
    select.value = current;
    select.addEventListener("change", render);
    choices.push(select);
  }
  setList($("choices"), choices);
  const notation = passNotation(view);
  setList($("actions"), [
    el("button", { id: "play", class: "go", disabled: !mine || !notation,
      onclick: () => send(passNotation(view)) }, "Play"),
    el("button", { id: "pass", disabled: !mine || !last, onclick: () => send("pass") }, "Pass")]);
  renderSeats((s) => {
    const score = view.win === "points" ? `${view.points[s]} points` : `${view.crowns[s]} crowns`;
    return `${view.hand_sizes[s]} cards · ${view.tokens[s]} tokens · ${score}` +
      (view.passed[s] ? " · passed" : "");
  });
}

// -- The Passing Game (dominoes) ------------------------------------------------------------

function halves(name) { return name.split("-").map(Number); }

function tileNode(name, attrs) {
  const [a, b] = halves(name);
  return el("div", Object.assign({ class: "card tile", "data-tile": name }, attrs),
    el("span", { class: "half", text: String(a) }), el("span", { class: "bar" }),
    el("span", { class: "half", text: String(b) }));
}

function renderDominoes(view, mine) {
  const ends = view.ends;
  const train = view.train.length > 8
    ? ["…", ...view.train.slice(-8)].join(" ") : view.train.join(" ");
  setList($("table"), [
    el("div", { class: "row" },
      el("span", { class: "big", text: ends ? `Ends ${ends[0]} · ${ends[1]}` : "No tiles yet" }),
      el("span", { text: `Boneyard: ${view.boneyard}` })),
    el("div", { class: "dim", text: train || `Round ${view.number}: the first tile opens the train.` })]);
  const fits = (name, end) => ends && halves(name).includes(ends[end]);
  setList($("hand"), view.hand.map((name) => tileNode(name, {
    class: "card tile" + (tile === name ? " picked" : ""), role: "button",
    onclick: () => { tile = tile === name ? null : name; render(); } })));
  const actions = [];
  if (!ends) {
    actions.push(el("button", { id: "play", class: "go", disabled: !mine || !tile,
      onclick: () => send(`play ${tile}`) }, "Play"));
  } else {
    actions.push(
      el("button", { id: "left", class: "go", disabled: !mine || !tile || !fits(tile, 0),
        onclick: () => send(`play ${tile} left`) }, `◀ on ${ends[0]}`),
      el("button", { id: "right", class: "go", disabled: !mine || !tile || !fits(tile, 1),
        onclick: () => send(`play ${tile} right`) }, `on ${ends[1]} ▶`));
  }
  actions.push(
    el("button", { id: "draw", disabled: !mine || !view.can_draw, onclick: () => send("draw") },
      "Draw"),
    el("button", { id: "pass", disabled: !mine, onclick: () => send("pass") }, "Pass"));
  setList($("choices"), [el("span", { text: `Your pips: ${view.pips} · target ${view.target}` })]);
  setList($("actions"), actions);
  renderSeats((s) => `${view.hand_counts[s]} tiles · ${view.scores[s]} points`);
}

// The sticky bar's height, for the page's scroll padding (phone.css): a card scrolled into
// view stops above the bar, not under it, whatever the buttons and the message take.
new ResizeObserver(() => document.documentElement.style.setProperty(
  "--controls", `${$("controls").offsetHeight}px`)).observe($("controls"));
window.addEventListener("hashchange", () => location.reload());
connect();
