"""Same-kind PASS sets that need an upgrade (P3-P6): what a token adds to a hand.

`basic_options` (basic.py) lists the sets a hand makes on basic sides alone. One
upgrade token lets any card of the play show its upgraded side, so a value v can
also be shown by every card whose upgraded side is v, and a double `v>vv` shows
two of them: pairs, threes and bombs a hand could not make before. Expert's
search plays these in its tree and playouts (token_play.py), since a search whose
playouts never spend a token undervalues tokens and never sees a bomb made with
one coming.

For each size and value only one set is listed (and `A>AA` upgraded, a pair of
aces on its own), the one that sheds the most cards: basic cards first, then
upgraded singles (those that break up the fewest cards of their own basic value
first), upgrading a double only when the count needs it. A set the hand makes on
basic sides is not listed again; nor are straights, full houses, augments and
wilds (the full move list has them all). Every set listed is legal as it stands,
and comes with what `check_play` would say of it, so `apply` takes it without a
second check.
"""
from __future__ import annotations

from game.rules.pass_game.basic import N_VALUES, Shape
from game.rules.pass_game.check import PlayInfo
from game.rules.pass_game.deck import ACE, ACE_PAIR_KIND, BASIC, LABELS, UP, UP_COUNT
from game.rules.pass_game.moves import Play, upgrade_cost
from game.rules.pass_game.sets import PAIR, SAME_KIND_BEATING, SetOnTable

Upgrade = tuple[Shape, Play, PlayInfo]
"""A set needing an upgrade: its shape (tokens = what it costs), play and facts."""

Pick = tuple[int, int, int]
"""Cards of one kind in a play: (kind, shown basic, shown upgraded)."""

_BUILT: dict[tuple[tuple[Pick, ...], bool], Upgrade] = {}
"""Each set met so far, by its picks and the variant: the same in every hand, so each
is built once. Never change them. Thousands come up in a match and they keep coming
(14,000 after 1,600 random deals), so the cache starts again at `BUILT_LIMIT`."""
BUILT_LIMIT = 20_000


def upgrade_options(hand: dict[int, int], counts: list[int], tokens: int,
                    table: SetOnTable | None, lack_of_pass: bool) -> list[Upgrade]:
    """The same-kind sets `hand` (kind -> count, `counts` its value_counts) makes only
    with an upgrade, that beat `table` by rank (or lead) and that `tokens` pay for."""
    if tokens < 1:
        return []
    singles: list[list[int]] = [[] for _ in range(N_VALUES)]  # kinds upgrading to v
    spare = [0] * N_VALUES  # cards upgrading to v
    doubles = [0] * N_VALUES  # cards v>vv (basic v, upgraded vv)
    for kind, held in hand.items():
        up = UP[kind]
        if UP_COUNT[kind] == 2:
            if kind != ACE_PAIR_KIND:  # A>AA upgraded must be played alone (P6)
                doubles[up] += held
        elif up >= 0:
            singles[up].append(kind)
            spare[up] += held
    helped = [v for v in range(N_VALUES) if spare[v] or doubles[v]]  # what an upgrade adds to
    out: list[Upgrade] = []
    for size, kind, same in SAME_KIND_BEATING[None if table is None else table.type]:
        low = table.rank + 1 if same else 0  # type: ignore[union-attr]
        for value in helped:
            basic = counts[value]
            if value < low or basic >= size:
                continue  # too low, or basic sides make it without a token
            short = size - basic - spare[value]  # > 0: doubles shown as two make up the rest
            if short > doubles[value]:
                continue
            doubled = short if short > 0 else 0
            picks = _picks(hand, counts, value, size - basic - doubled, doubled,
                           singles[value])
            found = _made(picks, kind, value, lack_of_pass)
            if found[0][3] <= tokens:
                out.append(found)
    if (hand.get(ACE_PAIR_KIND) and counts[ACE] < 2
            and (table is None or (table.type == PAIR and table.rank < ACE))):
        out.append(_made(((ACE_PAIR_KIND, 0, 1),), PAIR, ACE, lack_of_pass))
    return out


def _picks(hand: dict[int, int], counts: list[int], value: int, upgraded: int,
           doubled: int, ups: list[int]) -> tuple[Pick, ...]:
    """Every card of basic `value` (`doubled` of its doubles upgraded) and `upgraded`
    cards from the kinds `ups` on their upgraded side, those whose own basic value the
    hand holds least often first (a card held once breaks up nothing)."""
    picks: list[Pick] = []
    for kind, held in hand.items():
        if BASIC[kind] == value:
            up = min(held, doubled) if UP_COUNT[kind] == 2 and kind != ACE_PAIR_KIND else 0
            doubled -= up
            picks.append((kind, held - up, up))
    for kind in sorted(ups, key=lambda k: (counts[BASIC[k]], k)):
        if not upgraded:
            break
        take = min(hand[kind], upgraded)
        upgraded -= take
        picks.append((kind, 0, take))
    return tuple(picks)


def _made(picks: tuple[Pick, ...], kind: str, value: int, lack_of_pass: bool) -> Upgrade:
    """The set the picks make: shape, play and facts (built once per picks)."""
    found = _BUILT.get((picks, lack_of_pass))
    if found is None:
        if len(_BUILT) >= BUILT_LIMIT:
            _BUILT.clear()
        cards: list[str] = []
        used: dict[int, int] = {}
        uses: dict[int, int] = {}
        upgraded = 0
        for k, basic, up in picks:
            cards += [LABELS[k]] * basic + [LABELS[k] + "^"] * up
            used[k] = basic + up
            uses[BASIC[k]] = uses.get(BASIC[k], 0) + basic + up
            upgraded += up
        cost = upgrade_cost(upgraded, lack_of_pass)
        shape = (kind, value, len(cards), cost, tuple(sorted(uses.items())))
        found = _BUILT[picks, lack_of_pass] = (shape, Play.of(cards),
                                               PlayInfo(used, kind, value, 0, cost, None))
    return found
