"""The verifier role (`discover`, `plan`) as an application on a2a-sdk performs its pre-flight.

Discovery runs the SDK's own pieces, in the order of the contract's stages:

1. schema: `A2ACardResolver.get_agent_card()` (a2a/client/card_resolver.py) reads the served
   bytes exactly as it reads an HTTP answer (`response.json()`, then `parse_agent_card()`: its
   v0.3 compatibility mapping and protobuf `ParseDict(..., ignore_unknown_fields=True)`). The
   bytes reach it through an `httpx.MockTransport`, so nothing leaves the process. Then
   `ClientFactory.create()` (a2a/client/client_factory.py), which fails when the card names no
   interface of a binding the client speaks: the SDK's one structural check of a card.
2. signature: `create_signature_verifier()` (a2a/utils/signing.py) with a key provider that
   looks the protected header's `kid` up in the trusted key set (the provider every SDK user
   writes: the SDK leaves key retrieval to the application; `jku` is never fetched), and the
   policy's algorithm list (the SDK requires the application to pass one).

The SDK has no consistency, version-floor, revocation or required-member check, and it never
gates extensions on the card, so none is applied here: the rest of the policy is not consulted.
"""

from __future__ import annotations

import base64
import json
import logging

from collections.abc import Callable
from typing import Any

import httpx

from google.protobuf.json_format import ParseError
from jwt.api_jwk import PyJWK
from jwt.exceptions import PyJWKError

from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from a2a.client.errors import AgentCardResolutionError
from a2a.types.a2a_pb2 import AgentCard
from a2a.utils.constants import TransportProtocol
from a2a.utils.signing import (
    InvalidSignaturesError,
    NoSignatureError,
    create_signature_verifier,
)


log = logging.getLogger(__name__)

# Where the resolver believes the card comes from; the mock transport answers every request.
CARD_ORIGIN = 'http://card.invalid'

# The HTTP bindings this adapter's client speaks (see client.py); an application chooses them in
# `ClientConfig.supported_protocol_bindings`.
CLIENT_BINDINGS = [TransportProtocol.JSONRPC, TransportProtocol.HTTP_JSON]


class Refusal(Exception):
    """The card was refused at `stage` with `code` (signature state as the contract names it)."""

    def __init__(self, stage: str, code: str, message: str, signature: str | None = None):
        super().__init__(message)
        self.stage = stage
        self.code = code
        self.signature = signature


async def resolve_card(card_bytes: bytes) -> AgentCard:
    """The SDK's resolver over the exact served bytes; raises `Refusal` at the schema stage."""

    def serve(request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, content=card_bytes, headers={'content-type': 'application/json'}
        )

    async with httpx.AsyncClient(transport=httpx.MockTransport(serve)) as http:
        resolver = A2ACardResolver(http, CARD_ORIGIN)
        try:
            return await resolver.get_agent_card()
        except AgentCardResolutionError as error:
            raise Refusal('schema', code_of(error.__cause__), str(error)) from error
        except UnicodeDecodeError as error:
            # `response.json()` is `json.loads(bytes)`, which decodes before parsing; the
            # resolver catches only JSONDecodeError, so this escapes it unwrapped.
            raise Refusal('schema', 'CARD_INVALID_UTF8', f'{type(error).__name__}: {error}') from error
        except RecursionError as error:
            # Neither `json.loads` nor protobuf's ParseDict bounds nesting; the resolver lets the
            # interpreter's recursion limit escape.
            raise Refusal('schema', 'CARD_TOO_DEEP', 'RecursionError while reading the card') from error
        except (ValueError, TypeError, AttributeError) as error:
            raise Refusal('schema', 'CARD_WRONG_TYPE', f'{type(error).__name__}: {error}') from error


def code_of(cause: BaseException | None) -> str:
    if isinstance(cause, json.JSONDecodeError):
        return 'CARD_MALFORMED_JSON'
    if isinstance(cause, ParseError):
        if 'must be a JSON object' in str(cause):
            return 'CARD_NOT_OBJECT'
        return 'CARD_WRONG_TYPE'
    return 'CARD_MALFORMED_JSON'


async def check_transport(card: AgentCard) -> None:
    """`ClientFactory.create()`: refuses a card with no interface the client can talk to."""
    factory = ClientFactory(ClientConfig(supported_protocol_bindings=list(CLIENT_BINDINGS)))
    try:
        client = factory.create(card)
    except ValueError as error:  # 'no compatible transports found.'
        raise Refusal('schema', 'CARD_MISSING_REQUIRED', str(error)) from error
    await client.close()


class KeyLookups:
    """What the application's key provider was asked, in the order the SDK asked it."""

    def __init__(self) -> None:
        self.asked: list[Any] = []
        self.found: list[bool] = []

    def refusal_code(self) -> str:
        """Why no entry verified, as far as the application can know it.

        The SDK's verifier folds every reason into one `InvalidSignaturesError('No valid
        signature found')` (signing.py: each entry's PyJWTError is swallowed), so the only
        reasons the application sees are its own key provider's: it was never asked (every
        protected header was unreadable: the SDK skips those entries silently), or it never had
        the key asked for. Anything else is the SDK's undifferentiated failure.
        """
        if not self.asked:
            return 'SIG_MALFORMED'
        if not any(self.found):
            return 'SIG_KEY_NOT_TRUSTED'
        return 'SIG_INVALID'


def trusted_key_provider(jwks: dict[str, Any], lookups: KeyLookups) -> Callable[[str | None, str | None], PyJWK]:
    """A key provider for `create_signature_verifier`: the trusted key whose `kid` matches.

    The SDK calls it once per signature entry, in order, and stops at the first entry that
    verifies, so the last `kid` recorded names the entry that verified. An unknown `kid` raises
    a PyJWT error, which the SDK's verifier treats as "this entry does not verify" (signing.py
    catches PyJWTError per entry); `jku` is ignored, never fetched. Revocation is not consulted:
    the SDK has no notion of it, and this lookup is the plain one its users write.
    """
    keys = [k for k in (jwks or {}).get('keys', []) if isinstance(k, dict)]

    def provide(kid: str | None, jku: str | None) -> PyJWK:
        lookups.asked.append(kid)
        for key in keys:
            if kid is not None and key.get('kid') == kid:
                lookups.found.append(True)
                return PyJWK(key)
        lookups.found.append(False)
        raise PyJWKError(f'no trusted key with kid {kid!r}')

    return provide


def verify(card: AgentCard, jwks: dict[str, Any], algorithms: list[str]) -> tuple[str, str | None]:
    """The SDK's verifier on the parsed card: ('valid', kid), ('absent', None) or Refusal."""
    lookups = KeyLookups()
    verifier = create_signature_verifier(trusted_key_provider(jwks, lookups), list(algorithms))
    try:
        verifier(card)
    except NoSignatureError:
        # The spec lets cards be unsigned (A2A §8.4 MAY); the application admits them.
        return 'absent', None
    except InvalidSignaturesError as error:
        raise Refusal('signature', lookups.refusal_code(), str(error), signature='invalid') from error
    except Exception as error:
        # Not a SignatureVerificationError, yet raised by the SDK's verifier: e.g. protobuf's
        # SerializeToJsonError from `MessageToDict` (signing.py `_canonicalize_agent_card`) on a
        # non-finite number the reader accepted. An application that guards verification
        # refuses the card; the failure happened while verifying its signature.
        raise Refusal(
            'signature', 'SIG_INVALID', f'{type(error).__name__}: {error}', signature='invalid'
        ) from error
    kid = lookups.asked[-1] if lookups.asked else None
    return 'valid', kid if isinstance(kid, str) else None


def tri_state(capabilities: Any, field: str) -> bool | str:
    # The flags are proto3 `optional bool`: presence is tracked, so unset is "undeclared".
    return bool(getattr(capabilities, field)) if capabilities.HasField(field) else 'undeclared'


def _refused(refusal: Refusal) -> dict[str, Any]:
    result: dict[str, Any] = {
        'admitted': False,
        'stage': refusal.stage,
        'code': refusal.code,
        'mayNegotiateExtensions': False,
    }
    if refusal.signature is not None:
        result['signature'] = refusal.signature
    return result


async def discover_card(params: dict[str, Any]) -> tuple[dict[str, Any], AgentCard | None]:
    card_bytes = base64.b64decode(params['cardBase64'])
    policy = params.get('policy') or {}
    try:
        card = await resolve_card(card_bytes)
        await check_transport(card)
        signature, kid = verify(card, params.get('jwks') or {}, policy.get('algorithms') or [])
    except Refusal as refusal:
        return _refused(refusal), None
    caps = card.capabilities
    result: dict[str, Any] = {
        'admitted': True,
        'signature': signature,
        'capabilities': {
            'streaming': tri_state(caps, 'streaming'),
            'pushNotifications': tri_state(caps, 'push_notifications'),
            'extendedAgentCard': tri_state(caps, 'extended_agent_card'),
            # `extensions` is a plain `repeated AgentExtension`: the SDK's model has no presence
            # for it, so an absent member and `[]` are one value, an empty list. That is what an
            # application on the SDK reads (a2a/extensions/common.py iterates it the same way).
            'extensions': [ext.uri for ext in caps.extensions],
        },
        # The SDK sends whatever extensions the application activates (client/service_parameters.py
        # `with_a2a_extensions`); nothing in it consults the card first.
        'mayNegotiateExtensions': True,
    }
    if kid is not None:
        result['verifiedKid'] = kid
    return result, card


async def discover(params: dict[str, Any]) -> dict[str, Any]:
    result, _ = await discover_card(params)
    return result


async def plan(params: dict[str, Any]) -> dict[str, Any]:
    """The delegation decision of an application on a2a-sdk: discovery as above, then send.

    The SDK has no pre-flight for skills or media types (a request cannot even name a skill),
    silently sends a blocking request when the card does not declare streaming
    (base_client.py `send_message`), keeps no routing memory and has no fallback peers; so
    nothing else decides, and the caller's extensions are activated as asked.
    """
    found, _ = await discover_card(params)
    if not found['admitted']:
        return {
            'decision': 'reject',
            'error': {
                'type': 'DiscoveryError',
                'code': found['code'],
                'message': f'the SDK refused the card at the {found["stage"]} stage',
            },
            'requestExtensions': [],
        }
    return {
        'decision': 'send',
        'peer': params['peer'],
        'requestExtensions': list(params.get('callerExtensions') or []),
    }
