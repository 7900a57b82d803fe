"""Packaging details pyproject.toml's static tables cannot say (the rest is there).

The top-level folders assets/, levels/ and examples/ travel inside the `game` package
(game/assets, game/levels, game/examples), so an installed wheel or a frozen build finds
them with importlib.resources (game/engine/resources.py) and site-packages gains no
top-level folder with a generic name. Mapping a folder to a subpackage needs
`package_dir`, which a static package list would have to pair with every package named by
hand; here the code's packages are still found, so a new one is never left out.
"""
from setuptools import find_packages, setup

DATA = {"game.assets": "assets", "game.levels": "levels", "game.examples": "examples"}

setup(packages=[*find_packages(include=["game*", "scenes*"]), *DATA], package_dir=DATA)
