"""PASS on screen: the table, its cards and tokens, the breakdown and the help picture."""
