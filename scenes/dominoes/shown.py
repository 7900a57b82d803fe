"""What the dominoes table shows while its animations catch up with the rules: the train as
laid so far and the pieces still in flight. A Protocol that the table's motion (motion.py,
which changes it) and its paint (paint.py, which draws it) both read the table through.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.tween import Animated
    from game.rules.dominoes.views import DominoesView
    from scenes.dominoes.flight import Bubble, Flight
    from scenes.dominoes.geometry import Geometry
    from scenes.dominoes.train_layout import Placement, TrainLayout
    from scenes.frame.game_table import SeatInfo


class Shown(Protocol):
    """The last view, where things go, the train and the pieces in flight."""

    ctx: AppContext
    seats: list[SeatInfo]
    geo: Geometry
    view: DominoesView | None
    train: list[str]  #: tiles as laid, left to right, as far as the animations have come
    origin: int  #: index in `train` of the round's first tile (it sits at the centre)
    placed: TrainLayout
    slide_from: dict[str, Placement]
    slide: Animated
    flights: list[Flight]
    bubbles: list[Bubble]
    hidden_train: set[str]  #: laid tiles still in flight
    hidden_hand: set[str]  #: the viewer's tiles still in flight
    incoming: list[int]  #: backs still flying to each seat
    undealt: int  #: tiles of a deal still in the boneyard (the view has them dealt)
    between_rounds: bool  #: the next round's tiles are being gathered and dealt
