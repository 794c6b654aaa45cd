"""Hand-made inputs shared by the adapter's tests."""

from __future__ import annotations

import base64
import copy
import json

from typing import Any

from cryptography.hazmat.primitives.asymmetric import ec
from jwt.algorithms import ECAlgorithm


POLICY: dict[str, Any] = {
    'floorVersion': '1.0',
    'requiredNoDefault': [],
    'canonicalization': 'a2a-1.0',
    'algorithms': ['ES256'],
    'allowedJkuOrigins': [],
    'revokedKids': [],
    'crossVendor': True,
}

CARD: dict[str, Any] = {
    'name': 'Test Agent',
    'description': 'Card made by hand for the adapter tests',
    'version': '1.0.0',
    'supportedInterfaces': [
        {'url': 'http://127.0.0.1:9/a2a', 'protocolBinding': 'JSONRPC', 'protocolVersion': '1.0'}
    ],
    'capabilities': {'streaming': True},
    'defaultInputModes': ['text/plain'],
    'defaultOutputModes': ['text/plain'],
    'skills': [{'id': 'echo', 'name': 'Echo', 'description': 'Echoes', 'tags': ['test']}],
}


def card(**changes: Any) -> dict[str, Any]:
    result = copy.deepcopy(CARD)
    result.update(changes)
    return result


def key_pair(kid: str) -> tuple[dict[str, Any], dict[str, Any]]:
    private = ec.generate_private_key(ec.SECP256R1())
    private_jwk = json.loads(ECAlgorithm.to_jwk(private))
    public_jwk = json.loads(ECAlgorithm.to_jwk(private.public_key()))
    private_jwk['kid'] = kid
    public_jwk['kid'] = kid
    return private_jwk, public_jwk


def b64(data: bytes | str) -> str:
    if isinstance(data, str):
        data = data.encode('utf-8')
    return base64.b64encode(data).decode('ascii')


def sign_params(given: dict[str, Any], private_jwk: dict[str, Any]) -> dict[str, Any]:
    return {
        'card': given,
        'privateJwk': private_jwk,
        'protectedHeader': {'alg': 'ES256', 'kid': private_jwk['kid'], 'typ': 'JOSE'},
        'canonicalization': 'a2a-1.0',
    }


def discover_params(card_bytes: bytes, jwks_keys: list[dict[str, Any]], **policy: Any) -> dict[str, Any]:
    return {'cardBase64': b64(card_bytes), 'jwks': {'keys': jwks_keys}, 'policy': {**POLICY, **policy}}
