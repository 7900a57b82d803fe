"""Take or Pass on screen: the table, its cards and chips, the breakdown, the help picture."""
