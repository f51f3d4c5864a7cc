"""The messages of network play: JSON objects with a protocol version.

A client sends few and small messages (join, rejoin, act, bye); the host answers each
with what that seat may know and nothing else. Everything a client sends is read as
a save file is read: bounded in size and depth, every field checked for its exact type,
an action decoded by the game's own strict decoder. A message that fails any check
is refused with the rule it breaks (`ProtocolError.rule`) and changes nothing.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from game.engine.contract import Action, GameDef, IllegalAction, jsonable
from game.engine.safeload import UnsafeFile, parse_json, short

PROTOCOL = 1
MAX_CLIENT_MESSAGE = 16 << 10  # a client's largest message (an action) is under 1 KB
MAX_TRANSPORT_MESSAGE = 256 << 10  # beyond this the websocket itself is closed (code 1009)
MAX_HOST_MESSAGE = 8 << 20  # the Free Table's legal moves are about 100 KB of JSON
MAX_NAME = 40
TOKEN_BYTES = 18
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no O/0 or I/1 to misread
CODE_LENGTH = 6
SERVICE_TYPE = "_seventables._tcp.local."
DEFAULT_PORT = 47_707


class ProtocolError(ValueError):
    """A client message refused before it reaches the game; `rule` names the check."""

    def __init__(self, rule: str, message: str, arguments: dict | None = None):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
        self.arguments = arguments or {}


# What each client message holds beyond "v" and "t": field -> the exact type it must have.
CLIENT_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "join": {"code": str, "name": str},
    "rejoin": {"seat": int, "token": str, "since": int},
    "act": {"seat": int, "step": int, "action": dict},
    "bye": {},
}


def new_token() -> str:
    """A seat's secret: whoever holds it may act for that seat and take it back after a drop."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_game_id() -> str:
    """The name of one hosted game, kept in its autosave: a client keeps its seat by it, not by
    the address it typed (127.0.0.1 or localhost, a list's pick or a changed address)."""
    return secrets.token_hex(8)


def new_code() -> str:
    """The short join code the host shows and a joining player types."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A join code as typed (any case, spaces or dashes) in the form the host compares."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


def encode(kind: str, **fields: Any) -> str:
    """One message as compact JSON, versioned."""
    return json.dumps({"v": PROTOCOL, "t": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def decode_client(message: str | bytes) -> dict:
    """A client's message checked for form: a text frame of at most MAX_CLIENT_MESSAGE
    bytes, JSON with limits, this protocol's version, a known type with exactly its
    fields, each of exactly its type. ProtocolError names what is wrong."""
    if isinstance(message, bytes):
        raise ProtocolError("text-only", "messages are JSON text, not binary frames")
    if len(message) > MAX_CLIENT_MESSAGE or len(message.encode("utf-8", "surrogatepass")) > MAX_CLIENT_MESSAGE:
        raise ProtocolError("size", f"a message may be at most {MAX_CLIENT_MESSAGE:,} bytes")
    try:
        body = parse_json(message, max_depth=8)
    except UnsafeFile as exc:
        raise ProtocolError("json", short(str(exc).replace("the file", "the message"))) from None
    if not isinstance(body, dict):
        raise ProtocolError("form", "a message is a JSON object")
    version = body.get("v")
    if type(version) is not int or version != PROTOCOL:
        raise ProtocolError("version", f"this host speaks protocol {PROTOCOL}, the message says {short(repr(version), 20)}")
    kind = body.get("t")
    fields = CLIENT_FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("type", f"unknown message type {short(repr(kind), 30)}")
    extra = set(body) - {"v", "t"} - set(fields)
    missing = set(fields) - set(body)
    if extra or missing:
        raise ProtocolError("fields", f"a {kind} message has the fields {sorted(fields)}"
                            f"{'; extra: ' + short(sorted(map(str, extra)), 60) if extra else ''}"
                            f"{'; missing: ' + ', '.join(sorted(missing)) if missing else ''}")
    for name, wanted in fields.items():
        if type(body[name]) is not wanted:  # exact: True is not a seat, 1.0 is not a step
            raise ProtocolError("fields", f"{kind}.{name} must be {wanted.__name__}")
    for name in ("name", "code", "token"):
        if name in body and len(body[name]) > (MAX_NAME if name == "name" else 64):
            raise ProtocolError("fields", f"{kind}.{name} is too long")
    return body


def decode_action(game: GameDef, data: Any) -> Action:
    """A client's action, decoded exactly as an action of a save file is."""
    try:
        return game.decode_action(data)
    except (TypeError, ValueError) as exc:
        raise ProtocolError("action-form", short(exc)) from None


# The words of a refusal, as a key of the reader's catalog (scenes/locale/net.json): each reader
# says it in its own language. A rule of the game itself is said by the table from its case.
REFUSAL_KEYS = {rule: f"net.refused.{rule}" for rule in (
    "code", "full", "token", "version", "turn", "stale", "game-over", "rate", "seat", "not-seated", "seated")}
FORM_KEY = "net.refused.form"  # json, form, type, fields, size, text-only, action-form: not this program's words


def refusal(rule: str, reason: str, about: str = "", case: str = "", args: dict | None = None,
            key: str | None = None) -> str:
    """The answer to a message that changed nothing: the rule it breaks, as a key with its
    arguments (and in words, for a log)."""
    if key is None:
        key = REFUSAL_KEYS.get(rule, FORM_KEY)
    return encode("refused", rule=rule, key=key, reason=short(reason, 240), about=about, case=case,
                  args=jsonable(args or {}))


def closing(key: str, **args: Any) -> str:
    """Why the game ends for a joined player, as a key of the reader's catalog."""
    return encode("closing", key=key, args=jsonable(args))


def illegal_refusal(exc: IllegalAction) -> str:
    return refusal(exc.rule, exc.message, "act", exc.case, exc.arguments, key="")


def decode_host(message: str | bytes) -> dict:
    """A host's message as a client reads it: bounded JSON, versioned, an object with a type."""
    if isinstance(message, bytes):
        raise ProtocolError("text-only", "the host sent a binary frame")
    try:
        body = parse_json(message, max_depth=48)
    except UnsafeFile as exc:
        raise ProtocolError("json", short(exc)) from None
    if not isinstance(body, dict) or not isinstance(body.get("t"), str):
        raise ProtocolError("form", "the host's message is not a typed object")
    if body.get("v") != PROTOCOL:
        raise ProtocolError("version", f"the host speaks protocol {short(repr(body.get('v')), 20)}, this program {PROTOCOL}")
    return body
