"""PASS as the app presents it: menu line, words, layout areas and the help page."""
from __future__ import annotations

from typing import Any

from game.descriptor import GameDescriptor, HelpPage


def _score_name(options: dict) -> str:
    return "points" if options.get("win") == "points" else "crowns"


def _goal(options: dict, view: Any) -> str:
    return "first to 10 points" if options.get("win") == "points" else "first to 3 crowns"


PASS = GameDescriptor(
    slug="pass",
    package="pass_game",
    pitch="Beat the set on the table or pass. Upgrade cards with tokens. Empty your hand "
          "first.",
    round_name="Deal",
    private_part="your hand",
    anchors={"trick": (560, 230, 940, 520), "supply": (380, 560, 160, 236)},
    help=HelpPage(
        sections=(
            # docs/rules.md P8
            ("Goal",
             "Be the first to play every card in your hand. Winning a deal earns a crown; three "
             "crowns win the match."),
            # docs/rules.md P3
            ("Sets",
             "Play one card, a pair, three of a kind, a straight of five (A2345 is the lowest, "
             "TJQKA the highest; QKA23 is not a straight), a full house, or a bomb: four or five "
             "of a kind. A double card such as 22 counts as two cards and never sits in a "
             "straight."),
            # docs/rules.md P4
            ("Beating",
             "Play the same type with a higher rank, or a bomb: a four beats any non-bomb and "
             "lower fours; a five beats everything and lower fives. The leader must play and "
             "cannot augment."),
            # docs/rules.md P5, docs/rules.md P7
            ("Passing",
             "Pass and you take a token from the supply and sit out the rest of the trick. When "
             "all but one have passed, that player leads the next trick."),
            # docs/rules.md P5, docs/rules.md P4
            ("Tokens",
             "Everyone starts each deal with one token. Spend 1 to show any of the cards you play"
             " on their yellow (upgraded) side. To tie the set on the table (same type, same "
             "rank) spend exactly one more augment token than it carries. A five of a kind earns "
             "a token. Spent tokens return to the supply when the trick ends."),
            # docs/rules.md P2, docs/rules.md P6
            ("Special cards",
             "START is never upgraded; whoever holds it leads the first trick of the deal. A>AA "
             "upgraded is a pair of aces and must be played alone."),
            # docs/rules.md P8, docs/rules.md P9
            ("Variants",
             "Points: the deal winner scores 4, the fewest cards left 2, the next 1; first to 10."
             " Lack of PASS: one token per upgraded card. Wildcard PASS: 3 tokens make one wild "
             "card (not in a four or five of a kind)."),
        ),
        caption=("7>8 shown plain and upgraded; the double 2>22 upgraded is two 2s; A>AA upgraded"
                 " must be played alone; tokens: upgrade and augment."),
        controls="[confirm] pick a card or press   [alt] pass   [extra] flip   [prev] [next] "
                 "augment   [pause] pause   Mouse: click.",
    ),
    score_name=_score_name,
    goal=_goal,
)
