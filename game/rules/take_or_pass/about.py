"""Take or Pass as the app presents it: menu line, words, layout areas and the help page."""
from __future__ import annotations

from game.descriptor import GameDescriptor, HelpPage


def _narrate(event: object) -> str:
    """A card taken and the chips won, or a game's scores; '' for anything else."""
    from game.rules.take_or_pass.cards import card_name
    from game.rules.take_or_pass.events import CardTaken, GameScored

    if isinstance(event, CardTaken):
        chips = f"{event.chips} chip{'s' if event.chips != 1 else ''}" if event.chips else "none"
        return f"seat {event.seat} takes {card_name(event.card)} ({event.card}), chips won: {chips}"
    if isinstance(event, GameScored):
        scores = ", ".join(f"seat {i} {s}" for i, s in enumerate(event.scores))
        return f"game {event.number} scored: {scores}"
    return ""

TAKE_OR_PASS = GameDescriptor(
    slug="take-or-pass",
    package="take_or_pass",
    pitch="Take the card and its chips, or pay a chip to pass it on. Lowest score wins.",
    round_name="Game",
    private_part="your chips",
    anchors={"pile": (560, 330, 300, 400), "card": (960, 260, 420, 500)},
    help=HelpPage(
        sections=(
            ("Goal",
             "Finish with the lowest score. Cards count against you; chips count for you."),
            # docs/rules.md T3
            ("Your turn",
             "A card lies face up in the middle. Take it with every chip on it, then turn the "
             "next card and decide again. Or pass: pay one chip onto the card and the next player"
             " decides. With no chips left you must take."),
            # docs/rules.md T1, docs/rules.md T4
            ("Runs",
             "Cards in a row count only their lowest card: 13-14-15 counts 13. Runs cross suits: "
             "K♣ (13) joins A♦ (14), and K♦ (26) joins A♥ (27)."),
            # docs/rules.md T4
            ("Score",
             "The lowest card of each run, minus your chips. Lowest wins; a tie goes to the "
             "player with more chips; if still tied, the win is shared."),
            # docs/rules.md T1, docs/rules.md T2
            ("The deck",
             "Cards 3 to 35. Nine are removed unseen each game, so 24 are played. Chips: 11 each "
             "for 3-5 players, 9 for 6, 7 for 7."),
            # docs/rules.md T6
            ("Secret chips",
             "You see only your own chip count; other piles show as unknown heaps. The open chips"
             " option shows every count. Bots remember every pass they saw."),
            # docs/rules.md T5
            ("The match",
             "3 games by default (an option). Scores add up, lowest total wins, and the first "
             "player moves one seat left each game."),
        ),
        caption=("13, 14 and 15 are one run: it counts 13. With 20 as well and 3 chips: 13 + 20 −"
                 " 3 = 30."),
        controls="[confirm] take   [alt] pass   [move] move   [pause] pause   Mouse: click Take "
                 "or Pass.",
    ),
    score_name=lambda options: "total",
    goal=lambda options, view: "lowest total wins",
    low_score_wins=True,
    narrate=_narrate,
)
