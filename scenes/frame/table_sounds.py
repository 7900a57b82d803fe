"""What the table frame plays after a move: each rules event's effect, then a turn cue."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import theme
from scenes.registry import scenes_for

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.audio import Audio
    from scenes.frame.game_table import SeatInfo


def play_move(audio: Audio, game: GameDescriptor, events: list, cue: SeatInfo | None) -> None:
    """Each event's effect, then `cue`'s turn cue: the seat of a human whose turn it now is
    (after someone else's), or None."""
    for name in event_effects(game, events):
        audio.play(name)
    if cue is not None:
        audio.play(turn_cue(cue))


def event_effects(game: GameDescriptor, events: list) -> list[str]:
    """The effects for `events`, in order, each name once (a sweep of chips is one sound)."""
    names: list[str] = []
    sounds = scenes_for(game.slug)
    for event in events:
        name = sounds.event_sound(event)
        if name is not None and name not in names:
            names.append(name)
    return names


def turn_cue(seat: SeatInfo) -> str:
    """The your-turn cue of the seat's colour (a pitch of its own)."""
    colours = theme.SEAT_COLOURS
    index = colours.index(seat.colour) if seat.colour in colours else seat.seat
    return f"turn_{index % len(colours)}"
