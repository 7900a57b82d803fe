"""Teaching Take or Pass: the one-line rules shown the first time something happens in a
player's matches (`moments`), and the guided deal (`LESSON`, see game/lesson.py); both
reached through the descriptor (game/descriptor.py `learn_module`)."""
from __future__ import annotations

from typing import Any

from game.lesson import Lesson, Step
from game.rules.take_or_pass.events import CardTaken


def moments(events: list, view: Any) -> list[tuple[str, str]]:
    """(key, one line) for each kind of thing in `events` worth explaining the first time."""
    out = []
    for event in events:
        if not isinstance(event, CardTaken):
            continue
        cards = view.cards[event.seat] if view is not None else ()
        if event.card - 1 in cards or event.card + 1 in cards:
            out.append(("take-or-pass:run", f"A run: {event.card} joins a run, and a run "
                        "counts only its lowest card."))
        if event.chips:
            out.append(("take-or-pass:chips", "Taking a card takes the chips on it too: "
                        "each chip is worth 1 point off."))
    return out


KEYS_PASS = "Press Pass: [alt], or click it."
KEYS_TAKE = "Press Take: [confirm], or click it."
LESSON = Lesson(
    players=3,
    deals=({"deck": [30, 12, 13, 22, 5, 18, 27, 9, 33, 15, 20, 7, 25, 3, 11, 29, 17, 24, 6,
                     31, 14, 21, 8, 35], "first": 0},),
    steps=(
        Step("pass", "A 30 would add 30 points, and the lowest score wins. Pass: it costs "
             "you 1 chip, which stays on the card. " + KEYS_PASS),
        Step("pass"),
        Step("take"),
        Step("pass"),
        Step("take", "The 12 has a chip on it: take it and the chip comes with it (each "
             "chip is 1 point off). " + KEYS_TAKE),
        Step("take", "You took a card, so the next one is yours to decide first. 13 makes a "
             "run 12-13, and a run counts only its lowest card: take it for free. " + KEYS_TAKE),
    ),
    done="That is Take or Pass: pass by paying a chip, take a card with its chips, and build "
         "runs. You stand at 1: your run 12-13 counts only its 12, less your 11 chips.",
)
