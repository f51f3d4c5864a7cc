"""Reading a file the player's machine holds, without trusting it.

Save files and settings can be damaged, cut short, forged, or not files at all
(a FIFO, a device, a directory, a link to /dev/zero). Everything here refuses
such input with a short reason (`UnsafeFile`) instead of hanging, eating memory
or raising something the caller did not expect.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

MAX_DEPTH = 32  # far deeper than any record, settings or action the games write
MAX_TEXT = 200  # a string in a save file (a seat name, a squad code) is never longer


class UnsafeFile(ValueError):
    """A file refused before or while parsing; the message is one short sentence."""


def read_bounded(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes.

    Opened without blocking (a FIFO would wait for a writer forever) and checked
    after opening (fstat follows a link to /dev/zero and sees a device), then read
    in chunks so that a file growing under us cannot exceed the limit either."""
    try:
        info = os.stat(path)  # refuse a device before opening it: opening some has effects
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise UnsafeFile(f"the file cannot be read ({_oserror(exc)})") from None
    if not stat.S_ISREG(info.st_mode):
        raise UnsafeFile(f"it is not a regular file but {_kind(info.st_mode)}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(os.fspath(path), flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise UnsafeFile(f"the file cannot be opened ({_oserror(exc)})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeFile(f"it is not a regular file but {_kind(info.st_mode)}")
        if info.st_size > limit:
            raise UnsafeFile(f"the file is too large ({info.st_size:,} bytes; at most {limit:,})")
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise UnsafeFile(f"the file is too large (more than {limit:,} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise UnsafeFile(f"the file cannot be read ({_oserror(exc)})") from None
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "something else"


def _oserror(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def _refuse_constant(name: str) -> Any:
    raise UnsafeFile(f"it holds {name}, which is not a number a save file has")


def parse_json(data: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """JSON with limits: no NaN or Infinity, no integer literal longer than the
    interpreter reads (4,300 digits; the schema then bounds each number), no nesting
    deeper than `max_depth`; UnsafeFile with the reason."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise UnsafeFile("the file is not text (damaged?)") from None
    try:
        value = json.loads(data, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise UnsafeFile(f"the file is not valid JSON (damaged or cut short?): {exc.msg} "
                         f"at line {exc.lineno}") from None
    except RecursionError:  # the parser's own guard: thousands of levels deep
        raise UnsafeFile(f"its data is nested more than {max_depth} levels deep") from None
    except ValueError as exc:  # int() of too many digits, whatever the interpreter's own limit
        if isinstance(exc, UnsafeFile):
            raise
        raise UnsafeFile("it holds a number that cannot be read") from None
    check_depth(value, max_depth)
    return value


def check_depth(value: Any, max_depth: int) -> None:
    """UnsafeFile if lists and objects nest deeper than `max_depth`. Level by level,
    without recursion: one pass over each container (0.6 s for 400,000 actions)."""
    level, depth = [value], 0
    while level:
        depth += 1
        if depth > max_depth:
            raise UnsafeFile(f"its data is nested more than {max_depth} levels deep")
        inner = []
        for item in level:
            if type(item) is dict:
                item = item.values()
            elif type(item) is not list:
                continue
            inner.extend([v for v in item if type(v) is dict or type(v) is list])
        level = inner


def load_json_file(path: str | os.PathLike, limit: int, max_depth: int = MAX_DEPTH) -> Any:
    """read_bounded + parse_json; FileNotFoundError passes through (no file is not damage)."""
    return parse_json(read_bounded(Path(path), limit), max_depth)


def short(reason: object, limit: int = 160) -> str:
    """A reason cut to one readable line."""
    line = " ".join(str(reason).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"
