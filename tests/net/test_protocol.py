"""Issue 29: the message format (versioned JSON, size limit, exact field types, actions decoded
as a save file's are) and finding games on the local network."""

from __future__ import annotations

import json
import time

import pytest

from game.engine import registry
from game.net import protocol
from game.net.discovery import Advertiser, Browser
from game.net.protocol import ProtocolError, decode_client


def test_issue29_a_client_message_is_refused_by_the_check_it_fails():
    cases = {
        "text-only": b"{}",
        "json": "{",
        "form": "[]",
        "version": json.dumps({"v": 0, "t": "bye"}),
        "type": json.dumps({"v": 1, "t": "steal"}),
        "fields": json.dumps({"v": 1, "t": "rejoin", "seat": 0, "token": "t", "since": False}),
        "size": json.dumps({"v": 1, "t": "bye", "x": "é" * (protocol.MAX_CLIENT_MESSAGE // 2)}),
    }
    for rule, message in cases.items():
        with pytest.raises(ProtocolError) as refused:
            decode_client(message)
        assert refused.value.rule == rule, (rule, refused.value)
    body = decode_client(protocol.encode("rejoin", seat=1, token="abc", since=3))
    assert body == {"v": 1, "t": "rejoin", "seat": 1, "token": "abc", "since": 3}


def test_issue29_actions_are_decoded_with_the_save_files_strict_checks():
    game = registry.get("tonight")
    state = game.start(4, 1)
    action = game.legal_actions(state)[0]
    assert protocol.decode_action(game, action.to_json()) == action
    data = action.to_json()
    for forged in ({**data, "extra": 1}, {"type": "Nope"}, "x", {**data, "type": 5}):
        with pytest.raises(ProtocolError) as refused:
            protocol.decode_action(game, forged)
        assert refused.value.rule == "action-form"


def test_issue29_join_codes_and_tokens_are_short_and_secret_enough():
    codes = {protocol.new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == protocol.CODE_LENGTH for c in codes)
    assert all(set(c) <= set(protocol.CODE_ALPHABET) for c in codes)
    assert protocol.normal_code(" ab-c 2d9 ") == "ABC2D9"
    assert len(protocol.new_token()) >= 24


def test_issue29_a_hosted_game_is_found_on_the_local_network():
    advert = Advertiser("Alice's table", 47001, "kami", 4, address="127.0.0.1", interfaces=["127.0.0.1"])
    browser = Browser(interfaces=["127.0.0.1"])
    try:
        if not (advert.ok and browser.ok):
            pytest.skip(f"no multicast here: {advert.error or browser.error}")
        deadline = time.monotonic() + 10
        while not browser.games() and time.monotonic() < deadline:
            time.sleep(0.05)
        found = browser.games()
        assert [(f.name, f.address, f.port, f.game, f.seats) for f in found] == [
            ("Alice's table", "127.0.0.1", 47001, "kami", 4)]
    finally:
        advert.close()
        browser.close()


def test_issue29_discovery_degrades_to_typing_the_address_when_multicast_fails():
    advert = Advertiser("x", 47002, "kami", 4, address="127.0.0.1", interfaces=["203.0.113.77"])  # not ours
    browser = Browser(interfaces=["203.0.113.77"])
    assert not advert.ok and advert.error
    assert not browser.ok and browser.error
    assert browser.games() == []
    advert.close()
    browser.close()
