"""The PASS play controls: flip, augment, wild, play and pass, the cost and the hint.

`PlayControls` turns the fan's selection plus the augment count and the wild's
value into a move in docs/rules.md notation, read back by the game's own parser.
Whether Play is enabled follows the legal moves the frame offered; the reason
shown when it is not is the rules' own sentence (`check_play` in
game/rules/pass_game/check.py, the check `PassMatch.why_illegal` runs), computed
from the viewer's view alone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import draw, theme
from game.rules.pass_game.check import check_play
from game.rules.pass_game.deck import BASIC, KIND, UP, UP_COUNT, VALUES
from game.rules.pass_game.match import LEADER_MUST_PLAY
from game.rules.pass_game.moves import WILD_COST, hand_kinds, upgrade_cost
from game.rules.pass_game.sets import BOMB_LEVEL, classify, set_name
from scenes.frame.game_table import Control
from scenes.pass_game.hand import HandFan
from scenes.pass_game.trick_bands import Hint

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.rules.pass_game.views import PassView

WILD_CHOICES: tuple[int | None, ...] = (None, *range(len(VALUES)))
ROW = 62  # height of one control row


def value_label(value: int | None) -> str:
    """A wild's value as shown: `none`, `7`, `10`, `A`."""
    if value is None:
        return "none"
    return "10" if VALUES[value] == "T" else VALUES[value]


TYPE_WORD = {"plain": "single", "pair": "pair", "three": "three", "straight": "straight",
             "full house": "full house", "four": "four", "five": "five"}


def hint_lines(view: PassView) -> Hint:
    """What beats the table now: the set to beat, and how (type and rank, augment to tie, bombs)."""
    last = view.last
    if last is None:
        return Hint("New trick", "The leader plays any set (no augment).")
    on_table = set_name(last.type, last.rank, last.augment)
    tie = last.augment + 1
    bomb = BOMB_LEVEL.get(last.type, 0)
    if bomb == 2:
        higher = "a higher five"
    elif bomb == 1:
        higher = "a higher four, any five"
    else:
        higher = f"a higher {TYPE_WORD.get(last.type, last.type)}, a bomb"
    same = set_name(last.type, last.rank)
    return Hint(f"To beat: {on_table}",
                f"Play {higher}, or {same} + {tie} augment token{'s' if tie > 1 else ''}")


class PlayControls:
    """Augment count, wild value and the buttons beside the hand, with their geometry."""

    def __init__(self, side: pygame.Rect, buttons: pygame.Rect, wildcard_pass: bool) -> None:
        self.side = side  # flip / augment / wild / cost column
        self.buttons = buttons  # play and pass
        self.wildcard_pass = wildcard_pass
        self.augment = 0
        self.wild: int | None = None

    def reset(self) -> None:
        """Back to no augment and no wild (after a play, or a new turn)."""
        self.augment = 0
        self.wild = None

    def bump_augment(self, step: int) -> None:
        """Change the augment count by `step`, never below 0 (the rules judge the rest)."""
        self.augment = max(0, min(9, self.augment + step))

    def bump_wild(self, step: int) -> None:
        """Cycle the wild's value: none, 2, 3 ... A (Wildcard PASS only)."""
        if not self.wildcard_pass:
            return
        i = WILD_CHOICES.index(self.wild)
        self.wild = WILD_CHOICES[(i + step) % len(WILD_CHOICES)]

    # -- the move --------------------------------------------------------------------------

    def notation(self, fan: HandFan) -> str | None:
        """The play the selection makes, in docs/rules.md notation, or None if nothing is chosen."""
        cards = fan.written()
        if not cards and self.wild is None:
            return None
        text = "play " + " ".join(cards)
        if self.augment:
            text += f" augment {self.augment}"
        if self.wild is not None:
            text += f" wild {VALUES[self.wild]}"
        return text.replace("play  ", "play ")

    def cost(self, fan: HandFan, lack_of_pass: bool) -> int:
        """Tokens the current choice spends: upgrade, augment and wild."""
        wild = WILD_COST if self.wild is not None else 0
        return upgrade_cost(fan.upgraded_count, lack_of_pass) + self.augment + wild

    def judge(self, fan: HandFan, view: PassView | None, legal: list | None,
              parse: Any) -> tuple[Any, str]:
        """(the move, or None; '' if it is legal, else the reason in the rules' words)."""
        text = self.notation(fan)
        if text is None:
            return None, "Select cards to play (or pass)."
        try:
            move = parse(text)
        except Exception as exc:  # the parser's IllegalMove: show its sentence
            return None, str(exc)
        seat = view.seat if view is not None else None
        hand = view.hand if view is not None else None
        if view is None or seat is None or hand is None:
            return move, "It is not your turn."
        if legal is not None and move in legal:
            return move, ""
        verdict = check_play(move, hand_kinds(hand), view.tokens[seat], view.last,
                             view.lack_of_pass, view.wildcard_pass)
        if isinstance(verdict, str):
            return move, verdict
        if legal is None:
            return move, ""
        return move, "It is not your turn."

    def describe(self, fan: HandFan, view: PassView) -> str:
        """The choice in words: its set (or its values) and what it costs."""
        values: list[int] = []
        for card in fan.selected:
            k = KIND.get(card.label)
            if k is None:
                continue
            if card.upgraded and UP[k] >= 0:
                values += [UP[k]] * UP_COUNT[k]
            else:
                values.append(BASIC[k])
        if self.wild is not None:
            values.append(self.wild)
        if not values:
            return "Your play: nothing selected yet"
        shape = classify(values)
        if shape is None:
            what = " ".join(value_label(v) for v in sorted(values))
        else:
            kind, rank = shape
            what = set_name(kind, rank, self.augment)
        return f"Your play: {what} · {self.cost_text(fan, view)}"

    def cost_text(self, fan: HandFan, view: PassView) -> str:
        """`costs 2 of your 3 tokens`."""
        seat = view.seat
        held = view.tokens[seat] if seat is not None else 0
        cost = self.cost(fan, view.lack_of_pass)
        return f"costs {cost} of your {held} token{'s' if held != 1 else ''}"

    # -- geometry and drawing ---------------------------------------------------------------

    def rects(self) -> dict[str, pygame.Rect]:
        """Each control's rectangle (keys: flip, augment-, augment+, wild-, wild+, play, pass)."""
        s, b = self.side, self.buttons
        out: dict[str, pygame.Rect] = {"flip": pygame.Rect(s.x, s.y, s.w, ROW - 8)}
        y = s.y + ROW
        out["augment-"] = pygame.Rect(s.right - 2 * ROW - 6, y, ROW, ROW - 8)
        out["augment+"] = pygame.Rect(s.right - ROW, y, ROW, ROW - 8)
        if self.wildcard_pass:
            y += ROW
            out["wild-"] = pygame.Rect(s.right - 2 * ROW - 6, y, ROW, ROW - 8)
            out["wild+"] = pygame.Rect(s.right - ROW, y, ROW, ROW - 8)
        half = (b.h - 10) // 2
        out["play"] = pygame.Rect(b.x, b.y, b.w, half)
        out["pass"] = pygame.Rect(b.x, b.y + half + 10, b.w, half)
        return out

    def controls(self, play_ok: bool, reason: str, can_pass: bool, can_flip: bool) -> list[Control]:
        """The controls as the frame sees them, with enabled state and reasons."""
        r = self.rects()
        labels = {"flip": "Flip card", "augment-": "Augment −", "augment+": "Augment +",
                  "wild-": "Wild −", "wild+": "Wild +", "play": "Play", "pass": "Pass"}
        out = []
        for key, rect in r.items():
            enabled, why = True, ""
            if key == "play":
                enabled, why = play_ok, reason
            elif key == "pass":
                enabled = can_pass
                why = "" if can_pass else LEADER_MUST_PLAY
            elif key == "flip":
                enabled = can_flip
                why = "" if can_flip else "This card has no upgraded side."
            elif key == "augment-":
                enabled = self.augment > 0
            out.append(Control(key, tuple(rect), labels[key], enabled, why))
        return out

    def draw(self, surface: pygame.Surface, ctx: AppContext, focus: str | None,
             enabled: dict[str, bool], cost_line: str) -> None:
        """Draw the column (flip, augment, wild, cost) and the Play / Pass buttons."""
        text = ctx.text
        r = self.rects()
        hints = {"flip": "[extra]", "play": "", "pass": "[alt]"}
        for key in ("flip", "play", "pass"):
            label = {"flip": "Flip card", "play": "Play", "pass": "Pass"}[key]
            draw.button(surface, text, r[key], label, focus == key, enabled.get(key, True),
                        theme.TEXT_LARGE if key != "flip" else theme.TEXT_BODY, hints[key])
        rows = [("augment", f"Augment {self.augment}")]
        if self.wildcard_pass:
            rows.append(("wild", f"Wild {value_label(self.wild)}"))
        for key, label in rows:
            minus = r[key + "-"]
            size = text.fit(label, theme.TEXT_BODY, minus.x - self.side.x - 12, True)
            text.blit(surface, label, size, (self.side.x + 4, minus.centery),
                      theme.TEXT, True, "midleft")
            draw.button(surface, text, minus, "−", focus == key + "-",
                        enabled.get(key + "-", True))
            draw.button(surface, text, r[key + "+"], "+", focus == key + "+",
                        enabled.get(key + "+", True))
        bottom = max(rect.bottom for k, rect in r.items() if k not in ("play", "pass"))
        for i, line in enumerate(text.wrap(cost_line, theme.TEXT_MIN, self.side.w)[:3]):
            text.blit(surface, line, theme.TEXT_MIN,
                      (self.side.x + 4, bottom + 8 + text.size(line, theme.TEXT_MIN)[1] * i),
                      theme.TEXT_DIM)
