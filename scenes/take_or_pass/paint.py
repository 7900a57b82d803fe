"""Drawing the Take or Pass table (never changes state): it reads the table through
`Painted`, the part of it drawing needs.

Privacy: a seat's chip count is drawn only when the view holds it (the
viewer's own seat, or everybody with open chips); otherwise the seat shows
one fixed "unknown" pile and a "?".
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import depth, draw, text_box, theme
from game.engine.text_box import Para
from game.rules.take_or_pass.cards import card_points
from scenes.take_or_pass.chip_art import badge
from scenes.take_or_pass.parts import HAND_SIZES, fit_cards, fits, signed

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.lift import Lifts
    from game.engine.text import TextCache
    from game.rules.take_or_pass.views import TakeOrPassView
    from scenes.frame.game_table import Control, SeatInfo
    from scenes.take_or_pass.card_art import CardArt
    from scenes.take_or_pass.chip_art import ChipArt
    from scenes.take_or_pass.geometry import Geometry
    from scenes.take_or_pass.motion import Board, Effect
    from scenes.take_or_pass.parts import TakeEffect

CHIP_D = 30  # a seat's chip icon
FOCUS_LIFT = 12  # the face-up card rises this much while a player's cursor is on it
POT_D = 46  # chips in the pot
UNSEEN = "+ 9 out, unseen"  # under the pile while the removed cards are hidden


class Painted(Protocol):
    """What drawing the Take or Pass table reads of it: the last view and whose it is, where
    things go, what the animations show so far, the art, the focus and the notice."""

    ctx: AppContext
    seats: list[SeatInfo]
    geo: Geometry
    view: TakeOrPassView | None
    viewer: int | None
    spectating: bool
    closed: bool
    board: Board
    effects: list[Effect]
    cards_art: CardArt
    chips_art: ChipArt
    focus: int
    lifts: Lifts
    message: str
    message_time: float

    def controls(self) -> list[Control]: ...

    def effect(self) -> TakeEffect | None: ...


def draw_effects(table: Painted, surface: pygame.Surface, alpha: float) -> None:
    """What moves, over the pieces."""
    for effect in list(table.effects):
        draw_effect(table, surface, effect, alpha)


def seat_cards_rect(geo: Geometry, seat: int, cards: tuple[int, ...]) -> tuple[pygame.Rect, bool]:
    """Where a seat's cards go: under its plate, or (the bottom seat, with no room there)
    laid upwards from it; and whether upwards."""
    below, above = geo.seat_cards(seat), geo.above[seat]
    if not fits(cards, tuple(below)) and above.h > below.h:
        return above, True
    return below, False


def chips_label(count: int | None) -> str:
    """A seat's chip count beside its chip icon, or "?" when hidden from the viewer."""
    return "?" if count is None else str(count)


def score_label(points: int, chips: int | None, short: bool = False) -> str:
    """The live score when the chips are known, else the card points alone (`short`: in
    fewer words, where room is short)."""
    if chips is None:
        return f"Points {points}" if short else f"Card points {points}"
    return f"Score {signed(points - chips)}"


def draw_pile(table: Painted, surface: pygame.Surface) -> None:
    """The face-down draw pile with its count; after a game, the 9 removed cards face up."""
    geo, board, text = table.geo, table.board, table.ctx.text
    card = geo.pile_card
    art = table.cards_art
    # A few offset backs make it read as a pile; one back per 6 cards, at least one.
    layers = max(1, min(4, math.ceil(board.pile / 6))) if board.pile else 0
    view = table.view
    # The theater's everything view opens the pile (next card on top) and the removed cards.
    deck = view.deck if view is not None and view.deck is not None else None
    if layers:
        depth.shadow_under(surface, card.move(-2 * (layers - 1), 0), 12)
    for i in range(layers):
        top = i == layers - 1 and deck is not None and len(deck) == board.pile
        image = art.face(deck[0], card.w, card.h) if top else art.back(card.w, card.h)
        surface.blit(image, card.move(-2 * (layers - 1 - i), -3 * i))
    if not board.pile:
        pygame.draw.rect(surface, theme.FELT_DARK, card, border_radius=12)
    label = f"{board.pile} left" if board.pile else "Pile empty"
    text.blit(surface, label, theme.TEXT_BODY, (card.centerx, card.bottom + 14), theme.TEXT,
              True, "midtop")
    if view is not None and view.removed is not None and not board.revealed:
        draw_out_row(table, surface, view.removed, (card.centerx, card.bottom + 56))
    else:
        text.blit(surface, UNSEEN, theme.TEXT_MIN, (card.centerx, card.bottom + 56),
                  theme.TEXT_DIM, False, "midtop")
    if board.revealed:
        draw_revealed(table, surface, board.revealed)


def draw_revealed(table: Painted, surface: pygame.Surface, removed: tuple) -> None:
    """The removed cards, face up over the pile area, once a game is over."""
    w, h, step = REVEALED
    width = w + step * (len(removed) - 1)
    panel = revealed_panel(table.geo, removed)
    draw.panel(surface, panel)
    table.ctx.text.blit(surface, "Out of the game", theme.TEXT_MIN, (panel.centerx, panel.y + 6),
                        theme.TEXT, True, "midtop")
    x = panel.centerx - width // 2
    for i, value in enumerate(removed):
        surface.blit(table.cards_art.face(value, w, h), (x + i * step, panel.y + 48))


REVEALED = (54, 76, 44)  # the removed cards after a game: width, height, step
OUT_ROW = (40, 56, 42)  # the removed cards under the pile (the everything view)


def revealed_panel(geo: Geometry, removed: tuple) -> pygame.Rect:
    """The panel of the removed cards after a game."""
    w, h, step = REVEALED
    panel = pygame.Rect(0, 0, max(w + step * (len(removed) - 1), 260) + 24, h + 64)
    panel.midtop = (geo.pile_area.centerx, geo.pile_area.y + 60)
    return panel


def out_row_rect(text: TextCache, removed: tuple, midtop: tuple[int, int]) -> pygame.Rect:
    """The row of removed cards under the pile, its "Out:" label included."""
    w, h, step = OUT_ROW
    x = midtop[0] - (w + step * (len(removed) - 1)) // 2
    label = text.size("Out:", theme.TEXT_MIN)[0] + 8
    return pygame.Rect(x - label, midtop[1], label + w + step * (len(removed) - 1), h)


def draw_out_row(table: Painted, surface: pygame.Surface, removed: tuple,
                 midtop: tuple[int, int]) -> None:
    """The removed cards, small and face up in one row (the everything view only)."""
    w, h, step = OUT_ROW
    x = midtop[0] - (w + step * (len(removed) - 1)) // 2
    table.ctx.text.blit(surface, "Out:", theme.TEXT_MIN, (x - 8, midtop[1] + h // 2),
                        theme.TEXT_DIM, False, "midright")
    for i, value in enumerate(removed):
        surface.blit(table.cards_art.face(value, w, h), (x + i * step, midtop[1]))


def draw_centre(table: Painted, surface: pygame.Surface) -> None:
    """The face-up card and the pot of chips on it, with the count."""
    geo, board, text = table.geo, table.board, table.ctx.text
    rect = geo.centre_card
    if board.card is not None:
        focused = centre_focused(table)
        lift = table.lifts.height("centre")  # eased toward FOCUS_LIFT while focused
        rect = depth.lift_rect(rect, lift)  # the focused card rises off the felt
        depth.shadow_under(surface, rect, 12, lift)
        surface.blit(table.cards_art.face(board.card, rect.w, rect.h), rect)
        if focused:
            draw.focus_ring(surface, rect)
    else:
        pygame.draw.rect(surface, theme.FELT_DARK, rect, width=3, border_radius=16)
    pot = geo.pot
    art = table.chips_art
    pile = art.pile(board.pot, POT_D)
    at = pile.get_rect(midbottom=(pot.centerx, pot.y + 96))
    if board.pot:
        depth.shadow_under(surface, at, POT_D // 2)
    surface.blit(pile, at)
    text.blit(surface, pot_words(board.pot), theme.TEXT_BODY,
              (pot.centerx, pot.y + 104), theme.HIGHLIGHT, True, "midtop")


def pot_words(pot: int) -> str:
    """The line under the pot."""
    return f"Pot: {pot} {'chip' if pot == 1 else 'chips'}"


def draw_seat(table: Painted, surface: pygame.Surface, seat: int) -> None:
    """A seat's chips (count only if visible), live score and cards grouped into runs."""
    view, geo, text = table.view, table.geo, table.ctx.text
    assert view is not None  # draw() checks
    line = geo.seat_line(seat)
    chips = view.chips[seat] if seat < len(view.chips) else None
    cards = tuple(table.board.cards[seat]) if seat < len(table.board.cards) else ()
    icon = geo.seat_chips(seat)
    art = table.chips_art
    if chips is None:
        pile = art.unknown_pile(CHIP_D)
    else:
        pile = art.pile(min(chips, 5), CHIP_D)  # the count says the rest
    surface.blit(pile, pile.get_rect(midleft=(icon.x, icon.centery)))
    count = text.blit(surface, chips_label(chips), theme.TEXT_BODY, (icon.x + 60, line.centery),
                      theme.TEXT if chips is not None else theme.TEXT_DIM, True, "midleft")
    points = card_points(cards)  # the shown cards: a card counts once it has landed
    # Large text may give up its extra quarter here, then say "Points" for "Card points":
    # the label never runs into the count.
    room = line.right - 6 - count.right - 12
    for label in (score_label(points, chips), score_label(points, chips, short=True)):
        size = text.fit(label, theme.TEXT_MIN, room, bold=True)
        if text.size(label, size, True)[0] <= room:
            break
    text.blit(surface, label, size, (line.right - 6, line.centery), theme.HIGHLIGHT, True,
              "midright")
    rect, bottom_up = seat_cards_rect(geo, seat, cards)
    draw_cards(table, surface, cards, rect, bottom_up=bottom_up)


def draw_cards(
    table: Painted,
    surface: pygame.Surface,
    cards: tuple[int, ...],
    rect: pygame.Rect,
    sizes: tuple | None = None,
    ghost: int | None = None,
    bottom_up: bool = False,
) -> None:
    """Cards in runs; each run's counting card is framed gold. `ghost` is shown pale."""
    shown = tuple(sorted({*cards, ghost})) if ghost is not None else cards
    size, placed = fit_cards(shown, tuple(rect), sizes) if sizes else fit_cards(shown, tuple(rect))
    art = table.cards_art
    if bottom_up and placed:
        lift = rect.bottom - max(p.y for p in placed) - size.h
        placed = [replace(p, y=p.y + lift) for p in placed]
    for p in placed:
        face = art.face(p.value, size.w, size.h, marked=p.counts and p.value != ghost)
        if p.value == ghost:
            face = face.copy()
            face.set_alpha(150)
            surface.blit(face, (p.x, p.y))
            draw.focus_ring(surface, (p.x, p.y, size.w, size.h), width=3, radius=10, gap=2)
        else:
            depth.shadow_under(surface, (p.x, p.y, size.w, size.h), max(4, size.w // 12))
            surface.blit(face, (p.x, p.y))


def draw_score_panel(table: Painted, surface: pygame.Surface) -> None:
    """Game number and match totals (several games), or a rules reminder (one game)."""
    view, rect, text = table.view, table.geo.score, table.ctx.text
    assert view is not None
    draw.panel(surface, rect)
    title = f"Game {view.number} of {view.games}" if view.games > 1 else "Lowest score wins"
    size = text.fit(title, theme.TEXT_BODY, rect.w - 32, True)
    text.blit(surface, title, size, (rect.x + 16, rect.y + 10), theme.TEXT, True)
    y = rect.y + 56
    if view.games > 1:
        row = min(40, (rect.bottom - y - 8) // max(1, len(table.seats)))
        for info in table.seats:
            draw.draw_seat_symbol(surface, info.symbol, (rect.x + 30, y + row // 2), 24,
                                  info.colour)
            size = text.fit(info.name, theme.TEXT_MIN, rect.w - 150)
            text.blit(surface, info.name, size, (rect.x + 50, y + row // 2), theme.TEXT, False,
                      "midleft")
            text.blit(surface, signed(view.totals[info.seat]), theme.TEXT_MIN,
                      (rect.right - 16, y + row // 2), theme.HIGHLIGHT, True, "midright")
            y += row
        return
    for line in ("A run counts only", "its lowest card", "(framed gold).", "Each chip: −1."):
        text.blit(surface, line, theme.TEXT_MIN, (rect.x + 16, y), theme.TEXT_DIM)
        y += 38


def draw_hand(table: Painted, surface: pygame.Surface) -> None:
    """The viewer's own cards, large (the deciding seat's when no one's hand is shown), with
    the face-up card shown where it would go when they are the one deciding."""
    view, rect, text = table.view, table.geo.hand, table.ctx.text
    assert view is not None
    # A lone human keeps their own hand in view while the bots decide.
    seat = table.viewer if table.viewer is not None else view.to_move
    if seat is None:
        return
    deciding = seat == view.to_move and not table.closed
    info = table.seats[seat]
    draw.panel(surface, rect, border=info.colour)
    effect = table.effect() if deciding else None
    whose = "Your cards" if seat == table.viewer else f"{info.name}'s cards"
    heads = [whose]
    if effect is not None and table.board.card is not None:
        take = f"take {table.board.card}: {effect.note}"
        # Shorter forms when the long one overruns the panel even at the smallest size.
        heads = [f"{whose} · {take}", f"{info.name} · {take}", take[0].upper() + take[1:]]
    head, size = heads[-1], theme.TEXT_MIN
    for head in heads:
        size = text.fit(head, theme.TEXT_BODY, rect.w - 32, True)
        if text.size(head, size, True)[0] <= rect.w - 32:
            break
    text.blit(surface, head, size, (rect.x + 16, rect.y + 8), theme.TEXT, True)
    inner = pygame.Rect(rect.x + 16, rect.y + 50, rect.w - 32, rect.h - 58)
    cards = tuple(table.board.cards[seat]) if seat < len(table.board.cards) else ()
    ghost = table.board.card if deciding else None
    if not cards and ghost is None:
        text.blit(surface, "No cards yet", theme.TEXT_MIN, inner.center, theme.TEXT_DIM,
                  False, "center")
        return
    draw_cards(table, surface, cards, inner, HAND_SIZES, ghost)


def centre_focused(table: Painted) -> bool:
    """Is the acting human's cursor on the face-up card (so it rises)?"""
    return table.focus == 0 and human_acting(table)


def human_acting(table: Painted) -> bool:
    view = table.view
    return (view is not None and view.to_move is not None and view.to_move == table.viewer
            and not table.spectating)


def draw_controls(table: Painted, surface: pygame.Surface) -> None:
    """Take and pass, with what each does; a bot's turn shows what it is weighing."""
    view, geo, text = table.view, table.geo, table.ctx.text
    assert view is not None
    if view.to_move is None or table.closed:
        return
    controls = {c.key: c for c in table.controls()}
    human = human_acting(table)
    for key, hint in (("take", "[confirm]"), ("pass", "[alt]")):
        control = controls[key]
        rect = pygame.Rect(control.rect)
        focused = human and FOCUS_KEYS[table.focus] == key
        enabled = control.enabled and human
        fill = draw.BUTTON_DISABLED if not enabled else (
            draw.BUTTON_FOCUS if focused else draw.BUTTON)
        draw.panel(surface, rect, fill, border=theme.HIGHLIGHT if focused else draw.PANEL_BORDER)
        colour = theme.TEXT if enabled else (170, 178, 170)
        label, sub = control.label, hint if human else ""
        if control.reason:
            # The reason takes the whole button: "No chips left" over "you must take".
            label, _, sub = control.reason.partition(": ")
        # What it does over how to press it, shrunk together when large text leaves no room.
        paras = [Para(label, theme.TEXT_BODY, colour, True)]
        if sub:
            paras.append(Para(sub, theme.TEXT_MIN,
                              theme.DANGER if control.reason else theme.TEXT_DIM))
        text_box.draw(surface, text, paras, rect.inflate(-28, -14), gap=2)
        if focused:
            draw.focus_ring(surface, rect)
    if table.message_time > 0 and table.message:
        size = text.fit(table.message, theme.TEXT_MIN, geo.controls.w + 40)
        image = text.render(table.message, size, theme.WHITE, True)
        at = image.get_rect(midbottom=(geo.controls.centerx, geo.controls.y - 14))
        at.right = min(at.right, theme.SCREEN_SIZE[0] - 16)
        pygame.draw.rect(surface, (150, 40, 30), at.inflate(20, 10), border_radius=12)
        surface.blit(image, at)


FOCUS_KEYS = ("take", "pass")


def draw_effect(table: Painted, surface: pygame.Surface, effect: Effect,
                alpha: float) -> None:
    """One moving thing: a flipping card, a sliding chip, a taken card, a banner."""
    text, geo = table.ctx.text, table.geo
    p = effect.progress(alpha)
    x, y = effect.pos(alpha)
    if effect.kind == "flip":
        small, big = geo.pile_card, geo.centre_card
        w = int(small.w + (big.w - small.w) * p)
        h = int(small.h + (big.h - small.h) * p)
        frame = table.cards_art.flip_frame(effect.value, w, h, p, big.size)
        surface.blit(frame, frame.get_rect(center=(int(x), int(y))))
    elif effect.kind == "chip":
        chip = table.chips_art.chip(POT_D)
        surface.blit(chip, chip.get_rect(center=(int(x), int(y))))
    elif effect.kind == "take" and effect.value is not None:
        big = geo.centre_card
        w = int(big.w + (60 - big.w) * p)
        h = int(big.h + (84 - big.h) * p)
        face = table.cards_art.face(effect.value, big.w, big.h)
        face = pygame.transform.smoothscale(face, (max(8, w), max(8, h)))
        surface.blit(face, face.get_rect(center=(int(x), int(y))))
        chips = int(effect.text or 0)
        if chips:
            pile = table.chips_art.pile(chips, POT_D)
            surface.blit(pile, pile.get_rect(midtop=(int(x), int(y) + h // 2 - 10)))
    elif effect.kind == "popup":
        if p < 0.9:  # on a dark badge beside the chip pile, over the seat's own line
            image = text.render(effect.text, theme.TEXT_BODY, theme.HIGHLIGHT, True)
            badge(surface, image, (int(x) + 40 + image.get_width() // 2, int(y)))
    elif effect.kind == "banner" and effect.text:
        image = text.render(effect.text, theme.TEXT_LARGE, theme.TEXT, True)
        badge(surface, image, (int(x), int(y)))

