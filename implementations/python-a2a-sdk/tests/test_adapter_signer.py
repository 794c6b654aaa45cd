"""`sign`: the SDK's signer and card endpoint, and what its signed payload really is, in bytes.

The claim checked here (a2a-python #1174, fixed by PR #1193): an agent on a2a-python signs a card
with a non-ASCII description over `json.dumps` with ASCII escapes, not RFC 8785. In a2a-sdk 1.3.0
the payload is built by `a2a/utils/_jcs.py` (literal UTF-8, `_ESCAPE_RE` escapes only `"`, `\\`
and C0 controls) and handed to PyJWT as bytes (signing.py `agent_card_signer`), so the claim no
longer holds. What does hold is that the payload is not A2A §8.4.1's: `_clean_empty` drops every
empty string, list and object, REQUIRED ones included, after `MessageToDict`.
"""

from __future__ import annotations

import base64
import json

import jwt
import pytest

from jwt.api_jwk import PyJWK
from jwt.utils import base64url_encode

from adapter_fixtures import card, key_pair, sign_params

from crosscheck_adapter.signer import sign
from a2a.client.card_resolver import parse_agent_card
from a2a.utils.signing import InvalidSignaturesError, create_signature_verifier


def sign_card(given: dict) -> tuple[bytes, dict]:
    private_jwk, public_jwk = key_pair('k-sign')
    served = base64.b64decode(sign(sign_params(given, private_jwk))['cardBase64'])
    return served, public_jwk


def verifies_over(served: bytes, payload: bytes, public_jwk: dict) -> bool:
    """Whether the card's one signature verifies over exactly `payload` (detached JWS)."""
    entry = json.loads(served)['signatures'][0]
    token = f'{entry["protected"]}.{base64url_encode(payload).decode()}.{entry["signature"]}'
    try:
        jwt.api_jws.decode(token, key=PyJWK(public_jwk), algorithms=['ES256'])
    except jwt.PyJWTError:
        return False
    return True


MINIMAL = {
    'name': 'A',
    'description': 'Caf\u00e9 \u2615',
    'version': '1',
    'supportedInterfaces': [{'url': 'https://a.example/', 'protocolBinding': 'JSONRPC', 'protocolVersion': '1.0'}],
    'capabilities': {'streaming': True},
    'defaultInputModes': ['text/plain'],
    'defaultOutputModes': ['text/plain'],
    'skills': [{'id': 's', 'name': 'S', 'description': 'd', 'tags': ['t']}],
}

# RFC 8785 of MINIMAL, written out by hand: keys sorted, no whitespace, non-ASCII as raw UTF-8.
MINIMAL_JCS = (
    b'{"capabilities":{"streaming":true},"defaultInputModes":["text/plain"],'
    b'"defaultOutputModes":["text/plain"],"description":"Caf\xc3\xa9 \xe2\x98\x95","name":"A",'
    b'"skills":[{"description":"d","id":"s","name":"S","tags":["t"]}],'
    b'"supportedInterfaces":[{"protocolBinding":"JSONRPC","protocolVersion":"1.0",'
    b'"url":"https://a.example/"}],"version":"1"}'
)


def test_non_ascii_card_is_signed_over_rfc8785_utf8_not_ascii_escapes():
    served, public_jwk = sign_card(MINIMAL)
    # The card endpoint's bytes (Starlette JSONResponse, ensure_ascii=False) carry raw UTF-8 too.
    assert 'Caf\u00e9 \u2615'.encode() in served and b'\\u00e9' not in served
    # The signature covers the RFC 8785 bytes...
    assert verifies_over(served, MINIMAL_JCS, public_jwk)
    # ...and not the #1174 form: json.dumps(sort_keys=True) with its default ASCII escapes.
    escaped = json.dumps(MINIMAL, sort_keys=True, separators=(',', ':')).encode()
    assert b'Caf\\u00e9 \\u2615' in escaped
    assert not verifies_over(served, escaped, public_jwk)


def test_required_empty_capabilities_are_left_out_of_the_signed_payload():
    served, public_jwk = sign_card({**MINIMAL, 'description': 'd', 'capabilities': {}})
    # The card as served declares "capabilities": {} (REQUIRED, present even when empty) ...
    assert json.loads(served)['capabilities'] == {}
    sdk_form = MINIMAL_JCS.replace(b'{"capabilities":{"streaming":true},', b'{').replace(
        b'"Caf\xc3\xa9 \xe2\x98\x95"', b'"d"'
    )
    spec_form = MINIMAL_JCS.replace(b'{"streaming":true}', b'{}').replace(
        b'"Caf\xc3\xa9 \xe2\x98\x95"', b'"d"'
    )
    # ... but the SDK signed the form without it (signing.py `_clean_empty`), which A2A §8.4.1
    # rule 1 forbids ("Required fields MUST always be present"), so a §8.4.1 verifier refuses it.
    assert verifies_over(served, sdk_form, public_jwk)
    assert not verifies_over(served, spec_form, public_jwk)


def test_empty_required_members_are_not_even_served():
    served, _ = sign_card({**MINIMAL, 'description': '', 'skills': [{'id': 's', 'name': 'S', 'description': 'd', 'tags': []}]})
    emitted = json.loads(served)
    # MessageToDict (response_helpers.py agent_card_to_dict) drops REQUIRED "" and [] (a2a-python #1261).
    assert 'description' not in emitted
    assert 'tags' not in emitted['skills'][0]


def test_security_requirements_without_scopes_are_not_covered_by_the_signature():
    given = {
        **MINIMAL,
        'securitySchemes': {'apiKey': {'apiKeySecurityScheme': {'location': 'header', 'name': 'X-Key'}}},
        'securityRequirements': [{'schemes': {'apiKey': {'list': []}}}],
    }
    served, public_jwk = sign_card(given)
    verifier = create_signature_verifier(lambda kid, jku: PyJWK(public_jwk), ['ES256'])
    emitted = json.loads(served)
    assert emitted['securityRequirements'] == [{'schemes': {'apiKey': {}}}]
    verifier(parse_agent_card(json.loads(served)))
    # Removing the requirement, the only thing saying the agent needs an API key, keeps the
    # signature valid in the SDK's own verifier: `_clean_empty` removed it from the payload.
    stripped = {k: v for k, v in emitted.items() if k != 'securityRequirements'}
    verifier(parse_agent_card(stripped))
    # A change the payload does cover is still caught.
    with pytest.raises(InvalidSignaturesError):
        verifier(parse_agent_card({**emitted, 'name': 'B'}))


def test_unknown_members_are_dropped_and_requested_canonicalization_is_not_consulted():
    private_jwk, _ = key_pair('k-x')
    params = sign_params(card(enforceInputModes=True), private_jwk)
    a = json.loads(base64.b64decode(sign(params)['cardBase64']))
    b = json.loads(base64.b64decode(sign({**params, 'canonicalization': 'jcs-emitted'})['cardBase64']))
    assert 'enforceInputModes' not in a
    assert a['signatures'][0]['protected'] == b['signatures'][0]['protected']
    header = json.loads(base64.urlsafe_b64decode(a['signatures'][0]['protected'] + '=='))
    assert header == {'alg': 'ES256', 'kid': 'k-x', 'typ': 'JOSE'}


def test_the_specs_worked_example_is_not_what_the_sdk_signs():
    from a2a.utils.signing import _canonicalize_agent_card

    # A2A v1.0 §8.4.1, its example input and canonical output, verbatim.
    given = {
        'name': 'Example Agent',
        'description': '',
        'capabilities': {'streaming': False, 'pushNotifications': False, 'extensions': []},
        'skills': [],
    }
    spec = '{"capabilities":{"pushNotifications":false,"streaming":false},"description":"","name":"Example Agent","skills":[]}'
    sdk = _canonicalize_agent_card(parse_agent_card(given))
    # The REQUIRED "description": "" and "skills": [] are gone (MessageToDict, then _clean_empty).
    assert sdk == '{"capabilities":{"pushNotifications":false,"streaming":false},"name":"Example Agent"}'
    assert sdk != spec
