"""The signer role (`sign`): the card signed and emitted as an agent on a2a-sdk serves it.

1. The card object becomes the SDK's `AgentCard` proto through the SDK's own card reader,
   `parse_agent_card()` (a2a/client/card_resolver.py): protobuf `ParseDict` with unknown members
   ignored, since the proto cannot hold them (an agent on the SDK builds this same object).
2. `create_agent_card_signer(PyJWK(privateJwk), protectedHeader)` (a2a/utils/signing.py) appends
   a signature computed over `_canonicalize_agent_card()`: `MessageToDict`, empty values
   removed by `_clean_empty`, then RFC 8785 by a2a/utils/_jcs.py.
3. The bytes are those of the SDK's card endpoint (a2a/server/routes/agent_card_routes.py):
   `agent_card_to_dict()` (a2a/server/request_handlers/response_helpers.py: `MessageToDict`
   merged with the v0.3 compatibility fields) rendered by Starlette's `JSONResponse`.

The SDK has one canonicalization, so the requested `canonicalization` is not consulted.
"""

from __future__ import annotations

import base64
import copy

from typing import Any

from jwt.api_jwk import PyJWK
from starlette.responses import JSONResponse

from a2a.client.card_resolver import parse_agent_card
from a2a.server.request_handlers.response_helpers import agent_card_to_dict
from a2a.types.a2a_pb2 import AgentCard
from a2a.utils.signing import create_agent_card_signer


def signed_card(params: dict[str, Any]) -> AgentCard:
    card = parse_agent_card(copy.deepcopy(params['card']))
    signer = create_agent_card_signer(
        signing_key=PyJWK(params['privateJwk']),
        protected_header=dict(params['protectedHeader']),  # type: ignore[arg-type]
    )
    return signer(card)


def served_bytes(card: AgentCard) -> bytes:
    """What the SDK's well-known card route sends for `card`."""
    return bytes(JSONResponse(agent_card_to_dict(card)).body)


def sign(params: dict[str, Any]) -> dict[str, Any]:
    return {'cardBase64': base64.b64encode(served_bytes(signed_card(params))).decode('ascii')}
