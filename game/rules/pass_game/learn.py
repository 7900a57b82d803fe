"""Teaching PASS: the one-line rules shown the first time something happens in a player's
matches (reached through the descriptor: game/descriptor.py `learn`)."""
from __future__ import annotations

from typing import Any

from game.lesson import Lesson, Step
from game.rules.pass_game.events import Passed, SetPlayed
from game.rules.pass_game.sets import BOMB_LEVEL


def moments(events: list, view: Any) -> list[tuple[str, str]]:
    """(key, one line) for each kind of thing in `events` worth explaining the first time."""
    out = []
    for event in events:
        if isinstance(event, SetPlayed):
            if event.type in BOMB_LEVEL:
                out.append(("pass:bomb", "A bomb: four of a kind beats any set but a higher "
                            "bomb; five of a kind beats everything."))
            if event.augment:
                out.append(("pass:augment", "An augment: a set equal to the one on the table "
                            "beats it with one more augment token than it carries."))
            if event.upgrade:
                out.append(("pass:upgrade", "An upgrade: 1 token shows the played cards on "
                            "their yellow side."))
            if "A>AA^" in event.cards:
                out.append(("pass:aces", "A>AA upgraded is a pair of aces, and it must be "
                            "played alone."))
        elif isinstance(event, Passed):
            out.append(("pass:pass", "A pass takes a token from the supply and sits out "
                        "the rest of the trick."))
    return out


PICK = "pick it ([move] and [confirm], or click it), then Play ([up] and [confirm], or click Play)"
LESSON = Lesson(
    players=3,
    deals=({"hands": [
        ["START", "9>8", "8>9", "T>J", "5>55", "A>AA", "6>66", "3>4", "3>2", "3>33", "3>K",
         "4>44", "7>77"],
        ["4>3", "J>T", "5>4", "T>9", "K>Q", "7>8", "2>3", "4>5", "5>6", "6>7", "9>T", "J>Q",
         "K>A"],
        ["6>5", "7>6", "A>K", "Q>J", "Q>K", "8>A", "2>A", "8>7", "9>99", "T>TT", "J>JJ",
         "Q>QQ", "K>KK"]]},),
    steps=(
        Step("play START", "You hold START, so you lead the first trick, and the leader plays "
             f"any set. Play START alone (a single 2): {PICK}."),
        Step("play 4>3"), Step("play 6>5"),
        Step("play 9>8", "Beat the 6 with a higher single: play 9>8 (the card with 9 on white, "
             f"8 on yellow) as a 9: {PICK}."),
        Step("play J>T"), Step("pass"),
        Step("pass", "A jack is hard to beat. Pass ([alt], or click Pass): you take a token from "
             "the supply and sit out the rest of this trick."),
        Step("play 5>4"), Step("play 7>6"),
        Step("play 8>9^", "Flip with a token: 8>9 shows a 9 on its yellow side. Pick 8>9, "
             "flip it ([extra], or click Flip card), then Play: 1 token buys a single 9."),
        Step("play T>9"), Step("pass"),
        Step("play T>J augment 1", "Augment a tie: your 10 beats the 10 on the table with 1 "
             "augment token, one more than it carries. Pick T>J (T is 10), press + ([next], "
             "or click +), then Play."),
        Step("pass"),
        Step("play 5>55", "You won the trick, so you lead: play 5>55 as a single 5."),
        Step("play K>Q"), Step("play A>K"),
        Step("pass", "An ace beats your cards. Pass again: the token will pay for your aces."),
        Step("pass"), Step("play Q>J Q>K"),
        Step("play A>AA^", "A>AA on its yellow side is a pair of aces, and it must be played "
             "alone: pick A>AA, flip it ([extra]), then Play. It beats the pair of queens."),
        Step("pass"), Step("pass"),
        Step("play 6>66", "Lead again: play 6>66 as a single 6."),
        Step("play 7>8"), Step("play 8>A"),
        Step("play 3>2 3>33 3>4 3>K", "A bomb: four of a kind beats any set but a higher bomb. "
             "Pick your four 3s (3>2, 3>33, 3>4, 3>K) and Play."),
        Step("pass"), Step("pass"),
    ),
    done="That is PASS: lead, beat with the same type higher, pass for a token, flip with a "
         "token, augment a tie, play A>AA alone, and bomb with four of a kind.",
)
