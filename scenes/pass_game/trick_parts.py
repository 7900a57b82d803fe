"""The PASS trick as parts of the table's still layer (still_layer.py), in drawing order:
the earlier sets, the current set, the tokens spent on it and its label. Each is its own
part so a set landing or tokens arriving is drawn over what lies under it, and nothing
else is drawn again; the set is drawn every frame while a bomb shakes it (and the parts
after it with it)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.pass_game.still_layer import Part
from scenes.pass_game.trick import EARLIER_SHOWN

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.pass_game.motion import PassMotion
    from scenes.pass_game.trick import TrickArea

NOTHING = pygame.Rect(0, 0, 0, 0)


def trick_parts(area: TrickArea, ctx: AppContext, trick: tuple, seats: list,
                motion: PassMotion, label: str | None, show_label: bool) -> list[Part]:
    """The trick's parts. `label` replaces the label's words (shown even over an empty
    trick); `show_label` False when a tall status band takes the label's place."""
    shown = tuple(trick[-EARLIER_SHOWN - 1:])  # all the trick's drawing reads of it
    last = trick[-1] if trick else None
    shake = motion.shake()
    on_felt = last is not None and not motion.arriving  # a set flying in is drawn by its effect
    tokens = on_felt and not motion.tokens_flying  # so are tokens flying to it
    labelled = show_label and (last is not None or label is not None)
    rects = area.set_rects(area.width_of(last)) if last is not None else []
    return [
        Part("earlier", (shown, area.compact), lambda: area.earlier_region(trick),
             lambda s: area.draw_earlier(s, trick, seats)),
        Part("set", None if shake != (0, 0) else (last if on_felt else None,),
             lambda: area.set_region(last) if on_felt else NOTHING,
             lambda s: area.draw_set(s, last, rects, shake) if on_felt else None),
        Part("tokens", (shown if tokens else None,), lambda: area.tokens_region(trick)
             if tokens else NOTHING, lambda s: area.draw_tokens(s, trick) if tokens else None),
        Part("label", (label, last, labelled),
             lambda: area.label_parts(ctx, label, last, seats)[3] if labelled else NOTHING,
             lambda s: area.draw_label(s, ctx, label, last, seats) if labelled else None),
    ]
