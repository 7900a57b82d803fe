"""One vocabulary of controls: how each action is made on each family of device.

Any text a player reads may name a control with a token in square brackets,
`[confirm]`, `[back]`, `[alt]`, `[extra]`, `[prev]`, `[next]`, `[pause]`, `[help]`,
`[undo]`, `[hint]`, `[move]` (the four directions), `[leftright]`, `[updown]`, `[left]`,
`[right]`, `[up]`, `[down]`: the text
layer (game/engine/text.py) draws each token as a glyph of the device the player uses
(a key cap, a coloured pad button, a mouse), and `spell` writes it in words where no
glyph can be drawn. The rules layer writes tokens too (lessons, help pages) and stays
headless: a token is only a word in brackets until something draws it. A text about one
particular device pins its family: `[confirm@playstation]` is a cross whoever acted last
(`pinned` writes it), as in "the pad was unplugged: a pad's [confirm@xbox] takes it back".

Keyboard glyphs come from the input boundary's own key table (game/engine/input.KEYS),
so a prompt names a key that really does the action. Pads follow SDL's controller type:
Xbox-style (and any pad SDL does not know) A/B/X/Y, PlayStation-style cross, circle,
square and triangle, Nintendo-style A/B/X/Y as SDL labels them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.engine.input import KEYS
from game.engine.intents import Action, Family


@dataclass(frozen=True, slots=True)
class Glyph:
    """One control drawn in a line of text.

    `shape`: "key" (a key cap), "face" (a round pad button), "pill" (shoulders, sticks,
    menu buttons), "dpad", "arrows" (the arrow keys) or "mouse". `label` is what is
    written on it (PlayStation faces: "cross", "circle", "square", "triangle", drawn as
    shapes); `words` how it reads aloud; `colour` the face's colour (None: plain);
    `keys` the pygame keys it names (keyboard glyphs), so tests can press them.
    """

    shape: str
    label: str
    words: str
    colour: tuple[int, int, int] | None = None
    keys: tuple[int, ...] = ()


KEY_NAMES = {
    pygame.K_RETURN: "Enter", pygame.K_BACKSPACE: "Backspace", pygame.K_ESCAPE: "Esc",
    pygame.K_TAB: "Tab", pygame.K_SPACE: "Space", pygame.K_PAGEUP: "PgUp",
    pygame.K_PAGEDOWN: "PgDn", pygame.K_F1: "F1", pygame.K_F11: "F11",
}

# Xbox's face colours, lightened to read on the dark button; PlayStation's symbols' own.
GREEN, RED, BLUE, YELLOW = (110, 200, 80), (240, 96, 84), (90, 150, 255), (245, 200, 60)
PS_BLUE, PS_RED, PS_PINK, PS_GREEN = (130, 170, 255), (255, 110, 110), (240, 140, 210), (
    70, 215, 170)

FACES = {  # action: (Xbox, PlayStation, Nintendo)
    Action.CONFIRM: (Glyph("face", "A", "A", GREEN), Glyph("face", "cross", "Cross", PS_BLUE),
                     Glyph("face", "A", "A")),
    Action.BACK: (Glyph("face", "B", "B", RED), Glyph("face", "circle", "Circle", PS_RED),
                  Glyph("face", "B", "B")),
    Action.ALT: (Glyph("face", "X", "X", BLUE), Glyph("face", "square", "Square", PS_PINK),
                 Glyph("face", "X", "X")),
    Action.EXTRA: (Glyph("face", "Y", "Y", YELLOW),
                   Glyph("face", "triangle", "Triangle", PS_GREEN), Glyph("face", "Y", "Y")),
    Action.PREV: (Glyph("pill", "LB", "LB"), Glyph("pill", "L1", "L1"), Glyph("pill", "L", "L")),
    Action.NEXT: (Glyph("pill", "RB", "RB"), Glyph("pill", "R1", "R1"), Glyph("pill", "R", "R")),
    Action.PAUSE: (Glyph("pill", "Menu", "Menu"), Glyph("pill", "Options", "Options"),
                   Glyph("pill", "+", "Plus")),
    Action.HELP: (Glyph("pill", "View", "View"), Glyph("pill", "Create", "Create"),
                  Glyph("pill", "−", "Minus")),
    Action.UNDO: (Glyph("pill", "LS", "left stick press"), Glyph("pill", "L3", "L3"),
                  Glyph("pill", "LS", "left stick press")),
    Action.HINT: (Glyph("pill", "RS", "right stick press"), Glyph("pill", "R3", "R3"),
                  Glyph("pill", "RS", "right stick press")),
}
PAD_INDEX = {Family.XBOX: 0, Family.PLAYSTATION: 1, Family.NINTENDO: 2}
DIRECTIONS = {"move": (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT),
              "leftright": (Action.LEFT, Action.RIGHT), "updown": (Action.UP, Action.DOWN),
              "left": (Action.LEFT,), "right": (Action.RIGHT,), "up": (Action.UP,),
              "down": (Action.DOWN,)}
TOKENS: dict[str, Action | None] = {
    "confirm": Action.CONFIRM, "back": Action.BACK, "alt": Action.ALT, "extra": Action.EXTRA,
    "prev": Action.PREV, "next": Action.NEXT, "pause": Action.PAUSE, "help": Action.HELP,
    "undo": Action.UNDO, "hint": Action.HINT, "fullscreen": Action.FULLSCREEN,
    **{name: None for name in DIRECTIONS},
}
TOKEN = re.compile(r"\[(" + "|".join(TOKENS) + r")(?:@(" + "|".join(f.value for f in Family)
                   + r"))?\]")
ARROW_LABELS = {"move": "←↑↓→", "leftright": "← →", "updown": "↑ ↓", "left": "←",
                "right": "→", "up": "↑", "down": "↓"}
ARROW_WORDS = {"move": "arrow keys", "leftright": "left / right", "updown": "up / down",
               "left": "left", "right": "right", "up": "up", "down": "down"}


def key_for(action: Action) -> int:
    """The key the input boundary maps to `action` that prompts name (its first one)."""
    for key, mapped in KEYS.items():
        if mapped is action:
            return key
    raise KeyError(f"no key does {action.value}")


def key_glyph(action: Action) -> Glyph:
    """The key cap of `action`'s key."""
    key = key_for(action)
    name = KEY_NAMES.get(key, pygame.key.name(key).upper())
    return Glyph("key", name, name, keys=(key,))


def glyph(token: str, family: Family) -> Glyph:
    """How the control `token` (see the module docstring) looks on `family`."""
    if token in DIRECTIONS:
        if family.is_pad:
            words = "d-pad" if token == "move" else f"d-pad {ARROW_WORDS[token]}"
            return Glyph("dpad", token, words)
        return Glyph("arrows", ARROW_LABELS[token], ARROW_WORDS[token],
                     keys=tuple(key_for(action) for action in DIRECTIONS[token]))
    action = TOKENS[token]
    assert action is not None
    if family.is_pad and action in FACES:
        return FACES[action][PAD_INDEX[family]]
    if family is Family.MOUSE and action in (Action.CONFIRM, Action.BACK):
        return Glyph("mouse", "left" if action is Action.CONFIRM else "right",
                     "click" if action is Action.CONFIRM else "right click")
    return key_glyph(action)


def pinned(token: str, family: Family) -> str:
    """The token `token` written to show as `family` shows it, whoever acted last."""
    return f"[{token}@{family.value}]"


class Token(NamedTuple):
    """A control named in a text: its token, and the family it is pinned to (if any)."""

    name: str
    family: Family | None = None

    def glyph(self, family: Family) -> Glyph:
        """How it looks when prompts follow `family` (its own family, if pinned)."""
        return glyph(self.name, self.family or family)


def parse(text: str) -> list[str | Token]:
    """`text` split into plain runs (str) and the controls it names (Token)."""
    out: list[str | Token] = []
    at = 0
    for match in TOKEN.finditer(text):
        if match.start() > at:
            out.append(text[at:match.start()])
        out.append(Token(match.group(1), Family(match.group(2)) if match.group(2) else None))
        at = match.end()
    if at < len(text):
        out.append(text[at:])
    return out


def has_tokens(text: str) -> bool:
    """True when `text` names a control with a token."""
    return "[" in text and TOKEN.search(text) is not None


def glyphs_in(text: str, family: Family) -> list[Glyph]:
    """The glyphs `text` shows on `family`, in order."""
    return [part.glyph(family) for part in parse(text) if isinstance(part, Token)]


def spell(text: str, family: Family) -> str:
    """`text` with each token written in words ("Press A", "Press Enter")."""
    return TOKEN.sub(lambda m: glyph(m.group(1), Family(m.group(2)) if m.group(2) else family
                                     ).words, text)
