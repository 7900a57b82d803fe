"""`main.py serve`: seats, bind addresses, and a whole served match played over a socket."""
from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from game.net.address import check_bind_host, host_port, join_url
from game.net.serve import parse_seats, seat_faces
from game.net.server import RATE
from game.rules.record import parse_record, replay
from game.version import version

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("host", ["127.0.0.1", "192.168.1.20", "10.0.0.7", "172.16.3.4", "::1"])
def test_loopback_and_local_network_addresses_may_be_bound(host):
    assert check_bind_host(host) == host


@pytest.mark.parametrize("host,why", [("0.0.0.0", "every network"), ("8.8.8.8", "local"),
                                      ("example.org", "IP address"), ("::", "every network")])
def test_public_and_wildcard_addresses_are_refused(host, why):
    with pytest.raises(ValueError, match=why):
        check_bind_host(host)


@pytest.mark.parametrize("host", ["fe80::1", "fe80::1%lo", "fe80::a00:27ff:fe4e:66a1"])
def test_ipv6_link_local_addresses_are_refused_with_a_reason(host):
    # They pass is_private, but binding one needs an interface and no phone can open them.
    with pytest.raises(ValueError, match="link-local") as refused:
        check_bind_host(host)
    assert "local-network address instead" in str(refused.value)


def test_an_ipv4_address_written_as_ipv6_is_judged_as_the_address_it_binds():
    # The server's IPv4 socket binds ::ffff:0.0.0.0 as 0.0.0.0: every network.
    assert socket.getaddrinfo("::ffff:0.0.0.0", 0, socket.AF_INET)[0][4] == ("0.0.0.0", 0)
    for host, why in (("::ffff:0.0.0.0", "every network"), ("::ffff:0:0", "every network"),
                      ("::ffff:8.8.8.8", "local")):
        with pytest.raises(ValueError, match=why):
            check_bind_host(host)
    assert check_bind_host("::ffff:192.168.1.20") == "192.168.1.20"


def test_the_token_rides_in_the_fragment_never_in_a_request():
    assert join_url("192.168.1.20", 8765, "abc") == "http://192.168.1.20:8765/#abc"


def test_an_ipv6_host_is_bracketed_so_its_port_stays_apart():
    assert host_port("::1", 8765) == "[::1]:8765"
    assert host_port("10.0.0.7", 8765) == "10.0.0.7:8765"
    assert join_url("fd00::7", 8765, "abc") == "http://[fd00::7]:8765/#abc"


def test_seats_are_phones_or_bots():
    assert parse_seats("phone, bot:easy,bot", 3) == ["phone", "easy", "normal"]
    assert parse_seats(None, 2) == ["phone", "phone"]
    for spec, why in (("phone,bot", "2 seats for 3"), ("phone,pad,bot", "Unknown seat"),
                      ("bot,bot,bot", "at least one"), ("phone,bot:genius,bot", "genius")):
        with pytest.raises(ValueError, match=why):
            parse_seats(spec, 3)


def serve(*args: str, cwd: Path = ROOT) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=cwd)


def test_an_existing_record_file_is_never_overwritten(tmp_path):
    record = tmp_path / "kept.json"
    record.write_text("mine")
    proc = serve("--game", "dominoes", "--players", "2", "--host", "127.0.0.1",
                 "--record", str(record))
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 2 and "already exists" in err and err.count("\n") == 1
    assert record.read_text() == "mine"


async def play_as_phone(url: str) -> int:
    """Join from `url` and always take; returns how many states arrived."""
    address, token = url.split("#")
    states, answered = 0, -1
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(address.replace("http", "ws") + "ws") as ws:
            await ws.send_str(token)
            async for message in ws:
                state = json.loads(message.data)
                assert state["type"] == "state", state
                states += 1
                if state["view"]["over"]:
                    return states
                if state["view"]["to_move"] == state["seat"] and state["moves"] != answered:
                    answered = state["moves"]  # the same table may be sent again
                    await asyncio.sleep(1 / RATE)  # a phone tapping faster is told to slow down
                    await ws.send_str("take")
    return states


@pytest.mark.slow
def test_a_served_match_runs_to_its_end_and_saves_its_record_beside_any_other(tmp_path):
    proc = serve("--game", "take-or-pass", "--players", "3", "--seats",
                 "phone,bot:random,bot:random", "--host", "127.0.0.1", "--port", "0",
                 "--bot-delay", "0", cwd=tmp_path)  # the default record name
    try:
        proc.stdout.readline()
        url = proc.stdout.readline().split(": ", 1)[1].strip()
        assert url.startswith("http://127.0.0.1:")
        # Another run in the same folder finished first (or a file was put there mid-match).
        (tmp_path / "served-match.json").write_text("another run's record")
        assert asyncio.run(play_as_phone(url)) > 1
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:  # a failing test leaves no server behind
            proc.kill()
    assert proc.returncode == 0, err
    assert (tmp_path / "served-match.json").read_text() == "another run's record"
    record = tmp_path / "served-match-1.json"
    assert out.splitlines()[-1] == "Record saved to served-match-1.json."
    match, error = replay(parse_record(record.read_text()))
    assert error is None and match.is_over
    assert parse_record(record.read_text())["passtime"] == version()  # which version served it
    assert "take" in [str(m) for s, m in zip(match.movers, match.moves, strict=True) if s == 0]


def test_seats_carry_their_names_colours_and_symbols():
    faces = seat_faces(["phone", "normal", "phone"], None)
    assert [f.name for f in faces] == ["Player 1", "Bot 2", "Player 3"]
    assert [f.symbol for f in faces] == ["circle", "square", "triangle"]
    assert [f.kind for f in faces] == ["phone", "bot", "phone"]
    assert [f.name for f in seat_faces(["phone", "phone"], " Ann, Ben")] == ["Ann", "Ben"]
    for names, why in (("Ann", "1 seats for 2"), ("Ann,", "non-empty"), ("Ann,Ann", "different"),
                       ("Ann," + "x" * 21, "at most 20")):
        with pytest.raises(ValueError, match=why):
            seat_faces(["phone", "phone"], names)


def test_a_server_that_cannot_listen_leaves_nothing_running() -> None:
    """A port already taken: start() raises, and the server has cleaned up after itself
    (its app runner, thread and event loop), so nothing is left for the collector to close
    at exit, when a loop's self-pipe may already be gone (a traceback after serve's clear
    'cannot listen' sentence)."""
    from phone_helpers import faces_for

    from game.net.hub import PhoneHub
    from game.net.server import PhoneServer

    held = socket.create_server(("127.0.0.1", 0))
    try:
        server = PhoneServer(PhoneHub(faces_for(2, [0])), "127.0.0.1", held.getsockname()[1])
        with pytest.raises(OSError):
            server.start()
    finally:
        held.close()
    assert server.released
