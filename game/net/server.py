"""The phone server: aiohttp serving the phone page and one WebSocket per phone, on its own
asyncio thread.

Protocol (text frames only): the phone's first frame is its seat token; every later frame
is one move in the rules' notation, or the word "hint" on the seat's turn (game/net/hints.py).
The server sends JSON: `state` (the seat's own view), `refused` (the rules' sentence for a
move not played, or why no hint), `hint` (that seat's hint, for that phone alone: thinking,
then the move and its words), `replaced` (another phone took this seat), `denied` (bad
token), `error` (too fast or too long), `waiting` (seated before the match starts). A
socket whose first frame is the table's code (game/net/lobby.py) is shown the free phone
seats (`lobby`) and may send only "seat N", answered by `seated` with that seat's token;
from then on the same socket holds that seat, as if it had shown the token (the page keeps
the token in its URL fragment for a reload or a reconnect). There is no control surface:
starting, kicking and re-seating happen only on the host's side, through PhoneHub.
Only requests for the server's own address, from its own page, get in (game/net/gate.py).
"""
from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
import weakref
from collections.abc import AsyncIterator, Callable
from importlib import resources

from aiohttp import WSMsgType, web

from game.net import svg
from game.net.gate import gatekeeper, server_log
from game.net.hub import PhoneHub
from game.net.lobby import Lobby, read_pick
from game.rules.base import BadOptions

MAX_FRAME = 1024  # bytes; the longest legal notation is far shorter
MAX_MOVE = 200  # characters of one notation string
RATE = 8.0  # messages per second a phone may send on average...
BURST = 16  # ...and at once
HELLO_SECONDS = 10  # a socket must show its token this soon
DENIED_DELAY = 0.5  # seconds before a wrong token is answered
HUB: web.AppKey[PhoneHub] = web.AppKey("hub", PhoneHub)
SOCKETS: web.AppKey[weakref.WeakSet] = web.AppKey("sockets", weakref.WeakSet)
PAGE_FILES = {"/": ("index.html", "text/html"), "/phone.css": ("phone.css", "text/css"),
              **{f"/{name}": (name, "text/javascript") for name in (
                  "phone.js", "hint.js", "art.js", "pass_game.js", "take_or_pass.js",
                  "dominoes.js")},
              "/manifest.webmanifest": ("manifest.webmanifest", "application/manifest+json"),
              "/icon-192.png": ("icon-192.png", "image/png"),
              "/icon-512.png": ("icon-512.png", "image/png")}
TOO_FAST = json.dumps({"type": "error",
                       "message": "Too many taps at once; wait a moment and try again."})
DENIED = ("This link does not open a seat at this table (a wrong or old code). "
          "Scan the code on the TV again.")


class RateLimit:
    """A token bucket: `allow()` is False once a phone sends faster than RATE for long."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.level = float(burst)
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        """Spend one message; False when the bucket is empty."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


def _page(name: str) -> bytes:
    return resources.files("game.net").joinpath("page", name).read_bytes()


def _file(body: bytes, kind: str) -> web.Response:
    headers = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
               "Referrer-Policy": "no-referrer",
               "Content-Security-Policy": "default-src 'self'; connect-src 'self'"}
    text = not kind.startswith("image/png")
    response = web.Response(body=body, content_type=kind, charset="utf-8" if text else None,
                            headers=headers)
    if text:
        response.enable_compression()  # gzip where asked: the art sheets shrink 20 to 40 times
    return response


async def _static(request: web.Request) -> web.Response:
    name, kind = PAGE_FILES[request.path]
    return _file(_page(name), kind)


async def _art(request: web.Request) -> web.Response:
    """The game's pieces as SVG symbols (game/net/svg.py); 404 for a game there is not."""
    try:
        sheet = svg.sheet(request.match_info["game"])
    except BadOptions:
        raise web.HTTPNotFound() from None
    return _file(sheet.encode(), "image/svg+xml")


async def _icon(request: web.Request) -> web.Response:
    return _file(svg.icon().encode(), "image/svg+xml")


async def _no_icon(request: web.Request) -> web.Response:
    return web.Response(status=204)  # browsers ask for one; the page names icon.svg instead


async def _socket(request: web.Request) -> web.WebSocketResponse:
    # compress=False: no permessage-deflate, though browsers ask for it. A table is about a
    # kilobyte, nothing on a home network, and deflating it costs this thread a quarter of
    # its time per move (bench/phones.py), and a zlib window per socket.
    ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=15, compress=False)
    try:
        await ws.prepare(request)
        await _hold(request, ws)
    except ConnectionError:
        pass  # the phone closed first (a tab switched away): ordinary, nothing to report
    return ws


async def _hold(request: web.Request, ws: web.WebSocketResponse) -> None:
    """Seat the socket by its token (or the lobby) and pass its moves on until it closes."""
    hub = request.app[HUB]
    request.app[SOCKETS].add(ws)
    try:
        hello = await asyncio.wait_for(ws.receive(), HELLO_SECONDS)
    except TimeoutError:
        await ws.close()
        return
    text = hello.data if hello.type == WSMsgType.TEXT else ""
    send, writing = _outbox(ws)
    limit = RateLimit(RATE, BURST)  # one for the socket's life, lobby and seat alike
    lobby = hub.lobby
    if lobby is not None and lobby.opens(text):
        text = await _pick_seat(ws, lobby, send, limit)
        if text is None:  # closed, or too long a frame, before picking a seat
            send(None)
            await writing
            return
    attached = hub.attach(text, send) if text else None
    if attached is None:
        # A wrong token gets no seat and no view (nothing was queued; for a lobby socket
        # whose seat the host revoked as it was picked, only the lobby and "seated").
        writing.cancel()
        await asyncio.sleep(DENIED_DELAY)  # makes guessing tokens hopelessly slow
        await ws.send_json({"type": "denied", "message": DENIED})
        await ws.close(code=4001)
        return
    seat, old = attached
    if old is not None:
        old(json.dumps({"type": "replaced", "message": "This seat was taken over by another "
                        "phone or a reload; this page no longer plays."}))
        old(None)  # closes the old socket after that message
    try:
        async for text in _texts(ws, send, limit):
            if len(text) > MAX_MOVE:
                send(json.dumps({"type": "error", "message": "That message is too long to "
                                 "be a move."}))
                continue
            hub.submit(seat, text, send)
    finally:
        hub.detach(seat, send)
        send(None)
        await writing


async def _texts(ws: web.WebSocketResponse, send: Callable[[str | None], None],
                 limit: RateLimit) -> AsyncIterator[str]:
    """The socket's text frames; one sent faster than `limit` allows is answered with an
    error instead. Ends with the socket, or at a frame that is not text."""
    async for msg in ws:
        if msg.type != WSMsgType.TEXT:
            return
        if limit.allow():
            yield msg.data
        else:
            send(TOO_FAST)


def _outbox(ws: web.WebSocketResponse) -> tuple[Callable[[str | None], None], asyncio.Task]:
    """A thread-safe `send` for the socket (None closes it after what was queued) and the
    task that writes what it queues."""
    outbox: asyncio.Queue[str | None] = asyncio.Queue()
    loop = asyncio.get_running_loop()

    def send(text: str | None) -> None:
        loop.call_soon_threadsafe(outbox.put_nowait, text)

    async def writer() -> None:
        while (text := await outbox.get()) is not None:
            try:
                await ws.send_str(text)
            except ConnectionError:
                pass  # the phone went away mid-send; its seat waits for it to come back
        await ws.close()

    return send, asyncio.create_task(writer())


async def _pick_seat(ws: web.WebSocketResponse, lobby: Lobby, send: Callable[[str | None], None],
                     limit: RateLimit) -> str | None:
    """A phone that opened the table's code: it sees the free phone seats and may send one
    message, "seat N". A free seat is answered with that seat's token ("seated"), which is
    returned for this socket to hold the seat with; None when the socket closed first."""
    lobby.join(send)
    try:
        async for text in _texts(ws, send, limit):
            seat = read_pick(text)
            token = lobby.pick(seat, send) if seat is not None else None
            if token is not None:
                send(json.dumps({"type": "seated", "seat": seat, "token": token}))
                return token
            send(json.dumps({"type": "error", "message": lobby.refusal(seat)}))
            send(lobby.message())
        return None
    finally:
        lobby.leave(send)


async def _close_sockets(app: web.Application) -> None:
    """On stop, close every phone's socket at once rather than waiting for them."""
    for ws in list(app[SOCKETS]):
        await ws.close(code=1001, message=b"The table closed.")


def make_app(hub: PhoneHub) -> web.Application:
    """The aiohttp application: the page, its files, its art and the socket; nothing else."""
    app = web.Application(client_max_size=MAX_FRAME, middlewares=[gatekeeper])
    app[HUB] = hub
    app[SOCKETS] = weakref.WeakSet()
    app.on_shutdown.append(_close_sockets)
    for path in PAGE_FILES:
        app.router.add_get(path, _static)
    app.router.add_get("/favicon.ico", _no_icon)
    app.router.add_get("/icon.svg", _icon)
    app.router.add_get("/art/{game}.svg", _art)
    app.router.add_get("/ws", _socket)
    return app


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket listening on `host` (an address check_bind_host allowed) and `port`, of the
    address's own family: an IPv6 address such as ::1 needs an IPv6 socket (an IPv4 one
    cannot bind it). OSError when the machine cannot listen there (no IPv6 at all, say)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET  # no IPv4 address has ':'
    return socket.create_server((host, port), family=family)


class PhoneServer:
    """Runs `make_app(hub)` on its own thread and event loop until `stop()`."""

    def __init__(self, hub: PhoneHub, host: str, port: int = 0) -> None:
        self.hub, self.host, self.port = hub, host, port
        self._loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, name="phones",
                                        daemon=True)

    @property
    def released(self) -> bool:
        """True once nothing of the server is left to close: its thread ended, its event
        loop closed and its app runner gone (after `stop()`, or a `start()` that failed)."""
        return not self._thread.is_alive() and self._loop.is_closed() and self._runner is None

    def start(self) -> int:
        """Bind and start serving; returns the port (a free one when 0 was asked)."""
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(self._start(), self._loop)
        try:
            self.port = future.result(timeout=10)
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=5)
            if not self._thread.is_alive():
                # Closed now, not by the collector at exit, when its self-pipe may be
                # gone already ("Invalid file descriptor: -1" after the clear message).
                self._loop.close()
            raise
        return self.port

    async def _start(self) -> int:
        # access_log=None: a request line is never written anywhere.
        self._runner = web.AppRunner(make_app(self.hub), access_log=None, shutdown_timeout=1,
                                     logger=server_log())
        await self._runner.setup()
        try:
            sock = listening_socket(self.host, self.port)
        except OSError:
            await self._runner.cleanup()
            self._runner = None
            raise
        await web.SockSite(self._runner, sock).start()
        return sock.getsockname()[1]  # the port the OS chose when 0 was asked

    async def _stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        rest = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in rest:
            task.cancel()
        await asyncio.gather(*rest, return_exceptions=True)

    def stop(self) -> None:
        """Close every socket and stop listening; the thread ends."""
        if not self._thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self._stop(), self._loop)
        future.result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        self._loop.close()
