"""What the phone server lets in, and what it says about what it turns away.

A request must name the address it reached (its `Host` is the listening address and
port), and a browser's request must come from this server's own page (its `Origin`, when
it sends one, is http:// and that same address). A page on another site, opened on a
phone on the same Wi-Fi, cannot open a socket here, and a name that resolves to this
machine (DNS rebinding) reaches nothing. A socket refused that way is opened and closed
at once with a close reason the page can read; anything else gets a one-line 403.

The log says one line per refused request at most, and nothing about a phone that
closed early (a tab switched away while its socket opened).
"""
from __future__ import annotations

import ipaddress
import logging
from collections.abc import Awaitable, Callable

from aiohttp import hdrs, web
from aiohttp.http_exceptions import HttpProcessingError

from game.net.address import host_port

log = logging.getLogger(__name__)
FOREIGN = 4003  # the close code of a socket opened from somewhere else
FOREIGN_REASON = "Not this table's page: open the link or code shown on the TV."
MAX_REASON = 80  # characters of a refused request's reason in the log line
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def reached(request: web.Request) -> str | None:
    """The address and port the request's connection reached, as a URL writes them."""
    sockname = request.transport.get_extra_info("sockname") if request.transport else None
    if not sockname:
        return None
    return host_port(str(ipaddress.ip_address(sockname[0].split("%")[0])), sockname[1])


def same_address(named: str, address: str) -> bool:
    """Does `named` (a Host header, or an Origin's host part) name `address` (host:port)?
    Port 80 may go unwritten, as browsers leave it out."""
    if named.lower() == address:
        return True
    if not address.endswith(":80"):
        return False
    try:
        given = ipaddress.ip_address(named.strip("[]"))
    except ValueError:
        return False
    return host_port(str(given), 80) == address


def refusal(request: web.Request) -> str | None:
    """Why this request is not let in, or None if it is."""
    address = reached(request)
    if address is None:
        return None  # no socket to compare with (an in-memory test transport)
    named = request.headers.get(hdrs.HOST, "")
    if not same_address(named, address):
        return f"it names {named[:40]!r}, not this table's address {address}"
    origin = request.headers.get(hdrs.ORIGIN)
    if origin is not None and not (origin.startswith("http://")
                                   and same_address(origin[len("http://"):], address)):
        return f"it comes from the page {origin[:40]!r}, not this table's"
    return None


@web.middleware
async def gatekeeper(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Let in requests for this table's address from its own page; refuse the rest."""
    why = refusal(request)
    if why is None:
        return await handler(request)
    log.warning("phones: refused a request from %s: %s.", request.remote, why)
    if request.headers.get(hdrs.UPGRADE, "").lower() == "websocket":
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.close(code=FOREIGN, message=FOREIGN_REASON.encode())
        return ws
    return web.Response(status=403, text=FOREIGN_REASON + "\n")


class QuietRequests(logging.Filter):
    """On the server's own logger: a malformed request is one line, an early close none;
    anything else (a fault of ours) keeps its traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Drop, shorten or pass one record."""
        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, ConnectionError):
            return False  # the phone closed first: nothing went wrong here
        if isinstance(exc, HttpProcessingError):
            reason = str(exc.message).split(":")[0].replace("\n", " ")[:MAX_REASON]
            remote = record.args[0] if isinstance(record.args, tuple) and record.args else "?"
            record.msg = "phones: refused a malformed request from %s (%s)."
            record.args = (remote, reason)
            record.exc_info = record.exc_text = None
            record.levelno, record.levelname = logging.WARNING, "WARNING"  # theirs, not ours
        return True


def server_log() -> logging.Logger:
    """The logger handed to aiohttp's request handler (quiet as QuietRequests says)."""
    quiet = logging.getLogger(__name__ + ".requests")
    if not any(isinstance(f, QuietRequests) for f in quiet.filters):
        quiet.addFilter(QuietRequests())
    return quiet

