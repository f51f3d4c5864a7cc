"""The line between a host and a joined player, sealed with the join code.

Whoever knows the code may talk to the game; whoever does not can neither read it nor try
codes at speed. The two ends run SPAKE2 (a password-authenticated key exchange) with the
join code as the password: each sends one short message, and both get the same key only if
they used the same code. Nothing on the wire lets a listener test a guess at the code:
each guess costs a connection to the host, which counts them per address (limits.WrongCodes).
From then on every message travels as an AEAD frame (ChaCha20-Poly1305) under a key for each
direction, numbered: a frame read, changed, replayed or reordered on the way does not open.

    client -> host   MAGIC + SPAKE2 message (A side)
    host -> client   MAGIC + SPAKE2 message (B side)
    then both ways   sealed frames: the JSON messages of protocol.py
"""

from __future__ import annotations

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

from . import protocol

MAGIC = b"ST\x02"  # Seven Tables, the sealed protocol
CLIENT_ID, HOST_ID = b"seven-tables player", b"seven-tables host"
EXCHANGE_BYTES = len(MAGIC) + 33  # a SPAKE2 message on Ed25519 is 33 bytes


class Unsealed(ValueError):
    """A frame that does not open: another code, or bytes changed on the way."""


class Exchange:
    """One side of the key exchange, keyed by the join code as typed (normalised)."""

    def __init__(self, code: str, side: str):
        password = protocol.normal_code(code).encode("ascii", "replace")
        maker = SPAKE2_A if side == "client" else SPAKE2_B
        self.side = side
        self.pake = maker(password, idA=CLIENT_ID, idB=HOST_ID)
        self.message = MAGIC + self.pake.start()

    def finish(self, frame: bytes | str) -> Seal:
        if not isinstance(frame, bytes) or len(frame) != EXCHANGE_BYTES or not frame.startswith(MAGIC):
            raise Unsealed("not a key exchange of this program")
        try:
            key = self.pake.finish(frame[len(MAGIC):])
        except (SPAKEError, ValueError) as exc:
            raise Unsealed(f"the key exchange failed: {exc}") from None
        return Seal(key, self.side)


class Seal:
    """Seals what one side sends and opens what it receives, each direction numbered."""

    def __init__(self, key: bytes, side: str):
        both = HKDF(hashes.SHA256(), 64, salt=None, info=b"seven-tables sealed line v2").derive(key)
        to_host, to_client = ChaCha20Poly1305(both[:32]), ChaCha20Poly1305(both[32:])
        self._out, self._in = (to_host, to_client) if side == "client" else (to_client, to_host)
        self.sent = 0
        self.received = 0

    def seal(self, text: str | bytes) -> bytes:
        data = text.encode("utf-8") if isinstance(text, str) else text
        nonce = self.sent.to_bytes(12, "big")
        self.sent += 1
        return self._out.encrypt(nonce, data, None)

    def open(self, frame: bytes | str) -> bytes:
        if not isinstance(frame, bytes):
            raise Unsealed("a frame in clear")
        try:
            data = self._in.decrypt(self.received.to_bytes(12, "big"), frame, None)
        except InvalidTag:
            raise Unsealed("the frame does not open with this line's key") from None
        self.received += 1
        return data
