"""`discover` and `plan` on hand-made cards: what an application on a2a-sdk believes."""

from __future__ import annotations

import asyncio
import base64
import json

from adapter_fixtures import card, discover_params, key_pair, sign_params

from crosscheck_adapter.signer import sign
from crosscheck_adapter.verifier import discover, plan


def run(coro):
    return asyncio.run(coro)


def signed_bytes(given: dict, private_jwk: dict) -> bytes:
    return base64.b64decode(sign(sign_params(given, private_jwk))['cardBase64'])


def test_signed_card_is_admitted_with_the_kid_that_verified():
    private_jwk, public_jwk = key_pair('k-1')
    _, other_public = key_pair('k-other')
    result = run(discover(discover_params(signed_bytes(card(), private_jwk), [other_public, public_jwk])))
    assert result == {
        'admitted': True,
        'signature': 'valid',
        'verifiedKid': 'k-1',
        'capabilities': {
            'streaming': True,
            'pushNotifications': 'undeclared',
            'extendedAgentCard': 'undeclared',
            # Finding: `extensions` is a plain repeated field; absent reads as [].
            'extensions': [],
        },
        'mayNegotiateExtensions': True,
    }


def test_tampered_card_is_refused_at_the_signature_stage():
    private_jwk, public_jwk = key_pair('k-1')
    served = json.loads(signed_bytes(card(), private_jwk))
    served['name'] = 'Impostor'
    result = run(discover(discover_params(json.dumps(served).encode(), [public_jwk])))
    assert result == {
        'admitted': False,
        'stage': 'signature',
        'code': 'SIG_INVALID',
        'signature': 'invalid',
        'mayNegotiateExtensions': False,
    }


def test_untrusted_kid_and_disallowed_algorithm():
    private_jwk, _ = key_pair('k-unknown')
    _, public_jwk = key_pair('k-trusted')
    untrusted = run(discover(discover_params(signed_bytes(card(), private_jwk), [public_jwk])))
    assert (untrusted['stage'], untrusted['code']) == ('signature', 'SIG_KEY_NOT_TRUSTED')
    # The SDK folds "algorithm not allowed" into its one InvalidSignaturesError.
    private_jwk, public_jwk = key_pair('k-2')
    refused = run(discover(discover_params(signed_bytes(card(), private_jwk), [public_jwk], algorithms=['RS256'])))
    assert (refused['stage'], refused['code']) == ('signature', 'SIG_INVALID')


def test_unsigned_card_is_admitted_as_absent():
    result = run(discover(discover_params(json.dumps(card()).encode(), [])))
    assert result['admitted'] is True
    assert result['signature'] == 'absent'
    assert 'verifiedKid' not in result


def test_schema_stage_refusals():
    def refusal(raw: bytes) -> tuple:
        result = run(discover(discover_params(raw, [])))
        assert result['admitted'] is False
        assert 'signature' not in result and 'capabilities' not in result
        return result['stage'], result['code']

    assert refusal(b'{"name": ') == ('schema', 'CARD_MALFORMED_JSON')
    assert refusal(b'[1, 2]') == ('schema', 'CARD_NOT_OBJECT')
    assert refusal(b'{"name": "\xff\xfe"}') == ('schema', 'CARD_INVALID_UTF8')
    assert refusal(json.dumps(card(name=['not', 'a', 'string'])).encode()) == ('schema', 'CARD_WRONG_TYPE')
    assert refusal(json.dumps(card(supportedInterfaces=[])).encode()) == ('schema', 'CARD_MISSING_REQUIRED')
    # Neither json.loads nor protobuf bounds nesting: the interpreter's recursion limit does.
    assert refusal(b'{"a":' * 100000 + b'1' + b'}' * 100000) == ('schema', 'CARD_TOO_DEEP')


def test_tri_state_reading_uses_proto_presence():
    explicit_false = run(discover(discover_params(json.dumps(card(capabilities={'streaming': False})).encode(), [])))
    assert explicit_false['capabilities']['streaming'] is False
    absent = run(discover(discover_params(json.dumps(card(capabilities={})).encode(), [])))
    assert absent['capabilities']['streaming'] == 'undeclared'
    null = run(discover(discover_params(json.dumps(card(capabilities={'pushNotifications': None})).encode(), [])))
    assert null['capabilities']['pushNotifications'] == 'undeclared'
    listed = card(capabilities={'extensions': [{'uri': 'https://x.example/a'}, {'uri': 'https://x.example/b'}]})
    declared = run(discover(discover_params(json.dumps(listed).encode(), [])))
    assert declared['capabilities']['extensions'] == ['https://x.example/a', 'https://x.example/b']
    # Absent and [] are one value in the SDK's model.
    empty = run(discover(discover_params(json.dumps(card(capabilities={'extensions': []})).encode(), [])))
    assert empty['capabilities']['extensions'] == absent['capabilities']['extensions'] == []


def plan_params(raw: bytes, keys: list, **extra) -> dict:
    return {
        **discover_params(raw, keys),
        'peer': 'peer-a',
        'skillId': 'no-such-skill',
        'mediaType': 'application/pdf',
        'callerMode': 'blocking',
        'callerExtensions': ['https://x.example/tracing'],
        'degraded': [{'peer': 'peer-a', 'skillId': 'no-such-skill'}],
        'peers': [],
        **extra,
    }


def test_plan_sends_whatever_the_card_says_and_activates_the_callers_extensions():
    result = run(plan(plan_params(json.dumps(card()).encode(), [])))
    assert result == {'decision': 'send', 'peer': 'peer-a', 'requestExtensions': ['https://x.example/tracing']}


def test_plan_rejects_a_card_the_sdk_refuses():
    result = run(plan(plan_params(b'not json', [])))
    assert result['decision'] == 'reject'
    assert result['error']['type'] == 'DiscoveryError'
    assert result['error']['code'] == 'CARD_MALFORMED_JSON'
    assert result['requestExtensions'] == []
    assert 'peer' not in result
