"""PASS table motion and art: each event kind animates, humans never wait, art covers the deck."""
from __future__ import annotations

import pygame
import pytest

from game.art import pass_game as pass_art
from game.engine import theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.rules.pass_game.deck import BASE_DECK, FIFTH_PLAYER_CARDS
from game.rules.pass_game.events import (
    DealStarted,
    DealWon,
    MatchWon,
    Passed,
    SetPlayed,
    TokenGained,
    TokenSpent,
    TrickWon,
)
from scenes.frame.game_table import SeatInfo
from scenes.pass_game import card_art, token_art
from scenes.pass_game.table import PassTable
from scenes.pass_game.trick_effects import (
    Arrive,
    Award,
    Bomb,
    Caption,
    Effect,
    Stamp,
    Sweep,
    TokenFlight,
)

SEATS = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i]) for i in range(5)]


def table_at(players: int = 3, speed: str = "normal") -> PassTable:
    ctx = make_test_context(animation_speed=speed)
    from game.rules.pass_game.rules import GAME

    match = GAME.new_match(players, 7)
    table = PassTable(ctx, ctx.layout("pass", players), SEATS[:players], match.options)
    table.show(match.view(0), 0)
    return table, match


def kinds_seen(table: PassTable, events: list, view) -> list[Effect]:
    """Every effect shown while the animations for `events` run."""
    table.animate(events, view)
    seen: list = []  # the effect objects themselves (equal-looking effects are distinct)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _ in range(300):
        if not table.busy:
            break
        table.update(1 / 30)
        seen += [fx for fx in table.motion.effects if not any(fx is f for f in seen)]
        table.draw(surface, 0.5)  # every effect draws at every stage without error
    assert not table.busy
    return seen


PAIR = SetPlayed(1, ("9>T", "9>8"), "pair", 7, 1, 0, None)
FOUR = SetPlayed(2, ("5>55^", "5>6", "5>4"), "four", 3, 0, 1, None)


@pytest.mark.parametrize(("events", "expect"), [
    ([PAIR], {Arrive}),
    ([FOUR], {Arrive, Bomb}),
    ([PAIR, TokenSpent(1, "augment", 1)], {Arrive, TokenFlight}),
    ([Passed(2), TokenGained(2, "pass", 1)], {Stamp, TokenFlight}),
    ([SetPlayed(1, ("J>Q", "J>T"), "three", 9, 0, 0, 9), TokenSpent(1, "wild", 3)],
     {Arrive, TokenFlight}),
    ([TrickWon(1, 2)], {Sweep, TokenFlight}),
    ([DealWon(0, (1, 0, 0), (1, 0, 0), (0, 0, 0), ((), ("2>3",), ("4>5",)))], {Award, Caption}),
    ([DealStarted(2, 1)], {Caption}),
    ([MatchWon((0,))], {Caption}),
])
def test_each_event_kind_has_its_animation(events, expect):
    table, match = table_at()
    seen = kinds_seen(table, events, match.view(0))
    assert {type(fx) for fx in seen} == expect


def test_spent_augment_token_turns_to_its_augment_face_and_five_gains_fly_to_the_player():
    table, match = table_at()
    seen = kinds_seen(table, [PAIR, TokenSpent(1, "augment", 2)], match.view(0))
    tokens = [fx for fx in seen if isinstance(fx, TokenFlight)]
    assert len(tokens) == 2 and all(fx.to_set for fx in tokens)
    assert all(fx.face_from == token_art.UPGRADE and fx.face_to == token_art.AUGMENT
               for fx in tokens)
    five = SetPlayed(0, ("5>55^", "5>6", "5>4", "5>J"), "five", 3, 0, 1, None)
    seen = kinds_seen(table, [five, TokenGained(0, "five", 1)], match.view(0))
    gained = [fx for fx in seen if isinstance(fx, TokenFlight)]
    assert gained and "five of a kind" in gained[0].label
    assert gained[0].dst == table.motion.seat_at(0)


def test_trick_end_sends_tokens_home_and_augment_ones_turn_back_over():
    table, match = table_at()
    tied = SetPlayed(2, ("9>99",), "pair", 7, 2, 1, None)
    seen = kinds_seen(table, [PAIR, tied, TrickWon(2, 4)], match.view(0))
    home = [fx for fx in seen if isinstance(fx, TokenFlight)]
    assert len(home) == 4 and all(fx.dst == table.supply_rect.center for fx in home)
    assert [fx.face_from for fx in home].count(token_art.AUGMENT) == 3  # 1 + 2 augments
    sweep = next(fx for fx in seen if isinstance(fx, Sweep))
    assert [p.seat for p in sweep.sets] == [1, 2] and sweep.dst == table.motion.seat_at(2)


def test_pass_token_travels_from_the_supply_to_the_player():
    table, match = table_at()
    seen = kinds_seen(table, [Passed(1), TokenGained(1, "pass", 1)], match.view(0))
    token = next(fx for fx in seen if isinstance(fx, TokenFlight))
    assert token.src == table.supply_rect.center and token.dst == table.motion.seat_at(1)
    assert kinds_seen(table, [TokenGained(1, "pass", 0)], match.view(0)) == []  # empty supply


def test_a_human_never_waits_for_an_animation():
    table, match = table_at()
    table.animate([FOUR], match.view(0))
    assert table.busy
    table.handle(Intent(Action.RIGHT, KEYBOARD), [])
    assert not table.busy  # fast-forwarded, not blocking


def test_instant_speed_finishes_on_the_next_update():
    table, match = table_at(speed="instant")
    table.animate([FOUR, TrickWon(2, 1)], match.view(0))
    table.update(1 / 60)
    assert not table.busy and table.motion.effects == []


def test_layouts_for_two_to_five_seats_keep_pieces_apart():
    for players in range(2, 6):
        table, match = table_at(players)
        assert len(table.seat_rects) == players
        rects = [table.hand_rect, table.trick.rect, table.supply_rect, *table.seat_rects]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.colliderect(b)
        table.draw(pygame.Surface(theme.SCREEN_SIZE), 0.0)


def test_every_card_draws_both_sides_and_reads_as_the_rules_say():
    for label in set(BASE_DECK + FIFTH_PLAYER_CARDS):
        assert card_art.card_face(label, False, 112, 160).get_size() == (112, 160)
        if label != "START":
            card_art.card_face(label, True, 112, 160)
    with pytest.raises(ValueError):
        card_art.card_face("START", True, 112, 160)
    assert pass_art.faces("T>TT") == ("10", "10\u200910")
    assert pass_art.faces("2>22") == ("2", "22")
    assert pass_art.faces("START") == ("2", "")
    with pytest.raises(ValueError):
        pass_art.faces("Z>2")


def test_text_on_cards_is_never_shorter_than_the_couch_minimum():
    surf = card_art.fit_text("10\u200910", 40, (0, 0, 0), 30)
    assert surf.get_height() >= card_art.font(28).get_height()
    assert surf.get_width() < card_art.font(28).size("10\u200910")[0]


def test_a_face_has_clear_round_corners_and_an_ink_edge():
    theme.LOOK.high_contrast = False
    face = card_art.card_face("7>8", True, 116, 166)
    assert face.get_at((0, 0)).a == 0 and face.get_at((115, 165)).a == 0
    assert face.get_at((58, 0))[:3] == theme.INK and face.get_at((58, 1))[:3] == theme.INK
    assert face.get_at((58, 40)).a == 255


@pytest.mark.parametrize("text", ["7", "10", "QQ", "10\u200910", "88", "START", "WILD"])
@pytest.mark.parametrize("room", [12, 30, 45, 60, 200])
def test_the_fitting_size_is_the_size_the_step_down_finds(text, room):
    def stepped(size: int) -> int:
        while card_art.font(size).size(text)[0] > room and size > 28:
            size -= 2
        return size

    for size in (49, 36, 31, 28, 22):
        assert card_art.fitting_size(text, size, room) == stepped(size)


def test_tokens_have_two_faces_and_scoring_tokens():
    up = token_art.token_face(token_art.UPGRADE, 48)
    aug = token_art.token_face(token_art.AUGMENT, 48)
    assert up.get_at((24, 24)) != aug.get_at((24, 24)) or up.get_at((10, 24)) != aug.get_at(
        (10, 24))
    for p in (4, 2, 1):
        assert token_art.point_token(p, 48).get_size() == (48, 48)
    with pytest.raises(ValueError):
        token_art.point_token(3, 48)
    with pytest.raises(ValueError):
        token_art.token_face("crown", 48)
    assert token_art.crown(48).get_size() == (48, 48)


@pytest.mark.parametrize("reduced", [False, True])
def test_a_bomb_shakes_the_table_only_without_reduced_motion(reduced: bool) -> None:
    table, match = table_at()
    table.ctx.settings.reduced_motion = reduced
    table.animate([FOUR], match.view(0))
    shakes = set()
    for _ in range(120):
        table.update(1 / 30)
        shakes.add(table.motion.shake())
    assert (shakes == {(0, 0)}) is reduced


def test_a_set_lands_with_weight_slowing_onto_the_felt() -> None:
    """The set flies in fast and settles (ease-out), not at one speed to a dead stop."""
    from scenes.pass_game.motion import ARRIVE

    table, match = table_at()
    table.animate([PAIR], match.view(0))
    arrive = [fx for fx in table.motion.effects if isinstance(fx, Arrive)]
    steps = round(ARRIVE / 2 * 60)
    for _ in range(steps):
        table.update(1 / 60)
        arrive = arrive or [fx for fx in table.motion.effects if isinstance(fx, Arrive)]
    assert arrive and arrive[0].t > 0.75, "most of the way in half the time"


def test_faces_are_drawn_after_the_font_module_was_restarted():
    """Another part of the app (or a test) may quit pygame's fonts and start them again: a
    font kept from before is then invalid, and a face must still be drawn."""
    card_art.font(33)
    pygame.font.quit()
    pygame.font.init()
    assert card_art.font(33).size("7")[0] > 0
    assert card_art.card_face("9>T", False, 101, 147).get_size() == (101, 147)
