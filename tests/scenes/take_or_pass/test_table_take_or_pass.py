"""The Take or Pass table: privacy of chip counts, animations per event, controls, input."""
from __future__ import annotations

import pygame
import pytest
from text_spy import spy_text

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.engine.text import TextCache
from game.rules.take_or_pass.events import (
    CardTaken,
    CardTurned,
    ChipPaid,
    GameScored,
    GameStarted,
    MatchWon,
)
from game.rules.take_or_pass.moves import PASS, TAKE
from game.rules.take_or_pass.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.take_or_pass import still
from scenes.take_or_pass.controls import NO_CHIPS
from scenes.take_or_pass.paint import score_label
from scenes.take_or_pass.table import TakeOrPassTable

DECK = [20, 21, 5, 30, 11, 12, 13, 26, 27, 3, 4, 8, 9, 17, 33, 34, 35, 14, 15, 22, 23, 24, 6, 7]


class RecordingText(TextCache):
    """The engine's text cache, remembering every string a draw asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def render(self, text, size, colour=theme.TEXT, bold=False):  # noqa: ANN001, ANN201
        self.seen.append(text)
        return super().render(text, size, colour, bold)


def make(players: int = 4, open_chips: bool = False, speed: str = "instant", games: int = 1):
    """A match on a fixed deal and its table, with a recording text cache."""
    ctx = make_test_context(text=RecordingText(), animation_speed=speed)
    deals = [{"deck": DECK, "first": 0}] * games
    match = GAME.new_match(players, 5, {"open_chips": open_chips, "games": games}, deals)
    seats = [
        SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i], "easy" if i else None)
        for i in range(players)
    ]
    table = TakeOrPassTable(ctx, ctx.layout("take-or-pass", players), seats, match.options)
    return ctx, match, table


def drawn(ctx, table) -> list[str]:
    """Every string one drawing of the table renders (all its pieces, as on screen)."""
    ctx.text.seen.clear()
    still.draw_table(table, pygame.Surface(theme.SCREEN_SIZE), 1.0)
    return list(ctx.text.seen)


def play(match, table, viewer, moves: str) -> list:
    """Apply moves given as letters (t/p), animating each; return the events."""
    events = []
    for letter in moves:
        step = match.apply(TAKE if letter == "t" else PASS)
        events += step
        table.animate(step, match.view(viewer))
        table.update(0.02)
    return events


# -- privacy -------------------------------------------------------------------------------

def test_viewer_sees_own_chips_only() -> None:
    ctx, match, table = make(4)
    play(match, table, 0, "ppptpp")
    table.show(match.view(0), 0)
    seen = drawn(ctx, table)
    scores = [s for s in seen if s.startswith("Score")]
    assert scores == [score_label(match.view(0).card_points[0], match.chips[0])]
    assert seen.count("?") == 3  # the other three seats show an unknown pile
    assert str(match.chips[0]) in seen


def test_public_view_draws_no_chip_count_even_after_a_private_one() -> None:
    ctx, match, table = make(4)
    play(match, table, 0, "pptp")
    table.show(match.view(0), 0)
    drawn(ctx, table)
    table.show(match.view(None), None)  # the curtain: nothing private may remain
    seen = drawn(ctx, table)
    assert not [s for s in seen if s.startswith("Score")]
    assert seen.count("?") == 4
    assert [s for s in seen if s.startswith("Card points")] == [
        f"Card points {p}" for p in match.view(None).card_points
    ]


@pytest.mark.parametrize("large", [False, True])
def test_card_points_never_run_into_the_chip_count(large) -> None:
    ctx, match, table = make(7)
    ctx.text.set_large(large)
    play(match, table, 0, "pptpptppptpppt")
    table.show(match.view(None), None)
    seen = spy_text(ctx)
    still.draw_table(table, pygame.Surface(theme.SCREEN_SIZE), 1.0)
    counts = [rect for words, rect in seen if words == "?"]
    labels = [rect for words, rect in seen if words.startswith("Card points")]
    assert len(counts) == len(labels) == 7
    for label in labels:
        assert label.collidelist(counts) == -1, "the label and the chip count overlap"


def test_open_chips_draws_every_count() -> None:
    ctx, match, table = make(5, open_chips=True)
    play(match, table, 0, "ppppptp")
    table.show(match.view(0), 0)
    seen = drawn(ctx, table)
    assert "?" not in seen
    for seat in range(5):
        assert score_label(match.view(None).card_points[seat], match.chips[seat]) in seen


def test_removed_cards_stay_hidden_until_the_game_ends() -> None:
    ctx, match, table = make(3, speed="normal")
    events = play(match, table, 0, "t" * 23)
    table.update(10.0)
    assert table.board.revealed == ()
    assert "Out of the game" not in drawn(ctx, table)
    events = play(match, table, 0, "t")
    scored = [e for e in events if isinstance(e, GameScored)][0]
    table.update(1.0)
    assert table.board.revealed == scored.removed
    assert "Out of the game" in drawn(ctx, table)


# -- animations ----------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("event", "kind"),
    [
        (CardTurned(12, 20), "flip"),
        (ChipPaid(1, 3), "chip"),
        (CardTaken(2, 12, 3), "take"),
        (GameStarted(2, 1), "banner"),
        (GameScored(1, (10, 20, 30, 40), (1, 2, 3, 4), (9, 18, 27, 36), (9, 18, 27, 36),
                    (3, 4, 5, 6, 7, 8, 9, 10, 11)), "reveal"),
        (MatchWon((0,), (9, 18, 27, 36)), "banner"),
    ],
)
def test_each_event_kind_animates(event, kind: str) -> None:
    ctx, match, table = make(4, speed="normal")
    table.show(match.view(0), 0)
    table.animate([event], match.view(0))
    assert table.busy
    table.update(0.05)
    assert kind in [e.kind for e in table.effects]
    table.update(5.0)
    assert not table.busy and not table.effects


def test_chip_joins_the_pot_when_it_lands() -> None:
    ctx, match, table = make(4, speed="normal")
    table.show(match.view(0), 0)
    events = match.apply(PASS)
    table.animate(events, match.view(0))
    table.update(0.05)
    assert table.board.pot == 0  # still sliding
    table.update(5.0)
    assert table.board.pot == 1


def test_instant_speed_finishes_in_one_update() -> None:
    ctx, match, table = make(4, speed="instant")
    table.show(match.view(0), 0)
    table.animate(match.apply(TAKE), match.view(0))
    table.update(0.016)
    assert not table.busy
    assert table.board.cards[0] == [DECK[0]]


def test_a_human_never_waits_for_an_animation() -> None:
    ctx, match, table = make(4, speed="slow")
    table.show(match.view(0), 0)
    table.animate(match.apply(TAKE), match.view(0))
    assert table.busy
    move = table.handle(Intent(Action.CONFIRM, KEYBOARD), match.legal_moves())
    assert move is TAKE and not table.busy


# -- controls and input --------------------------------------------------------------------

def test_pass_is_disabled_with_the_reason_at_zero_chips() -> None:
    ctx, match, table = make(3)
    play(match, table, 0, "p" * 33)  # 11 chips each, all paid: seat 0 must take
    assert match.to_move == 0 and match.chips[0] == 0
    table.show(match.view(0), 0)
    controls = {c.key: c for c in table.controls()}
    assert not controls["pass"].enabled and controls["pass"].reason == NO_CHIPS
    assert controls["take"].enabled
    assert table.handle(Intent(Action.ALT, KEYBOARD), match.legal_moves()) is None
    assert NO_CHIPS in drawn(ctx, table)


def test_pass_is_enabled_with_chips() -> None:
    ctx, match, table = make(3)
    table.show(match.view(0), 0)
    controls = {c.key: c for c in table.controls()}
    assert controls["pass"].enabled and controls["pass"].reason == ""


def test_take_button_shows_the_effect_of_taking() -> None:
    ctx, match, table = make(3)
    play(match, table, 0, "ppp")  # seat 0 again, pot 3, card 20, no cards yet
    table.show(match.view(0), 0)
    label = {c.key: c for c in table.controls()}["take"].label
    assert label == f"Take: +17 → {20 - (match.chips[0] + 3)}"


def test_ui_input_gives_the_notation_moves() -> None:
    ctx, match, table = make(4)
    table.show(match.view(0), 0)
    legal = match.legal_moves()
    controls = {c.key: pygame.Rect(c.rect) for c in table.controls()}
    assert table.handle(Intent(Action.CONFIRM, KEYBOARD), legal) == GAME.parse_move("take")
    assert table.handle(Intent(Action.ALT, KEYBOARD), legal) == GAME.parse_move("pass")
    click = {k: table.handle(Intent(Action.SELECT, MOUSE, r.center), legal)
             for k, r in controls.items()}
    assert click == {"take": TAKE, "pass": PASS, "card": TAKE}
    assert table.handle(Intent(Action.SELECT, MOUSE, (5, 5)), legal) is None
    table.handle(Intent(Action.DOWN, KEYBOARD), legal)  # focus moves to pass
    assert table.handle(Intent(Action.CONFIRM, KEYBOARD), legal) is PASS
    table.handle(Intent(Action.LEFT, KEYBOARD), legal)  # and back to take
    assert table.handle(Intent(Action.CONFIRM, KEYBOARD), legal) is TAKE


def test_refusal_is_shown() -> None:
    ctx, match, table = make(3)
    table.show(match.view(0), 0)
    table.refuse("The match is over.")
    assert "The match is over." in drawn(ctx, table)
