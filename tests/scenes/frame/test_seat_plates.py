"""Name plates: symbol, name, bot level and the TURN tag never overlap, at any name length."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from scenes.frame import seat_plates as plates
from scenes.frame.game_table import SeatInfo

NAMES = ["Bot 2", "Bot 12", "Player 7", "Ann", "Maximilian the Magnificent", "W" * 40, ""]
LEVELS = [None, "easy", "normal", "hard", "random"]


@pytest.mark.parametrize("width", [220, 340, 480])
@pytest.mark.parametrize("acting", [False, True])
def test_plate_parts_never_overlap_and_stay_inside(width, acting):
    ctx = make_test_context()
    rect = pygame.Rect(20, 20, width, plates.PLATE_H)
    symbol = pygame.Rect(rect.x + 16, rect.y + 12, 28, 28)  # drawn centred at x + 30
    for name, level in itertools.product(NAMES, LEVELS):
        info = SeatInfo(0, name, theme.SEAT_COLOURS[0], theme.SEAT_SYMBOLS[0], level, None)
        parts = plates.plate_parts(ctx.text, info, rect, acting)
        boxes = [("symbol", symbol), ("name", parts.name_rect)]
        boxes += [("level", parts.level_rect)] if parts.level_rect else []
        boxes += [("tag", parts.tag_rect)] if parts.tag_rect else []
        for label, box in boxes:
            assert rect.contains(box), f"{label} of {name!r}/{level} leaves the plate"
        for (a, ra), (b, rb) in itertools.combinations(boxes, 2):
            if ra.w and rb.w:
                assert not ra.colliderect(rb), f"{a} overlaps {b} for {name!r}/{level}"
        assert (parts.tag_rect is not None) == acting
        assert parts.name_size >= theme.TEXT_MIN


def test_short_names_keep_their_level_and_long_ones_end_in_an_ellipsis():
    ctx = make_test_context()
    rect = pygame.Rect(0, 0, 340, plates.PLATE_H)

    def parts(name: str, level: str | None, acting: bool = False) -> plates.PlateParts:
        info = SeatInfo(0, name, theme.SEAT_COLOURS[0], theme.SEAT_SYMBOLS[0], level, None)
        return plates.plate_parts(ctx.text, info, rect, acting)

    assert parts("Bot 2", "normal").level == "(normal)"
    assert parts("Bot 2", "normal").name == "Bot 2"
    assert parts("Bot 2", "normal", acting=True).name == "Bot 2"  # TURN never cuts a short name
    long = parts("Maximilian the Magnificent", "hard", acting=True)
    assert long.name.endswith("…") and long.level == ""
    assert parts("Player 1", None).level == ""


def test_the_bot_banner_names_the_level_the_turning_plate_may_not_show(monkeypatch):
    from scenes.app import flow

    ctx = make_test_context()
    scene = flow.start_demo(ctx, "take-or-pass", 3, "hard", 1)
    banners: list[tuple[str, tuple]] = []
    monkeypatch.setattr(plates, "draw_banner", lambda _ctx, _surface, b, _span: banners.append(b))
    scene.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    bot = scene.seats[scene.match.to_move]
    assert banners == [(f"{bot.name} (hard) is thinking…", bot.colour)]


def test_the_log_drops_whole_old_moves_with_an_ellipsis_never_a_cut_glyph():
    ctx = make_test_context()
    text = ctx.text
    entries = [f"Bot {k}: play 2>3^ 3>4 5>55^ 5>7 9>99" for k in range(1, 5)]
    line, size = plates.log_line(text, entries, 900)
    assert size >= theme.TEXT_MIN and text.size(line, size)[0] <= 900
    assert line.startswith("…") and line.endswith(entries[-1])
    shown = line.removeprefix("…   ").split(plates.LOG_SEPARATOR)
    assert all(part in entries for part in shown), "only whole moves are shown"
    short, _ = plates.log_line(text, ["Ann: take", "Ben: pass"], 900)
    assert short == "Ann: take" + plates.LOG_SEPARATOR + "Ben: pass"


def test_a_plate_is_laid_out_anew_when_large_text_turns_on():
    ctx = make_test_context()
    rect = pygame.Rect(20, 20, 340, plates.PLATE_H)
    info = SeatInfo(1, "Bot 2", theme.SEAT_COLOURS[1], theme.SEAT_SYMBOLS[1], "easy", None)
    normal = plates.plate_parts(ctx.text, info, rect, False)
    ctx.text.set_large(True)
    large = plates.plate_parts(ctx.text, info, rect, False)
    assert large.name_rect.w > normal.name_rect.w, "the name measured at the larger size"
    if large.level_rect is not None:
        assert not large.level_rect.colliderect(large.name_rect)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("name", ["Player 1", "Bartholomew Lee"])
def test_a_long_banner_keeps_off_the_panels_beside_it(large: bool, name: str) -> None:
    """The longest turn banner (a phone seat waiting) fits between a supply or a score board
    and the other side, at every layout, in its longest words that fit at a readable size
    (all of them where there is room); a short one stays centred."""
    from game.registry import GAMES
    from scenes.frame.phone_seats import waiting_words

    ctx = make_test_context(large_text=large)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    choices = waiting_words(name)
    long_banner = (choices, theme.DANGER)
    for game in GAMES:
        for players in game.players:
            layout = ctx.layout(game.slug, players)
            span = plates.banner_span(layout)
            words = plates.fitting(ctx.text, choices, span)
            assert words != choices[-1], "Pause is named at every layout"
            assert game.slug == "pass" or words == choices[0], (game.slug, players, words)
            pill = plates.draw_banner(ctx, surface, long_banner, span)
            assert span[0] <= pill.x - 20 and pill.right + 20 <= span[1], (game.slug, players)
            pill = pill.inflate(40, 14)
            beside = [n for n in layout.names() if n not in plates.MIDDLE]
            for panel in beside:
                assert not pill.colliderect(layout.rect(panel)), (game.slug, players, panel)
            short = plates.draw_banner(ctx, surface, ("Ann, your turn", theme.TEXT), span)
            assert short.centerx == theme.SCREEN_SIZE[0] // 2
