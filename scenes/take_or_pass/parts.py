"""Pure helpers for the Take or Pass table: runs, the effect of taking, card placement.

Nothing here draws; the table and the breakdown both use these, and tests can
check them without a screen.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.take_or_pass.cards import card_points

Rect = tuple[int, int, int, int]


def runs(cards: tuple[int, ...] | list[int]) -> list[tuple[int, ...]]:
    """Split cards into runs of consecutive values, lowest first (T4: runs cross suits)."""
    groups: list[list[int]] = []
    for card in sorted(cards):
        if groups and card == groups[-1][-1] + 1:
            groups[-1].append(card)
        else:
            groups.append([card])
    return [tuple(g) for g in groups]


def signed(number: int) -> str:
    """A whole number with a true minus sign (−7), as everywhere on screen."""
    return f"−{-number}" if number < 0 else str(number)


@dataclass(frozen=True, slots=True)
class TakeEffect:
    """How taking the face-up card would change a seat's score."""

    delta: int  # change of the game score (card points gained minus chips won)
    points: int  # change of the card points alone
    new_score: int | None  # the score after taking, when the chips are known
    note: str  # what the card does to the runs, in words

    def text(self) -> str:
        """One line for the take button, e.g. "Take: +12 → 43"."""
        sign = "+" if self.delta > 0 else ("−" if self.delta < 0 else "±")
        line = f"Take: {sign}{abs(self.delta)}"
        if self.new_score is not None:
            line += f" → {signed(self.new_score)}"
        return line


def take_effect(cards: tuple[int, ...], card: int, pot: int, chips: int | None,
                whose: str = "your") -> TakeEffect:
    """The effect of taking `card` with `pot` chips on it for a seat holding `cards`;
    `whose` is "your" for the viewer, "their" when describing another seat."""
    before = card_points(cards)
    after = card_points((*cards, card))
    points = after - before
    delta = points - pot
    new_score = None if chips is None else after - (chips + pot)
    if card - 1 in cards and card + 1 in cards:
        note = f"links two of {whose} runs"
    elif card - 1 in cards:
        note = f"joins {whose} run, no points"
    elif card + 1 in cards:
        note = f"extends {whose} run down, −1 point"
    else:
        note = f"a new run, +{card} points"
    if pot:
        note += f"; wins {pot} chip{'s' if pot != 1 else ''}"
    return TakeEffect(delta, points, new_score, note)


@dataclass(frozen=True, slots=True)
class Placed:
    """One card of a seat's row: its value, top-left corner and whether it counts."""

    value: int
    x: int
    y: int
    counts: bool


@dataclass(frozen=True, slots=True)
class CardSize:
    """A card size and how much of each overlapped card stays visible."""

    w: int
    h: int
    step_x: int  # visible width of a card covered by the next one in its run
    step_y: int  # visible height of a row covered by the next row
    gap: int  # extra space between two runs


# Largest first: a seat gets the biggest cards that fit its box.
SEAT_SIZES = (
    CardSize(60, 84, 46, 40, 14),
    CardSize(54, 76, 44, 38, 12),
    CardSize(50, 70, 42, 36, 10),
    CardSize(48, 68, 42, 34, 6),
)
HAND_SIZES = (
    CardSize(110, 154, 70, 60, 26),
    CardSize(96, 134, 64, 52, 22),
    CardSize(80, 112, 54, 44, 18),
    *SEAT_SIZES,
)


def place_row(
    groups: list[tuple[int, ...]], rect: Rect, size: CardSize
) -> list[Placed] | None:
    """Lay runs left to right, wrapping to new rows between runs; None if they do not fit.

    A run longer than a row is split (it then continues on the next row).
    """
    x0, y0, w, h = rect
    placed: list[Placed] = []
    x, row = x0, 0
    for group in groups:
        width = size.w + (len(group) - 1) * size.step_x
        if x > x0 and x + width > x0 + w:
            x, row = x0, row + 1
        for i, value in enumerate(group):
            if x + size.w > x0 + w:
                x, row = x0, row + 1
            placed.append(Placed(value, x, y0 + row * size.step_y, i == 0))
            x += size.step_x
        x += size.gap  # runs overlap too, but a wider strip shows where one ends
    if not placed:
        return []
    bottom = max(p.y for p in placed) + size.h
    if bottom > y0 + h:
        return None
    return placed


def fits(cards: tuple[int, ...], rect: Rect, sizes: tuple[CardSize, ...] = SEAT_SIZES) -> bool:
    """True if `cards` fit `rect` at one of `sizes`."""
    groups = runs(cards)
    return any(place_row(groups, rect, size) is not None for size in sizes)


def fit_cards(
    cards: tuple[int, ...], rect: Rect, sizes: tuple[CardSize, ...] = SEAT_SIZES
) -> tuple[CardSize, list[Placed]]:
    """The largest size at which `cards`, grouped into runs, fit `rect`, and their places.

    If even the smallest does not fit, the smallest is used and rows run on
    past the bottom (better cramped than hidden).
    """
    groups = runs(cards)
    for size in sizes:
        placed = place_row(groups, rect, size)
        if placed is not None:
            return size, placed
    smallest = sizes[-1]
    tall = (rect[0], rect[1], rect[2], 10_000)
    return smallest, place_row(groups, tall, smallest) or []


# Squeezing order for a breakdown line: (field, floor). Middle cards of a run go first (they
# add nothing to the score), then the space between runs, then the counting card's strip.
SQUEEZE = (("inner", 18), ("gap", 4), ("lead", 34), ("inner", 10))


def line_cards(cards: tuple[int, ...], x: int, y: int, width: int, card_w: int) -> list[Placed]:
    """All of a seat's cards on one line no wider than `width`: runs overlap more and more
    (middle cards first, then gaps, then the counting cards' strips) until they fit, and if
    even that is too wide every step shrinks in proportion. Never wraps to a second line."""
    order = [(value, i == 0, i == len(group) - 1) for group in runs(cards)
             for i, value in enumerate(group)]
    if not order:
        return []
    steps = {"lead": 42, "inner": 42, "gap": 12}

    def span() -> int:
        return card_w + sum(_step(steps, first, last) for _v, first, last in order[:-1])

    for name, floor in SQUEEZE:
        while span() > width and steps[name] > floor:
            steps[name] -= 2
    scale = min(1.0, (width - card_w) / max(1, span() - card_w))
    placed, at = [], float(x)
    for value, first, last in order:
        placed.append(Placed(value, int(at), y, first))
        at += _step(steps, first, last) * scale
    return placed


def _step(steps: dict[str, int], first: bool, last: bool) -> int:
    """How far the next card starts after this one: a run's counting (first) card shows its
    `lead` strip, any other card its `inner` strip, and a run's last card a `gap` more."""
    return (steps["lead"] if first else steps["inner"]) + (steps["gap"] if last else 0)
