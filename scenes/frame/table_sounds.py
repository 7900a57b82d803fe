"""What the table frame plays after a move: each rules event's effect, then a turn cue."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import theme
from scenes.registry import scenes_for

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.audio import Audio
    from scenes.frame.game_table import SeatInfo
    from scenes.frame.table import TableScene


def play_move(audio: Audio, scene: TableScene, events: list, mover: int | None) -> None:
    """Each event's effect; a human whose turn it now is (after someone else) hears their
    seat's cue."""
    for name in event_effects(scene.game, events):
        audio.play(name)
    seat = scene.match.to_move
    if seat is not None and seat != mover and seat in scene.humans:
        audio.play(turn_cue(scene.seats[seat]))


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
