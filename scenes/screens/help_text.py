"""How to play, per game: short, in the games' own words, with the docs/rules.md decisions
players ask about (the rule numbers are in brackets for whoever checks the code)."""
from __future__ import annotations

TITLES = {"take-or-pass": "Take or Pass", "pass": "PASS", "dominoes": "The Passing Game"}

HELP: dict[str, list[tuple[str, str]]] = {
    "take-or-pass": [
        ("Goal", "Finish with the lowest score. Cards count against you; chips count for you."),
        ("Your turn", "A card lies face up in the middle. Take it with every chip on it, then "
         "turn the next card and decide again. Or pass: pay one chip onto the card and the "
         "next player decides. With no chips left you must take. [T3]"),
        ("Runs", "Cards in a row count only their lowest card: 13-14-15 counts 13. Runs cross "
         "suits: K♣ (13) joins A♦ (14), and K♦ (26) joins A♥ (27). [T1, T4]"),
        ("Score", "The lowest card of each run, minus your chips. Lowest wins; a tie goes to "
         "the player with more chips; if still tied, the win is shared. [T4]"),
        ("The deck", "Cards 3 to 35. Nine are removed unseen each game, so 24 are played. "
         "Chips: 11 each for 3-5 players, 9 for 6, 7 for 7. [T1, T2]"),
        ("Secret chips", "You see only your own chip count; other piles show as unknown heaps. "
         "The open chips option shows every count. Bots remember every pass they saw. [T6]"),
        ("The match", "3 games by default (an option). Scores add up, lowest total wins, and "
         "the first player moves one seat left each game. [T5]"),
    ],
    "pass": [
        ("Goal", "Be the first to play every card in your hand. Winning a deal earns a crown; "
         "three crowns win the match. [P8]"),
        ("Sets", "Play one card, a pair, three of a kind, a straight of five (A2345 is the "
         "lowest, TJQKA the highest; QKA23 is not a straight), a full house, or a bomb: four or "
         "five of a kind. A double card such as 22 counts as two cards and never sits in a "
         "straight. [P3]"),
        ("Beating", "Play the same type with a higher rank, or a bomb: a four beats any "
         "non-bomb and lower fours; a five beats everything and lower fives. The leader must "
         "play and cannot augment. [P4]"),
        ("Passing", "Pass and you take a token from the supply and sit out the rest of the "
         "trick. When all but one have passed, that player leads the next trick. [P5, P7]"),
        ("Tokens", "Everyone starts each deal with one token. Spend 1 to show any of the cards "
         "you play on their yellow (upgraded) side. To tie the set on the table (same type, same "
         "rank) spend exactly one more augment token than it carries. A five of a kind earns a "
         "token. Spent tokens return to the supply when the trick ends. [P5, P4]"),
        ("Special cards", "START is never upgraded; whoever holds it leads the first trick of "
         "the deal. A>AA upgraded is a pair of aces and must be played alone. [P2, P6]"),
        ("Variants", "Points: the deal winner scores 4, the fewest cards left 2, the next 1; "
         "first to 10. Lack of PASS: one token per upgraded card. Wildcard PASS: 3 tokens make "
         "one wild card (not in a four or five of a kind). [P8, P9]"),
    ],
    "dominoes": [
        ("Goal", "Empty your hand, or hold the fewest pips when play stops."),
        ("The deal", "A double-six set. 7 tiles each for 2-3 players, 6 each for 4; the rest "
         "is the boneyard, face down. The leader is chosen at random and must place a tile. "
         "[D1, D3]"),
        ("Your turn", "Do one thing: place a tile that matches either end of the train; or "
         "draw one tile while the boneyard holds more than 2 (drawing ends your turn); or pass. "
         "You may draw or pass even when you could place a tile. Doubles go in line. [D3, D4]"),
        ("End of a round", "When someone places their last tile, or when nothing can change: "
         "nobody can place and drawing is not allowed, or everyone passed in a row. [D5]"),
        ("Scoring", "Everyone counts the pips in hand. The lowest count wins the round and "
         "scores everyone else's pips minus their own. A tie for lowest scores nobody. [D6]"),
        ("Teams", "With 4 players partners sit opposite (seats 1+3 and 2+4); a team counts "
         "both hands together. [D2, D6]"),
        ("The match", "First to 101 points with 2-3 players, 61 with 4 (or the target you "
         "set). [D7]"),
    ],
}

CAPTIONS = {
    "take-or-pass": "13, 14 and 15 are one run: it counts 13. "
                    "With 20 as well and 3 chips: 13 + 20 − 3 = 30.",
    "pass": "7>8 shown plain and upgraded; the double 2>22 upgraded is two 2s; "
            "A>AA upgraded must be played alone; tokens: upgrade and augment.",
    "dominoes": "6-4, 4-4, 4-1 in a train: each tile joins the number at the end. "
                "Face down: the boneyard.",
}

# Each game's keys, as its table reads them (X / pad X is ALT, Tab / pad Y is EXTRA,
# Q / E and the shoulders are PREV / NEXT): what a player needs at the table.
CONTROLS: dict[str, tuple[str, str]] = {
    "take-or-pass": ("Pad: A take, X pass, d-pad to move, Start pauses.",
                     "Keys: Enter take, X pass, arrows, Esc pauses.   Mouse: click Take or Pass."),
    "pass": ("Pad: A pick a card or press, X pass, Y flip, shoulders augment, Start pauses.",
             "Keys: Enter, X pass, Tab flip, Q / E augment, Esc pauses.   Mouse: click."),
    "dominoes": ("Pad: A pick a tile and its end, X pass, Y draw, Start pauses.",
                 "Keys: Enter, X pass, Tab draw, arrows, Esc pauses.   Mouse: click a tile."),
}
