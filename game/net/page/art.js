// The game's pieces, drawn as on the TV: the server writes the table's own shapes as one SVG
// of symbols per game (game/net/svg.py); a card, tile, chip or token here is a <use> of one.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
let artGame = null;  // the game whose sheet is loaded, or loading
let artReady = false;
let pileRule = null;  // how chips stack (game/art/take_or_pass.py pile_rule)

// Fetch the game's sheet once and put it in the page; `then` runs once it is there.
function loadArt(game, then) {
  if (artGame === game) {
    if (artReady) then();
    return;
  }
  artGame = game;
  artReady = false;
  fetch(`art/${game}.svg`)
    .then((answer) => (answer.ok ? answer.text() : Promise.reject(answer.status)))
    .then((text) => {
      const sheet = document.importNode(
        new DOMParser().parseFromString(text, "image/svg+xml").documentElement, true);
      sheet.id = "art";
      sheet.setAttribute("class", "sheet");
      sheet.setAttribute("aria-hidden", "true");
      const old = document.getElementById("art");
      if (old) old.remove();
      document.body.prepend(sheet);
      pileRule = sheet.dataset.pile ? JSON.parse(sheet.dataset.pile) : null;
      artReady = true;
      then();
    })
    .catch(() => { artGame = null; setTimeout(() => loadArt(game, then), 1000); });
}

function svgNode(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  return node;
}

// A symbol's size in the sheet: [w, h].
function box(id) {
  const found = document.getElementById(id);
  const view = found && found.viewBox.baseVal;
  return view ? [view.width, view.height] : [1, 1];
}

// A picture of `uses` ([id, attrs] pairs) in a w x h frame. It is decoration: the element
// holding it carries the words (aria-label), unless `name` is given (then it is an image).
function picture(w, h, uses, name) {
  const attrs = { viewBox: `0 0 ${w} ${h}`, class: "art", focusable: "false" };
  if (name) Object.assign(attrs, { role: "img", "aria-label": name });
  else attrs["aria-hidden"] = "true";
  const node = svgNode("svg", attrs);
  for (const [id, extra] of uses) node.append(svgNode("use", { href: `#${id}`, ...extra }));
  return node;
}

function piece(id, name) {
  const [w, h] = box(id);
  return picture(w, h, [[id, {}]], name);
}

// -- PASS ------------------------------------------------------------------------------------

function cardId(label, up) { return `card-${label.replace(">", "_")}${up ? "-up" : ""}`; }
function passCard(label, up, name) { return piece(cardId(label, up), name); }
function passToken(face, name) { return piece(`token-${face}`, name); }

// -- Take or Pass ----------------------------------------------------------------------------

function ladderCard(value, marked, name) {
  const id = `card-${value}`;
  const [w, h] = box(id);
  return picture(w, h, marked ? [[id, {}], ["card-mark", {}]] : [[id, {}]], name);
}

// Where each chip of a pile of `count` goes, as game/art/take_or_pass.py pile_layers puts it:
// [w, h, [[x, y], ...]], bottom chip first.
function pileLayers(count) {
  const r = pileRule;
  const per = Math.max(r.stack, Math.ceil(count / r.stacks));
  const stacks = Math.max(1, Math.ceil(count / per));
  const h = count > 0 ? r.layer + (Math.min(count, per) - 1) * r.step : r.layer;
  const spots = [];
  for (let i = 0; i < count; i += 1) {
    spots.push([Math.floor(i / per) * (r.d + r.gap), h - r.layer - (i % per) * r.step]);
  }
  return [stacks * (r.d + r.gap) - r.gap, h, spots];
}

function chipPile(count, name) {
  const [w, h, spots] = pileLayers(count);
  const size = { width: pileRule.d, height: pileRule.layer };
  const uses = spots.map(([x, y]) => ["chip-edge", { x, y, ...size }]);
  return picture(w, h, count > 0 ? uses : [["chip-empty", size]], name);
}

// -- Dominoes --------------------------------------------------------------------------------

function halves(name) { return name.split("-").map(Number); }

// A tile showing `name` ("6-2": 6 first), upright (6 on top) or lying flat (6 on the left).
// The sheet has each face once, high number first: the other way round is that face turned
// half round (every pip pattern looks the same turned).
function tile(name, upright, label) {
  const [a, b] = halves(name);
  const face = `tile-${Math.max(a, b)}-${Math.min(a, b)}${upright ? "-up" : ""}`;
  const [fw, fh] = box(face);
  const turned = a < b ? ` rotate(180 ${fw / 2} ${fh / 2})` : "";
  const body = upright ? "tile-body-up" : "tile-body";
  const [w, h] = box(body);
  const place = upright ? `translate(${fh} 0) rotate(90)${turned}` : turned.trim();
  const faceUse = { width: fw, height: fh };
  if (place) faceUse.transform = place;
  return picture(w, h, [[body, {}], [face, faceUse]], label);
}
