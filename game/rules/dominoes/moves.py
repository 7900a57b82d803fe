"""The Passing Game's moves and their notation (docs/rules.md D3, D4 and section 4): play a
tile (on an end), draw, pass; and the tables of canonical placing moves the match and the
bots read instead of searching.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import IllegalMove, Move
from game.rules.dominoes.tiles import (
    JOIN_LEFT,
    JOIN_RIGHT,
    LEFT,
    RIGHT,
    TILE_OF,
    TILE_RE,
    TILES,
)
from game.userdata import brief


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Place a tile. `a-b` as written; `side` is "left", "right" or None.

    With no side the tile goes on the only end it fits, or, as the first tile of
    a round, is laid exactly as written (a on the left). `Play(5, 3, "left")` and
    `Play(3, 5, "left")` do the same thing; the parser and `legal_moves` name
    tiles high-low.
    """

    a: int
    b: int
    side: str | None = None

    def __post_init__(self) -> None:
        # The move is the rules' input: refuse a wrong type here, not deep in apply().
        if not (
            self.a.__class__ is int and self.b.__class__ is int
            and 0 <= self.a <= 6 and 0 <= self.b <= 6 and self.side in (None, LEFT, RIGHT)
        ):
            raise IllegalMove(f"Not a tile placement: {brief(self.a)}-{brief(self.b)} "
                              f"{brief(self.side)} (numbers 0 to 6, side 'left' or 'right').")

    def __str__(self) -> str:
        return f"play {self.a}-{self.b} {self.side}" if self.side else f"play {self.a}-{self.b}"

    @property
    def tile(self) -> int:
        """The tile id (orientation ignored)."""
        return TILE_OF[self.a * 7 + self.b]


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Draw one tile from the boneyard (ends the turn)."""

    def __str__(self) -> str:
        return "draw"

    def __hash__(self) -> int:
        # Not the generated hash(()), which Pass shares: the search keys dicts by moves.
        return 1


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Do nothing this turn."""

    def __str__(self) -> str:
        return "pass"

    def __hash__(self) -> int:
        return 2


DRAW = Draw()
PASS = Pass()
PLAY_ANY: tuple[Play, ...] = tuple(Play(hi, lo) for hi, lo in TILES)
"""The canonical move for each tile with no side: a first tile laid high-low, or
a tile that fits only one end."""
PLAY_LEFT: tuple[Play, ...] = tuple(Play(hi, lo, LEFT) for hi, lo in TILES)
PLAY_RIGHT: tuple[Play, ...] = tuple(Play(hi, lo, RIGHT) for hi, lo in TILES)


def _fits(left: int, right: int) -> tuple[tuple[Play, ...], ...]:
    """Per tile id, the canonical moves that place it on a train with these ends."""
    out = []
    for t in range(28):
        on_left = JOIN_LEFT[t * 7 + left] is not None
        on_right = JOIN_RIGHT[t * 7 + right] is not None
        if on_left and on_right:
            out.append((PLAY_LEFT[t], PLAY_RIGHT[t]))
        elif on_left or on_right:
            out.append((PLAY_ANY[t],))
        else:
            out.append(())
    return tuple(out)


FITS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    _fits(left, right) for left in range(7) for right in range(7)
)
"""Indexed by left * 7 + right, then by tile id: the canonical placing moves."""

_EXPECTED = (
    "Write 'play A-B', 'play A-B left', 'play A-B right', 'draw' or 'pass' (A and B from 0 to 6)"
)
_SIMPLE = {"draw": DRAW, "pass": PASS}


def parse_move(text: str) -> Move:
    """Read a move in docs/rules.md notation; unreadable text raises IllegalMove.

    `play 3-5 left` and `play 5-3 left` give the same move; without a side the
    tile is kept as written, because a round's first tile is laid that way.
    """
    if not isinstance(text, str):
        raise IllegalMove(f"{_EXPECTED}, not {brief(text)}.")
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in _SIMPLE:
        return _SIMPLE[words[0]]
    if words and words[0] == "play" and len(words) in (2, 3):
        found = TILE_RE.fullmatch(words[1])
        if found is None:
            raise IllegalMove(f"'{words[1]}' is not a tile. {_EXPECTED}.")
        a, b = int(found[1]), int(found[2])
        if len(words) == 2:
            return Play(a, b)
        if words[2] not in (LEFT, RIGHT):
            raise IllegalMove(f"The side must be 'left' or 'right', not '{words[2]}'.")
        return Play(max(a, b), min(a, b), words[2])
    raise IllegalMove(f"{_EXPECTED}, not '{text.strip()}'.")
