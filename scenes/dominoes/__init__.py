"""The Passing Game on screen: table, train, tiles, breakdown and help picture."""
