"""Phones as private hands: a small local web server that seats phones at the table.

`PhoneHub` (hub.py) is the thread-safe meeting point between the thread that owns the match
and the server thread; `PhoneServer` (server.py) serves the phone page and one WebSocket per
phone; payload.py turns `match.view(seat)` into the JSON a phone gets; serve.py is the
headless `main.py serve` command. Nothing here imports pygame.
"""
