"""What the phone server lets in (its own address, from its own page) and what it logs about
the rest: one line per refused request at most, nothing for a phone that closed early."""
from __future__ import annotations

import asyncio
import base64
import logging
import os
import socket
import time

import aiohttp
import pytest
from phone_helpers import faces_for

from game.net.gate import FOREIGN, FOREIGN_REASON, same_address
from game.net.hub import PhoneHub
from game.net.server import PhoneServer


@pytest.fixture
def server():
    served = PhoneServer(PhoneHub(faces_for(2, [0, 1])), "127.0.0.1", 0)
    served.start()
    yield served
    served.stop()


def settled(server: PhoneServer, timeout: float = 20.0) -> None:
    """Wait until the server holds no connection: every request it had is handled, and
    anything it was to log about them is logged."""
    deadline = time.monotonic() + timeout
    while server._runner.server.connections:
        assert time.monotonic() < deadline, "connections still open"
        time.sleep(0.01)


def raw_request(port: int, head: str) -> bytes:
    """Send one raw HTTP request head and return the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(head.encode())
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    return answer


def token_then_close(port: int, token: str) -> None:
    """Open a socket by hand, show `token` and drop the connection before any answer."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                 f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                 "Sec-WebSocket-Version: 13\r\n\r\n".encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 101")
    mask = os.urandom(4)
    payload = bytes(b ^ mask[i % 4] for i, b in enumerate(token.encode()))
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + payload)
    sock.close()


def lines(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name.startswith(("game.net", "aiohttp"))]


def test_sockets_closed_before_their_answer_log_nothing(server, caplog):
    caplog.set_level(logging.DEBUG, logger="game.net")
    for _ in range(20):
        token_then_close(server.port, "not-a-token")
    settled(server)
    assert [r.getMessage() for r in lines(caplog) if r.levelno >= logging.WARNING] == []


@pytest.mark.parametrize("head", [
    "GET /{long} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Big: {long}\r\n\r\n",
])
def test_an_overlong_request_is_one_log_line_with_no_traceback(server, caplog, head):
    caplog.set_level(logging.WARNING)
    answer = raw_request(server.port, head.format(long="a" * 10_000, port=server.port))
    settled(server)
    assert answer.split(b"\r\n")[0].endswith(b" 400 Bad Request")
    (record,) = lines(caplog)
    assert record.exc_info is None and "\n" not in record.getMessage()
    assert record.getMessage().startswith("phones: refused a malformed request from 127.0.0.1")


@pytest.mark.parametrize("host", ["evil.example", "localhost:{port}", "127.0.0.1:1",
                                  "127.0.0.2:{port}", ""])
def test_the_page_answers_only_for_its_own_address(server, caplog, host):
    caplog.set_level(logging.WARNING)
    port = server.port
    good = raw_request(port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close"
                             "\r\n\r\n")
    assert good.startswith(b"HTTP/1.1 200") and b"<html" in good.lower()
    bad = raw_request(port, f"GET / HTTP/1.1\r\nHost: {host.format(port=port)}\r\n"
                            "Connection: close\r\n\r\n")
    settled(server)
    assert bad.startswith(b"HTTP/1.1 403") and FOREIGN_REASON.encode() in bad
    assert b"<html" not in bad.lower()
    (record,) = lines(caplog)
    assert "refused a request from 127.0.0.1" in record.getMessage()


async def open_socket(port: int, headers: dict[str, str]) -> tuple[int | None, str]:
    """Open /ws with `headers`, show a wrong token; the close code and what came first."""
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(f"http://127.0.0.1:{port}/ws", headers=headers) as ws:
            await ws.send_str("not-a-token")
            message = await ws.receive(timeout=10)
            first = message.extra if message.type == aiohttp.WSMsgType.CLOSE else message.data
            await ws.close()
            return ws.close_code, str(first)


@pytest.mark.parametrize("origin", ["http://evil.example", "null", "https://127.0.0.1:{port}",
                                    "http://127.0.0.1:{port}.evil.example"])
def test_a_socket_from_another_page_is_closed_with_a_reason(server, caplog, origin):
    caplog.set_level(logging.WARNING)
    code, reason = asyncio.run(open_socket(server.port,
                                           {"Origin": origin.format(port=server.port)}))
    settled(server)
    assert (code, reason) == (FOREIGN, FOREIGN_REASON)
    (record,) = lines(caplog)
    assert "not this table's" in record.getMessage()


@pytest.mark.parametrize("origin", ["http://127.0.0.1:{port}", None])
def test_a_socket_from_the_table_page_or_no_page_is_heard(server, origin):
    headers = {} if origin is None else {"Origin": origin.format(port=server.port)}
    code, first = asyncio.run(open_socket(server.port, headers))
    assert code != FOREIGN and '"denied"' in first  # the token was read, and refused


@pytest.mark.parametrize(("named", "address", "same"), [
    ("192.168.1.5:8765", "192.168.1.5:8765", True),
    ("192.168.1.5", "192.168.1.5:8765", False),
    ("192.168.1.5", "192.168.1.5:80", True),  # browsers leave port 80 out
    ("[FD00::7]:8765", "[fd00::7]:8765", True),
    ("[fd00::7]", "[fd00::7]:80", True),
    ("my-pc.local:8765", "192.168.1.5:8765", False),
])
def test_a_host_names_the_address_only_in_one_of_its_spellings(named, address, same):
    assert same_address(named, address) is same
