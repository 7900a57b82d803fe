"""Phones over IPv6: an IPv6 address check_bind_host allows (::1) is listened on with an
IPv6 socket and a phone plays through it; a machine that cannot listen there says so in one
sentence, at the TV and in `serve`."""
from __future__ import annotations

import asyncio
import errno
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from game.engine.context import make_test_context
from game.net import server
from game.net.payload import to_json
from scenes.app import flow
from scenes.frame.match_setup import PHONE, MatchSetup, default_seat
from scenes.frame.phone_seats import HOST_VARIABLE

ROOT = Path(__file__).resolve().parents[2]
NO_IPV6 = os.strerror(errno.EAFNOSUPPORT)  # what a machine without IPv6 answers


def start_table(monkeypatch, host: str):  # noqa: ANN201
    """Take or Pass at the TV with seat 0 on a phone, its server on `host` (as the
    PASSTIME_PHONE_HOST variable chooses it)."""
    monkeypatch.setenv(HOST_VARIABLE, host)
    ctx = make_test_context()
    seats = [default_seat(0), default_seat(1, "random"), default_seat(2, "random")]
    seats[0].device = PHONE
    return flow.start_match(ctx, MatchSetup("take-or-pass", seats, {"games": 1}, seed=4))


async def play_once(url: str, hub) -> tuple[dict, list]:
    """Join from `url`: the first state it is sent, and what the hub queued of the move it
    then sent."""
    address, token = url.split("#")
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(address.replace("http", "ws") + "ws") as ws:
            await ws.send_str(token)
            state = json.loads(await ws.receive_str(timeout=20))
            await ws.send_str("take")
            for _ in range(2000):  # up to 20 s: only a broken server takes that long
                if moves := hub.take_moves():
                    return state, moves
                await asyncio.sleep(0.01)
    return state, []


def test_a_phone_plays_at_the_tv_over_ipv6_loopback(monkeypatch):
    try:
        scene = start_table(monkeypatch, "::1")
    except ValueError as exc:  # a machine with no IPv6 at all: the setup screen says so
        assert str(exc).startswith("Phones: cannot listen on ::1 ("), exc
        with pytest.raises(OSError):  # and it is the machine, not the server, that cannot
            socket.create_server(("::1", 0), family=socket.AF_INET6)
        return
    try:
        url = scene.phones.url(0)
        assert url.startswith("http://[::1]:")
        scene.phones.hub.publish(scene.match)
        state, moves = asyncio.run(play_once(url, scene.phones.hub))
        assert state["type"] == "state" and state["seat"] == 0
        assert state["view"] == json.loads(json.dumps(to_json(scene.match.view(0))))
        assert moves == [(0, "take")]
    finally:
        scene.exit()


def test_ipv6_is_listened_on_with_an_ipv6_socket_and_its_absence_is_one_sentence(
        monkeypatch):
    families, create_server = [], socket.create_server

    def without_ipv6(address, *, family, **options):  # a machine with no IPv6 at all
        families.append(family)
        if family == socket.AF_INET6:
            raise OSError(errno.EAFNOSUPPORT, NO_IPV6)
        return create_server(address, family=family, **options)

    monkeypatch.setattr(server.socket, "create_server", without_ipv6)
    with pytest.raises(ValueError) as refused:
        start_table(monkeypatch, "::1")
    assert str(refused.value) == (f"Phones: cannot listen on ::1 ({NO_IPV6}); turn phones "
                                  "off or check the network.")
    assert families == [socket.AF_INET6] * 2  # the usual port, then any free one
    scene = start_table(monkeypatch, "127.0.0.1")
    scene.exit()
    # An IPv4 address is listened on with IPv4 sockets only (twice when another program
    # holds the usual port: then any free one).
    assert families[2:] and set(families[2:]) == {socket.AF_INET}


def test_serve_names_an_ipv6_address_it_cannot_listen_on_with_its_port_apart(tmp_path):
    try:  # the port is held on ::1, so serve cannot listen there...
        held = socket.create_server(("::1", 0), family=socket.AF_INET6)
        port = held.getsockname()[1]
    except OSError:  # ...or the machine has no IPv6, so it cannot listen on ::1 at all
        held, port = None, 8765
    try:
        proc = subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "serve", "--game", "dominoes",
             "--players", "2", "--host", "::1", "--port", str(port),
             "--record", str(tmp_path / "r.json")],
            capture_output=True, text=True, cwd=ROOT, timeout=60)
    finally:
        if held is not None:
            held.close()
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and f"cannot listen on [::1]:{port}: " in proc.stderr
