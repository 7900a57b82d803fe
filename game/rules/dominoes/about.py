"""The Passing Game as the app presents it: menu line, words, layout areas and the help page."""
from __future__ import annotations

from typing import Any

from game.descriptor import GameDescriptor, HelpPage


def _goal(options: dict, view: Any) -> str:
    target = getattr(view, "target", None) or options.get("target")
    return f"first to {target} points" if target else "highest total wins"


DOMINOES = GameDescriptor(
    slug="dominoes",
    package="dominoes",
    pitch="Match dominoes along the train, draw, or pass. Go out first to win the round.",
    round_name="Round",
    private_part="your tiles",
    # The score panel is narrower than the plan's, leaving the train its 1320 px.
    anchors={"train": (300, 206, 1320, 592), "boneyard": (20, 400, 260, 300),
             "score": (1640, 400, 260, 396)},
    help=HelpPage(
        sections=(
            ("Goal",
             "Empty your hand, or hold the fewest pips when play stops."),
            # docs/rules.md D1, docs/rules.md D3
            ("The deal",
             "A double-six set. 7 tiles each for 2-3 players, 6 each for 4; the rest is the "
             "boneyard, face down. The leader is chosen at random and must place a tile."),
            # docs/rules.md D3, docs/rules.md D4
            ("Your turn",
             "Do one thing: place a tile that matches either end of the train; or draw one tile "
             "while the boneyard holds more than 2 (drawing ends your turn); or pass. You may "
             "draw or pass even when you could place a tile. Doubles go in line."),
            # docs/rules.md D5
            ("End of a round",
             "When someone places their last tile, or when nothing can change: nobody can place "
             "and drawing is not allowed, or everyone passed in a row."),
            # docs/rules.md D6
            ("Scoring",
             "Everyone counts the pips in hand. The lowest count wins the round and scores "
             "everyone else's pips minus their own. A tie for lowest scores nobody."),
            # docs/rules.md D2, docs/rules.md D6
            ("Teams",
             "With 4 players partners sit opposite (seats 1+3 and 2+4); a team counts both hands "
             "together."),
            # docs/rules.md D7
            ("The match",
             "First to 101 points with 2-3 players, 61 with 4 (or the target you set)."),
        ),
        caption=("6-4, 4-4, 4-1 in a train: each tile joins the number at the end. Face down: the"
                 " boneyard."),
        controls="[move] [confirm] pick a tile and its end   [alt] pass   [extra] draw   "
                 "[pause] pause   Mouse: click a tile.",
    ),
    score_name=lambda options: "points",
    goal=_goal,
)
