"""Match flow: starting matches, resuming them, rematches and demos.

The setup screen builds a `MatchSetup` (scenes/frame/match_setup.py); `start_match`
turns it into a running `TableScene` on the stack, with the game's own table
(scenes/frame/tables.py picks it), a keeper for its autosave and history, and the
exits its summary offers (`MatchExits`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.registry import descriptor
from game.store.saves import BadSave, Save
from scenes.frame import tables
from scenes.frame.keeping import Carried, Keeper, MatchKeeper, Rebuilt, rebuild
from scenes.frame.match_setup import MatchSetup, SeatConfig, default_seat
from scenes.frame.summary import MatchExits
from scenes.frame.table import NEW_MATCH, TableScene

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.rules.base import Match
    from scenes.frame.phone_seats import PhoneSeats


def build_match_scene(ctx: AppContext, setup: MatchSetup, match: Match | None = None,
                      phones: PhoneSeats | None = None, carried: Carried = NEW_MATCH
                      ) -> TableScene:
    """A table scene for `setup`, kept as the app keeps matches, not yet on the stack; bad
    options raise BadOptions. A `match` already under way (played on from a record, with
    what it `carried` on with) is used instead of a new one; `phones` is the phone server
    setup opened, with the phones that joined there."""
    game = descriptor(setup.slug)
    rules = game.rules
    rules.check_players(setup.players)
    options = rules.resolve_options(setup.options, setup.players)
    if match is None:
        match = rules.new_match(setup.players, setup.seed, options)
    return table_scene(ctx, setup, match, phones, carried=carried, keeper=keeper_for(ctx))


def table_scene(ctx: AppContext, setup: MatchSetup, match: Match,
                phones: PhoneSeats | None = None, *, carried: Carried = NEW_MATCH,
                keeper: Keeper | None = None, exits: MatchExits | None = None) -> TableScene:
    """A table scene for `match`, seated as in `setup`, not yet on the stack; its summary
    offers a rematch and the menu unless other `exits` are given."""
    game = descriptor(setup.slug)
    layout = tables.load_layout(ctx, game, setup.players)
    table = tables.make_table(ctx, game, layout, setup.seat_infos(), match.options)
    if exits is None:
        exits = plain_exits(ctx, setup, keeper)
    return TableScene(ctx, setup, game, match, table, layout, exits, phones, carried=carried,
                      keeper=keeper)


def plain_exits(ctx: AppContext, setup: MatchSetup, keeper: Keeper | None) -> MatchExits:
    """A rematch or the menu; either lets the match's keeper go (its writer thread ends
    once the match is on disk and filed), so an evening of rematches keeps no thread."""

    def again(phones: PhoneSeats | None) -> None:
        if keeper is not None:
            keeper.left()
        rematch(ctx, setup, phones)

    def home() -> None:
        if keeper is not None:
            keeper.left()
        go_to_menu(ctx)

    return MatchExits(rematch=again, menu=home)


def keeper_for(ctx: AppContext, save: Save | None = None) -> MatchKeeper | None:
    """Autosave and history when the app keeps files; only the history for a demo asked to
    write it (`demo --history`); nothing in tests."""
    if ctx.persist:
        return MatchKeeper(save=save)
    if ctx.demo is not None and ctx.demo.history:
        return MatchKeeper(autosave=False, save=save)
    return None


def rebuilt_save(save: Save) -> Rebuilt:
    """The match `save` holds, its record replayed (a long match's replay takes longer than
    a frame: done off the frame where a screen waits for it); BadSave (or a RulesError)
    says why it cannot go on."""
    from game.ai import BOT_LEVELS

    for seat in save.seats:
        if seat["bot"] is not None and seat["bot"] not in BOT_LEVELS:
            raise BadSave(f"it names an unknown bot level {seat['bot']!r}")
    return rebuild(save.record)


def resume_scene(ctx: AppContext, save: Save, rebuilt: Rebuilt | None = None) -> TableScene:
    """A table scene carrying on from `save`, exactly where it was (its record replayed
    now, or already `rebuilt` by `rebuilt_save`); BadSave (or a RulesError) says why it
    cannot."""
    if rebuilt is None:
        rebuilt = rebuilt_save(save)
    seats = [SeatConfig.from_json(seat, i) for i, seat in enumerate(save.seats)]
    match = rebuilt.match
    setup = MatchSetup(save.slug, seats, dict(match.options), match.seed)
    carried = Carried.rebuilt(rebuilt, save.origin, save.undo, save.hints)
    return table_scene(ctx, setup, match, carried=carried, keeper=keeper_for(ctx, save))


def start_match(ctx: AppContext, setup: MatchSetup) -> TableScene:
    """Start a match from `setup` and push its table scene; bad options raise BadOptions."""
    scene = build_match_scene(ctx, setup)
    ctx.stack.push(scene)
    return scene


def demo_setup(
    slug: str, players: int, bot_level: str, seed: int, options: dict | None = None
) -> MatchSetup:
    """A setup with every seat a bot of `bot_level`."""
    seats = [default_seat(i, bot_level) for i in range(players)]
    return MatchSetup(slug, seats, dict(options or {}), seed)


def start_demo(
    ctx: AppContext,
    slug: str,
    players: int,
    bot_level: str,
    seed: int,
    options: dict | None = None,
) -> TableScene:
    """Start an all-bot match (the `demo` command); an unknown bot level raises ValueError."""
    from game.ai import BOT_LEVELS

    if bot_level not in BOT_LEVELS:
        raise ValueError(f"Unknown bot {bot_level!r}; bots are: {', '.join(BOT_LEVELS)}.")
    return start_match(ctx, demo_setup(slug, players, bot_level, seed, options))


def rematch(ctx: AppContext, setup: MatchSetup, phones: PhoneSeats | None = None
            ) -> TableScene:
    """Replace the top scene (the summary) with a new match: same seats, new seed, and the
    phones of the last match (`phones`) still in their seats."""
    scene = build_match_scene(ctx, setup.with_new_seed(), phones=phones)
    ctx.stack.replace(scene)
    return scene


def go_to_menu(ctx: AppContext) -> None:
    """Leave the match for the first screen (the menu)."""
    ctx.go_home()
