// A seat's private hand on a phone. It shows the state the server sends and sends back
// only moves in the rules' notation; the server checks every move with the rules. Each
// game's script (pass_game.js, take_or_pass.js, dominoes.js) adds its drawing to GAMES.
"use strict";

// The seat symbols of the TV (theme.SEAT_SYMBOLS) as characters; colours come from the server.
const SYMBOLS = { circle: "●", square: "■", triangle: "▲", diamond: "◆", star: "★",
  cross: "✚", hexagon: "⬢" };
const GAMES = {};  // game slug -> { render(view, mine), clear() }
let token = location.hash.slice(1);  // the seat's (or the lobby's) code
const $ = (id) => document.getElementById(id);
let socket = null;
let state = null;
let ended = false;  // replaced, released or refused: stop reconnecting
let retry = 500;
let lastText = null;  // the last table, to skip repeats
const REFUSED = 4003;  // the close code of a page the server does not know (game/net/gate.py)

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "onclick") node.addEventListener("click", value);
    else if (key === "text") node.textContent = value;
    else if (value !== false && value !== null && value !== undefined) {
      node.setAttribute(key, value === true ? "" : value);
    }
  }
  for (const child of children) if (child !== null && child !== "") node.append(child);
  return node;
}

function setList(parent, children) { parent.replaceChildren(...children.filter(Boolean)); }
function say(text) { $("message").textContent = text || ""; }
function plural(n, one, many) { return `${n} ${n === 1 ? one : many || `${one}s`}`; }
function symbol(s) { return SYMBOLS[state.symbols[s]] || "●"; }
function symbolNode(s) {
  const node = el("span", { class: "symbol", "aria-hidden": "true", text: symbol(s) });
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

// -- The link to the table -------------------------------------------------------------------

// "connecting", "connected", "reconnecting" (the seat is kept meanwhile) or "ended".
function setLink(link) {
  document.body.dataset.link = link;
  $("link").textContent = { connecting: "connecting…", connected: "connected",
    reconnecting: "reconnecting…", ended: "left the table" }[link];
  $("net").textContent = link === "reconnecting"
    ? "Reconnecting to the table… your seat is kept for you." : "";
}

function connect() {
  if (!token) {
    $("turn").textContent = "Scan the code on the TV to take a seat.";
    setLink("ended");
    return;
  }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.onopen = () => { socket.send(token); retry = 500; setLink("connected"); };
  socket.onmessage = (event) => {
    if (event.data === lastText) return;  // the same table again: keep the taps in progress
    const message = JSON.parse(event.data);
    if (message.type === "state") lastText = event.data;
    receive(message);
  };
  socket.onclose = (event) => {
    if (event.code === REFUSED) {  // not a drop: trying again would be refused again
      seatLost(event.reason || "This page is not this table's: open the code on the TV.");
      return;
    }
    if (dropThinkingHint() && !ended && state && state.view) render();
    if (!ended) {
      setLink("reconnecting");
      setTimeout(connect, retry);
    }
    retry = Math.min(retry * 2, 4000);
  };
}

function receive(message) {
  if (message.type === "state") {
    const wasMine = isMine();
    if (state && state.moves !== message.moves) {
      Object.values(GAMES).forEach((game) => game.clear());
      say("");
    }
    state = message;
    loadArt(state.game, render);
    if (!wasMine && isMine()) nudge();
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
    seatLost(message.message);
  }
}

function isMine() {
  return Boolean(state && state.view && !state.view.over && state.view.to_move === state.seat);
}

function seatLost(words) {
  ended = true;
  say("");
  setLink("ended");
  document.body.dataset.screen = "lost";
  $("turn").className = "turn over";
  $("turn").textContent = words;
  $("turn").dataset.said = words;
  for (const id of ["table", "actions", "hand", "choices", "hint", "hint-slot"]) setList($(id), []);
  if (!/scan/i.test(words)) {
    setList($("table"), [el("p", { text: "To play on, scan the code on the TV again." })]);
  }
  keepAwake(false);
}

// -- Screens before the match ----------------------------------------------------------------

function header(seat, title) {  // who this phone plays, and what
  $("symbol").textContent = seat === null ? "" : symbol(seat);
  $("symbol").style.color = seat === null ? "" : state.colours[seat];
  $("name").textContent = seat === null ? "" : state.names[seat];
  $("game").textContent = title;
}

function beforeMatch(seat, title) {
  header(seat, title);
  for (const id of ["table", "choices", "actions", "hint", "hint-slot", "log"]) setList($(id), []);
}

// The table's one code: pick a seat played on a phone that no phone holds yet.
function renderLobby() {
  document.body.dataset.screen = "lobby";
  beforeMatch(null, state.title);
  $("turn").className = "turn";
  $("turn").textContent = state.free.length ? "Tap your seat" : "Every phone seat is taken.";
  setList($("hand"), state.names.map((name, s) => state.kinds[s] !== "phone" ? null
    : el("button", { class: "pick", "data-seat": s, disabled: !state.free.includes(s),
      onclick: () => send(`seat ${s}`) }, symbolNode(s),
    ` ${name}${state.free.includes(s) ? "" : " (taken)"}`)));
  setList($("seats"), []);
}

// Seated before the match: the host starts it on the TV.
function renderWaiting() {
  document.body.dataset.screen = "waiting";
  beforeMatch(state.seat, state.title);
  $("turn").className = "turn";
  $("turn").textContent = "You have your seat. The match starts when the host starts it.";
  setList($("hand"), []);
  setList($("seats"), state.names.map((name, s) => el("div", { class: "seat" }, symbolNode(s),
    el("span", { text: name + (s === state.seat ? " (you)" : "") +
      (state.kinds[s] === "bot" ? " · bot" : state.kinds[s] === "phone" ? " · phone" : "") }))));
}

// -- The match -------------------------------------------------------------------------------

function turnWords(view) {
  if (view.over) {
    const names = view.winners.map((s) => state.names[s]).join(" and ");
    return ["turn over", `Match over: ${names} ${view.winners.length > 1 ? "win" : "wins"}.`];
  }
  if (view.to_move === null) return ["turn", "Deal over: the scores are on the TV."];
  if (view.to_move === state.seat) return ["turn mine", "Your turn"];
  const away = state.connected[view.to_move] === false ? " (their phone is away)" : "";
  return ["turn", `${state.names[view.to_move]} to play${away}`, view.to_move];
}

function render() {
  if (!state || !state.view || ended) return;
  const view = state.view;
  const seat = state.seat;
  document.body.dataset.moves = state.moves;  // lets a test wait for the table to change
  document.body.dataset.screen = view.over ? "over" : isMine() ? "turn" : "wait";
  document.body.dataset.game = state.game;
  header(seat, state.title);
  const [kind, words, mover] = turnWords(view);
  $("turn").className = kind;
  if ($("turn").dataset.said !== words) {  // a live region: said once, when it changes
    $("turn").dataset.said = words;
    setList($("turn"), [mover === undefined ? null : symbolNode(mover), mover === undefined
      ? words : ` ${words}`]);
  }
  handSpec = null;
  GAMES[state.game].render(view, isMine());
  if (view.over) showStandings(view);
  renderHint(view, isMine());
  renderLog();
  layHand();
  keepAwake(!view.over);
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

// The match's end: every seat's final score, best first, in the table's place; no buttons.
function showStandings(view) {
  const game = GAMES[state.game];
  const order = state.names.map((_name, s) => s).sort((a, b) => game.rank(view, a, b));
  setList($("table"), [el("h2", { class: "big", text: "Final scores" }),
    el("ol", { class: "standings" }, ...order.map((s) => el("li", {
      class: view.winners.includes(s) ? "won" : "" }, symbolNode(s),
    el("span", { text: ` ${state.names[s]}${s === state.seat ? " (you)" : ""}` }),
    el("span", { class: "facts", text: game.final(view, s) }))))]);
  setList($("actions"), []);
}

// The recent moves, newest first, each numbered as the match counts it.
function renderLog() {
  const log = $("log");
  log.start = state.moves;
  setList(log, state.log.slice().reverse().map(
    (entry) => el("li", { text: `${state.names[entry.seat]}: ${entry.move}` })));
}

// How a game's hand is laid out (set by its render): how many pieces, their height for a
// width of 1, the widest a piece may be, and the height under each (a tile's fits marks).
let handSpec = null;

// Lay the hand out: the rows and the piece width that make the pieces biggest while each
// row fits the screen's width and the whole hand fits between the table and the move
// buttons (so no scrolling is needed to act), each piece at least 44 px wide (a thumb's).
function layHand() {
  const hand = $("hand");
  if (!handSpec || !handSpec.count) return;
  const { count, aspect, widest, below } = handSpec;
  const gap = 6;
  const rowGap = 10;
  const room = hand.clientWidth;
  const top = $("holding").getBoundingClientRect().top + scrollY;  // the hand sinks to the buttons
  const tall = innerHeight - top - $("controls").offsetHeight - 28;
  const layouts = [];
  for (let rows = 1; rows <= count; rows += 1) {
    const cols = Math.ceil(count / rows);
    const byWidth = Math.floor((room - gap * (cols - 1)) / cols);
    const byHeight = Math.floor(((tall - rowGap * (rows - 1)) / rows - below) / aspect);
    const w = Math.min(widest, byWidth, byHeight);
    if (w >= 44) layouts.push({ cols, w });
  }
  const biggest = Math.max(0, ...layouts.map((layout) => layout.w));
  // Of the layouts nearly as big as the biggest, the one with the fewest rows reads best.
  let best = layouts.find((layout) => layout.w >= 0.85 * biggest);
  if (!best) best = { cols: Math.max(1, Math.floor((room + gap) / (44 + gap))), w: 44 };
  hand.style.setProperty("--cols", best.cols);
  hand.style.setProperty("--widest", `${best.w}px`);
}

// -- An app on the phone: awake, and telling its player when it is their turn ----------------

let wakeLock = null;
let wakeAsked = false;

function keepAwake(on) {  // the Screen Wake Lock API where the browser has it
  if (!("wakeLock" in navigator)) return;
  if (on && !wakeLock && !wakeAsked && document.visibilityState === "visible") {
    wakeAsked = true;
    navigator.wakeLock.request("screen").then((lock) => {
      wakeLock = lock;
      lock.addEventListener("release", () => { wakeLock = null; });
    }).catch(() => {}).finally(() => { wakeAsked = false; });
  } else if (!on && wakeLock) {
    wakeLock.release();
    wakeLock = null;
  }
}

let audio = null;  // the turn tone's audio context, made on the first tap that allows sound
const soundOn = () => localStorage.getItem("passtime-sound") === "on";

function tone() {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const beep = audio.createOscillator();
    beep.frequency.value = 660;
    beep.connect(audio.destination);
    beep.start();
    beep.stop(audio.currentTime + 0.12);
  } catch (e) { /* no sound here: the vibration and the banner remain */ }
}

function nudge() {
  // Browsers allow vibration and sound only after the player has touched the page.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  if (soundOn()) tone();
}

function showSound() {
  $("sound").setAttribute("aria-pressed", String(soundOn()));
  $("sound").title = soundOn() ? "A tone on your turn: on" : "A tone on your turn: off";
}

$("sound").addEventListener("click", () => {
  localStorage.setItem("passtime-sound", soundOn() ? "off" : "on");
  showSound();
  if (soundOn()) tone();  // what it will sound like, and the tap lets the page play sound
});
document.addEventListener("visibilitychange", () => keepAwake(Boolean(
  state && state.view && !state.view.over && !ended)));

// The sticky bar's height, for the page's scroll padding (phone.css): a card scrolled into
// view stops above the bar, not under it, whatever the buttons and the message take.
new ResizeObserver(() => document.documentElement.style.setProperty(
  "--controls", `${$("controls").offsetHeight}px`)).observe($("controls"));
let laidFor = "";
window.addEventListener("resize", () => {  // turned on its side: lay the hand out again
  const size = `${innerWidth}x${innerHeight}`;
  if (size !== laidFor && state && state.view) { laidFor = size; render(); }
});
window.addEventListener("hashchange", () => location.reload());
// Once every game's script is in (they load after this one): then the table may arrive.
document.addEventListener("DOMContentLoaded", () => {
  showSound();
  setLink("connecting");
  connect();
});
