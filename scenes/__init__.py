"""Everything on screen: the table frame every game shares (frame/), the screens (screens/),
the replay theater (theater/) and one package per game (scenes/<package>/).

The same job has the same file name in every game's package:

- `table.py`: its `GameTable` (scenes/frame/game_table.py), wiring the pieces below to
  the frame;
- `paint.py`: drawing the table (never changes state);
- `controls.py`: what the acting human's intents do (intents into moves);
- `motion.py`: the rules' events turned into motion;
- `geometry.py`: where things go, from the layout's anchors (where a game needs more than
  the anchors' rectangles);
- `<piece>_art.py`: the pieces drawn in code (cards, tiles, tokens, chips);
- `breakdown.py`: the animated breakdown after a deal;
- `sounds.py`: the effect each rules event plays;
- `help_picture.py`: the how-to-play picture.
"""
