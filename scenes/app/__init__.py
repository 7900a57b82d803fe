"""The composition root: what wires the engine (game/engine) to the scenes. `play`, `resume`
and `demo` start here (launch.py, demo.py), and so does `watch` (watch.py); main.py calls
them. flow.py builds the table scenes (a match from the setup screen, a resumed save, a
rematch, a demo, a record played on). Nothing under game/ imports this package or any other
scene: the engine is handed the first scene, and each game's scenes are found from its
descriptor by scenes/registry.py.
"""
