"""Checking one PASS play against a hand, the tokens and the table (P3-P6, P9).

`check_play` returns what the play is (type, rank, costs) or the sentence a
player sees when the rules refuse it. It never changes anything.
"""
from __future__ import annotations

from typing import NamedTuple

from game.rules.pass_game.deck import ACE_PAIR, LABELS, START, VALUES
from game.rules.pass_game.moves import CARD, WILD_COST, Play, upgrade_cost
from game.rules.pass_game.sets import (
    FIVE,
    FOUR,
    SetOnTable,
    classify,
    needed_augment,
    set_name,
    why_not_a_set,
)
from game.userdata import brief


class PlayInfo(NamedTuple):
    """A legal play: cards used per kind, its set, and the tokens it spends."""

    used: dict[int, int]
    kind: str
    rank: int
    augment: int
    upgrade: int
    wild: int | None

    @property
    def cost(self) -> int:
        """All the tokens this play spends: upgrade, augment and wild."""
        return self.upgrade + self.augment + (WILD_COST if self.wild is not None else 0)


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _tokens(n: int) -> str:
    return f"{n} token" + ("" if n == 1 else "s")


def check_play(play: Play, hand: dict[int, int], tokens: int, table: SetOnTable | None,
               lack_of_pass: bool, wildcard_pass: bool) -> PlayInfo | str:
    """What `play` is if the rules allow it, else the refusal sentence."""
    if not isinstance(play.cards, tuple | list) or not all(isinstance(c, str) for c in play.cards):
        return "A play's cards must be a list of card names such as '7>8'."
    if START + "^" in play.cards:
        return "START has no upgraded side; play it as a basic 2."
    for card in play.cards:
        if card not in CARD:
            return f"{brief(card)} is not a PASS card."
    if ACE_PAIR + "^" in play.cards and (len(play.cards) > 1 or play.wild is not None):
        return ("A>AA upgraded is a pair of aces and must be played alone "
                "(no other card and no wild).")
    used: dict[int, int] = {}
    values: list[int] = []
    upgraded = 0
    for card in play.cards:
        k, up, value, n = CARD[card]
        used[k] = used.get(k, 0) + 1
        values.extend([value] * n)
        upgraded += up
    for k, n in used.items():
        held = hand.get(k, 0)
        if n > held:
            if held == 0:
                return f"You do not hold {LABELS[k]}."
            return f"You hold only {held} {LABELS[k]} card" + ("s." if held > 1 else ".")
    if not isinstance(play.augment, int) or isinstance(play.augment, bool) or play.augment < 0:
        return "The augment count must be a whole number, 0 or more."
    if play.wild is not None:
        if not wildcard_pass:
            return "Wild cards need the Wildcard PASS variant."
        if (not isinstance(play.wild, int) or isinstance(play.wild, bool)
                or not 0 <= play.wild < len(VALUES)):
            return "A wild card must be named as a value from 2 to A."
        if not play.cards:
            return "A set must contain at least one real card besides the wild."
        values.append(play.wild)
    shape = classify(values)
    if shape is None:
        return why_not_a_set(values)
    kind, rank = shape
    if play.wild is not None and kind in (FOUR, FIVE):
        return "A wild card cannot be used in a four or five of a kind."
    augment = play.augment
    if table is None and augment:
        return "The leader of a trick cannot augment; augment tokens only break a tie."
    need = needed_augment(kind, rank, table)
    if isinstance(need, str):
        return need
    if table is not None and augment != need:
        played = _capital(set_name(kind, rank))
        on_table = set_name(table.type, table.rank, table.augment)
        if need == 0:
            return f"{played} already beats {on_table}; augment tokens only break a tie."
        if augment == 0:
            return (f"{played} only ties {on_table}: spend exactly {need} augment "
                    f"{'token' if need == 1 else 'tokens'} to beat it.")
        return (f"To tie {on_table} you need exactly {need} augment "
                f"{'token' if need == 1 else 'tokens'}, not {augment}.")
    info = PlayInfo(used, kind, rank, augment, upgrade_cost(upgraded, lack_of_pass), play.wild)
    if info.cost > tokens:
        parts = []
        if info.upgrade:
            parts.append(f"{info.upgrade} to upgrade")
        if augment:
            parts.append(f"{augment} to augment")
        if play.wild is not None:
            parts.append(f"{WILD_COST} for the wild")
        return (f"That play costs {_tokens(info.cost)} ({', '.join(parts)}) "
                f"but you hold {_tokens(tokens)}.")
    return info

