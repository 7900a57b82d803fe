"""The PASS table: Play follows the rules, input builds the notation's move, privacy."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.rules.pass_game.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.pass_game import card_art
from scenes.pass_game.hand import HandFan
from scenes.pass_game.table import PassTable

# Seat 1 holds START and leads; seat 0 is the human.
H0 = ["9>T", "9>8", "K>A", "A>K", "A>2", "2>A", "5>6", "5>4", "5>55", "5>J", "7>8", "7>6", "Q>K"]
H1 = ["START", "9>99", "8>9", "T>J", "T>9", "T>TT", "J>Q", "J>T", "J>JJ", "3>4", "3>2", "4>5",
      "4>3"]


def make(players: int = 2, speed: str = "instant", options: dict | None = None,
         hands: list | None = None):
    """A match on a fixed deal, its table showing seat 0, and the context."""
    ctx = make_test_context(animation_speed=speed)
    match = GAME.new_match(players, 1, options or {}, [{"hands": hands or [H0, H1]}])
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                      None if i == 0 else "easy") for i in range(players)]
    table = PassTable(ctx, ctx.layout("pass", players), seats, match.options)
    table.show(match.view(0), 0)
    return ctx, match, table


def select_written(fan: HandFan, written: list[str]) -> None:
    """Select exactly the cards of a play written in notation (`2>A^` shows it upgraded)."""
    fan.clear()
    for token in written:
        label, up = (token[:-1], True) if token.endswith("^") else (token, False)
        card = next(c for c in fan.cards if c.label == label and not c.selected)
        card.selected, card.upgraded = True, up


def apply(match, table, text: str) -> list:
    """Apply a move as the frame does: animate, then offer the viewer's legal moves."""
    events = match.apply_text(text)
    table.animate(events, match.view(0))
    table.offer(match.legal_moves() if match.to_move == 0 else [])
    return events


def play_control(table):
    return next(c for c in table.controls() if c.key == "play")


@pytest.fixture
def facing_pair():
    """Seat 1 led a pair of 9s (upgraded 9>99); seat 0 to move holding 1 token."""
    ctx, match, table = make()
    apply(match, table, "play 9>99^")
    assert match.to_move == 0
    return ctx, match, table


SELECTIONS = [
    # (written cards, augment, legal?)
    ([], 0, False),
    (["9>T", "7>8"], 0, False),  # not a set
    (["9>T", "9>8"], 0, False),  # only ties: the rules ask for 1 augment
    (["9>T", "9>8"], 1, True),  # augmented tie
    (["9>T", "9>8"], 2, False),  # wrong augment count
    (["A>K", "A>2"], 0, True),  # a higher pair
    (["A>K", "A>2"], 1, False),  # augment on a winning pair
    (["2>A^", "A>K"], 0, True),  # upgraded card: 1 token
    (["2>A^", "A>K"], 1, False),  # costs 2 tokens, holds 1
    (["5>55^", "5>6", "5>4"], 0, True),  # four fives: a bomb
    (["K>A"], 0, False),  # a single on a pair
]


@pytest.mark.parametrize(("cards", "augment", "legal"), SELECTIONS)
def test_play_button_follows_legal_moves_and_the_rules_reason(facing_pair, cards, augment,
                                                              legal):
    _, match, table = facing_pair
    select_written(table.fan, cards)
    table.panel.augment = augment
    control = play_control(table)
    assert control.enabled is legal
    move, reason = table.judge()
    if not cards:
        assert move is None and reason
        return
    assert move == GAME.parse_move(table.panel.notation(table.fan))
    assert (move in match.legal_moves()) is legal
    assert control.reason == (match.why_illegal(move) or "")
    assert table.handle(Intent(Action.POINT, MOUSE, (0, 0)), match.legal_moves()) is None
    x, y, w, h = control.rect
    pressed = table.handle(Intent(Action.SELECT, MOUSE, (x + w // 2, y + h // 2)),
                           match.legal_moves())  # a click on Play
    assert (pressed == move) if legal else (pressed is None and table.refusal == reason)


def test_play_is_disabled_when_it_is_not_the_viewers_turn():
    _, match, table = make()  # seat 1 leads
    table.offer([])
    assert table.controls() == []
    select_written(table.fan, ["A>K"])
    assert table.handle(Intent(Action.CONFIRM, KEYBOARD), []) is None


def test_pad_selection_flip_and_play_give_the_notation_move(facing_pair):
    _, match, table = facing_pair
    legal = match.legal_moves()
    labels = [c.label for c in table.fan.cards]
    for _ in range(labels.index("2>A")):
        table.handle(Intent(Action.RIGHT, KEYBOARD), legal)
    table.handle(Intent(Action.EXTRA, KEYBOARD), legal)  # flip selects and upgrades it
    table.handle(Intent(Action.RIGHT, KEYBOARD), legal)
    while table.fan.cards[table.fan.cursor].label != "A>K":
        table.handle(Intent(Action.RIGHT, KEYBOARD), legal)
    table.handle(Intent(Action.CONFIRM, KEYBOARD), legal)
    table.handle(Intent(Action.UP, KEYBOARD), legal)
    assert table.focus == "play"
    move = table.handle(Intent(Action.CONFIRM, KEYBOARD), legal)
    assert move == GAME.parse_move("play 2>A^ A>K")
    assert str(move) == "play 2>A^ A>K"


def test_mouse_clicks_on_cards_badge_and_buttons_give_the_notation_move(facing_pair):
    _, match, table = facing_pair
    legal = match.legal_moves()

    def click_card(label: str, part: str = "card") -> None:
        rects = table.fan.rects(table.hand_rect)
        i = next(i for i, c in enumerate(table.fan.cards) if c.label == label and
                 (part == "flip" or not c.selected))
        rect = table.fan.badge_rect(rects[i]) if part == "flip" else rects[i]
        pos = rect.center if part == "flip" else (rect.x + 10, rect.y + 30)
        table.handle(Intent(Action.SELECT, MOUSE, pos), legal)

    click_card("9>T")
    click_card("9>8")
    rects = {c.key: c.rect for c in table.controls()}
    table.handle(Intent(Action.SELECT, MOUSE, pygame.Rect(rects["augment+"]).center), legal)
    assert table.panel.augment == 1
    move = table.handle(Intent(Action.SELECT, MOUSE, pygame.Rect(rects["play"]).center), legal)
    assert move == GAME.parse_move("play 9>T 9>8 augment 1")
    click_card("9>T", "flip")
    assert table.fan.upgraded_count == 1 and table.panel.cost(table.fan, False) == 2


def test_pass_is_one_button_and_refused_when_leading(facing_pair):
    _, match, table = facing_pair
    assert table.handle(Intent(Action.ALT, KEYBOARD), match.legal_moves()) == GAME.parse_move(
        "pass")
    _, lead_match, lead_table = make(hands=[H1, H0])  # seat 0 holds START and leads
    lead_table.offer(lead_match.legal_moves())
    assert lead_table.handle(Intent(Action.ALT, KEYBOARD), lead_match.legal_moves()) is None
    assert lead_table.refusal == lead_match.why_illegal(GAME.parse_move("pass")), "rules' words"
    button = next(c for c in lead_table.controls() if c.key == "pass")
    assert not button.enabled and button.reason == lead_table.refusal


def test_start_cannot_flip_and_wild_value_joins_the_move():
    _, match, table = make(hands=[H1, H0], options={"wildcard_pass": True})
    table.offer(match.legal_moves())
    start = next(i for i, c in enumerate(table.fan.cards) if c.label == "START")
    assert table.fan.flip(start) == "START has no upgraded side."
    assert not table.fan.cards[start].upgraded
    select_written(table.fan, ["J>Q", "J>T"])
    table.panel.bump_wild(1)
    assert table.panel.notation(table.fan) == "play J>T J>Q wild 2"
    while table.panel.wild != 9:  # J
        table.panel.bump_wild(1)
    move, reason = table.judge()
    assert move == GAME.parse_move("play J>T J>Q wild J")
    assert "3 for the wild" in reason
    assert reason == (match.why_illegal(move) or "")


class Recorder:
    """Records every card face the table asks the art to draw."""

    def __init__(self, monkeypatch) -> None:
        self.labels: list[str] = []
        original = card_art.card_face

        def face(label, upgraded, w, h):  # noqa: ANN001, ANN202
            self.labels.append(label)
            return original(label, upgraded, w, h)

        for module in ("scenes.pass_game.card_art", "scenes.pass_game.hand",
                       "scenes.pass_game.trick"):
            monkeypatch.setattr(f"{module}.card_face", face)


def test_hidden_hands_are_never_drawn(monkeypatch, facing_pair):
    _, match, table = facing_pair
    rec = Recorder(monkeypatch)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    table.draw(surface, 0.0)
    on_table = [c.rstrip("^") for p in match.view(0).trick for c in p.cards]
    assert sorted(rec.labels) == sorted(match.hand(0) + on_table)
    rec.labels.clear()
    table.show(match.view(None), None)
    table.draw(surface, 0.0)
    assert sorted(rec.labels) == sorted(on_table)


def test_breakdown_reveals_hands_and_awards_the_crown():
    hands = [["A>AA"] + H0[1:], H1]
    ctx, match, table = make(hands=hands)
    apply(match, table, "play 3>2")
    # Seat 0 answers with singles until someone runs out; here we only need a DealWon.
    for _ in range(400):
        legal = match.legal_moves()
        events = match.apply(legal[0])
        table.animate(events, match.view(0))
        if any(type(e).__name__ == "DealWon" for e in events):
            break
    breakdown = table.breakdown(match.view(0))  # the match waits on the finished deal
    assert breakdown is not None
    deal = next(e for e in events if type(e).__name__ == "DealWon")
    assert breakdown.deal == deal == match.view(0).result
    breakdown.update(0.01)
    assert breakdown.done  # instant speed
    assert breakdown.rows_shown() == 2
    breakdown.draw(pygame.Surface(theme.SCREEN_SIZE), pygame.Rect(100, 100, 1700, 500), 0.0)
    assert sum(deal.awards) == 1 and deal.awards[deal.seat] == 1
    match.start_next_deal()
    assert table.breakdown(match.view(0)) is None


def _breakdown(win: str, players: int) -> tuple:
    """A PASS breakdown for a made-up deal won by seat 0 (normal animation speed)."""
    from game.rules.pass_game.deck import LABELS
    from game.rules.pass_game.events import DealWon
    from scenes.pass_game.breakdown import PassBreakdown

    ctx = make_test_context(animation_speed="normal")
    seats = [SeatInfo(i, f"P{i + 1}", (200, 100, 50), "circle") for i in range(players)]
    hands = ((), LABELS[:13], LABELS[14:17], ("7>77",), ("3>2", "4>3"))[:players]
    if win == "points":
        deal = DealWon(0, (4, 2, 1, 0, 0)[:players], (0,) * players, (8, 6, 3, 9, 1)[:players],
                       hands)
    else:
        deal = DealWon(0, (1,) + (0,) * (players - 1), (2, 1, 0, 2, 0)[:players],
                       (0,) * players, hands)
    return ctx, PassBreakdown(ctx, seats, deal, win)


def test_breakdown_match_totals_show_before_the_award_lands_and_after():
    _ctx, crowns = _breakdown("crowns", 4)
    assert [crowns.match_total(s) for s in (0, 1)] == [1, 1]
    crowns.skip()
    assert [crowns.match_total(s) for s in (0, 1)] == [2, 1]
    _ctx, points = _breakdown("points", 5)
    assert points.match_total(0) == 4  # 8 after the deal, 4 of them from it
    points.time = points.total - 0.3  # half way through the pop: the points count up
    assert 4 < points.match_total(0) < 8 and points.match_total(3) == 9
    points.skip()
    assert [points.match_total(s) for s in range(5)] == [8, 6, 3, 9, 1]


@pytest.mark.parametrize("win", ["crowns", "points"])
def test_breakdown_draws_the_match_column_inside_its_body(win: str):
    _ctx, breakdown = _breakdown(win, 5)
    breakdown.skip()
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill((0, 0, 0))
    body = pygame.Rect(200, 230, 1520, 640)
    breakdown.draw(surface, body, 0.0)
    # The match column (right of the award) shows on every row; nothing spills under the body.
    column = pygame.Rect(body.right - 150, body.y + 40, 150, body.h - 84)
    xs = range(column.x, column.right, 3)
    lit = [y for y in range(column.y, column.bottom, 4)
           if any(surface.get_at((x, y))[:3] != (0, 0, 0) for x in xs)]
    row_h = (body.h - 84) // 5
    rows = {(y - column.y) // row_h for y in lit}
    assert rows == {0, 1, 2, 3, 4}
    outside = pygame.Rect(body.x, body.bottom + 2, body.w, 40)
    assert all(surface.get_at((x, outside.y + 10))[:3] == (0, 0, 0)
               for x in range(outside.x, outside.right, 7))
