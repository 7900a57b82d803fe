"""Each game's pieces as shapes (game/engine/shapes.py), with no pygame: the table's art
(scenes/<game>/) paints them and the phone server writes them as SVG (game/net/svg.py), so
the TV and the hand show the same cards, tiles, chips and tokens."""
