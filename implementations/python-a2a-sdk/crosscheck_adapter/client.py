"""The client role (`delegate`): a simple application on a2a-sdk's client, over real HTTP.

For each card URL (the planned one, then the fallbacks in order):

1. `ClientFactory.create_from_url()` (a2a/client/client_factory.py) resolves the card with the
   SDK's `A2ACardResolver` and its signature verifier (same key provider as verifier.py; an
   unsigned card is accepted, a signed one must verify), and builds a client over the first
   interface of the card whose binding the client speaks (JSON-RPC or HTTP+JSON here).
2. `client.send_message()` (a2a/client/base_client.py) sends one user message carrying the
   given parts. `ClientConfig.streaming` is the caller's mode; the SDK itself switches to a
   blocking call when the card does not declare streaming. The caller's extensions travel the
   way the SDK sends extensions: the `A2A-Extensions` service parameter
   (`with_a2a_extensions`, a2a/client/service_parameters.py), unconditionally. A request cannot
   name a skill in A2A, so `skillId` is not sent.
3. The events it yields are folded by the SDK's `TaskManager` (see consumer.py).

`deadlineMs` bounds the whole delegation (`asyncio.wait_for`) and each HTTP call
(`ClientCallContext.timeout`). The next fallback is tried only when the SDK reports a failure:
an exception from resolving or sending, or a task that ends FAILED or REJECTED. Nothing is
remembered between calls: the SDK has no routing memory.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid

from typing import Any
from urllib.parse import urlsplit

from google.protobuf.json_format import ParseDict, ParseError

from a2a.client import ClientCallContext, ClientConfig, ClientFactory
from a2a.client.service_parameters import ServiceParametersFactory, with_a2a_extensions
from a2a.types.a2a_pb2 import (
    AgentCard,
    Message,
    Part,
    Role,
    SendMessageRequest,
    TaskState,
)
from a2a.client.errors import A2AClientTimeoutError, AgentCardResolutionError
from a2a.utils.signing import (
    InvalidSignaturesError,
    NoSignatureError,
    create_signature_verifier,
)

from crosscheck_adapter.consumer import artifacts_of, fold, new_task_manager
from crosscheck_adapter.verifier import (
    CLIENT_BINDINGS,
    KeyLookups,
    code_of,
    trusted_key_provider,
)


log = logging.getLogger(__name__)

# Task states a simple application treats as "this peer failed, try the next one".
FAILURE_STATES = {TaskState.TASK_STATE_FAILED, TaskState.TASK_STATE_REJECTED}


class Attempt(Exception):
    """An attempt the SDK reported as failed, with the outcome to return if it is the last."""

    def __init__(self, outcome: dict[str, Any]):
        super().__init__(outcome.get('outcome'))
        self.outcome = outcome


def card_verifier(params: dict[str, Any], lookups: KeyLookups):
    policy = params.get('policy') or {}
    sdk_verifier = create_signature_verifier(
        trusted_key_provider(params.get('jwks') or {}, lookups),
        list(policy.get('algorithms') or []),
    )

    def verify(card: AgentCard) -> None:
        try:
            sdk_verifier(card)
        except NoSignatureError:
            pass  # unsigned cards are accepted, as in discover

    return verify


def refusal_code(error: Exception, lookups: KeyLookups) -> str:
    """The contract code for why `create_from_url` refused the peer's card."""
    if isinstance(error, InvalidSignaturesError):
        return lookups.refusal_code()
    if isinstance(error, AgentCardResolutionError):
        cause = error.__cause__
        if isinstance(cause, json.JSONDecodeError | ParseError):
            return code_of(cause)
        return 'DISCOVERY_FETCH_FAILED'  # HTTP or network failure: no card to judge
    if isinstance(error, UnicodeDecodeError):
        return 'CARD_INVALID_UTF8'  # escapes the resolver unwrapped (see verifier.py)
    if isinstance(error, RecursionError):
        return 'CARD_TOO_DEEP'
    if isinstance(error, ValueError) and 'transport' in str(error):
        return 'CARD_MISSING_REQUIRED'  # ClientFactory.create: no interface it can talk to
    return 'SIG_INVALID' if lookups.asked else 'CARD_WRONG_TYPE'


def split_card_url(card_url: str) -> tuple[str, str]:
    parts = urlsplit(card_url)
    return f'{parts.scheme}://{parts.netloc}', parts.path or '/'


async def attempt(card_url: str, params: dict[str, Any], seconds_left: float) -> dict[str, Any]:
    base, path = split_card_url(card_url)
    factory = ClientFactory(
        ClientConfig(
            streaming=params.get('callerMode') == 'streaming',
            supported_protocol_bindings=list(CLIENT_BINDINGS),
        )
    )
    lookups = KeyLookups()
    try:
        client = await factory.create_from_url(
            base,
            relative_card_path=path,
            resolver_http_kwargs={'timeout': seconds_left},
            signature_verifier=card_verifier(params, lookups),
        )
    except Exception as error:
        raise Attempt(
            {
                'outcome': 'rejected',
                'error': {
                    'type': 'DiscoveryError',
                    'code': refusal_code(error, lookups),
                    'message': f'{type(error).__name__}: {error}',
                },
            }
        ) from error

    message = Message(
        role=Role.ROLE_USER,
        message_id=str(uuid.uuid4()),
        parts=[ParseDict(p, Part(), ignore_unknown_fields=True) for p in params.get('parts') or []],
    )
    context = ClientCallContext(
        timeout=seconds_left,
        service_parameters=ServiceParametersFactory.create(
            [with_a2a_extensions(list(params.get('callerExtensions') or []))]
        ),
    )
    manager = new_task_manager()
    answered_by_message = False
    try:
        async for event in client.send_message(SendMessageRequest(message=message), context=context):
            if event.HasField('message'):
                answered_by_message = True
            await fold(manager, event)
    except A2AClientTimeoutError as error:
        # The SDK's own timeout (ClientCallContext.timeout) fired: the peer went quiet.
        raise asyncio.TimeoutError from error
    except Exception as error:
        log.info('send to %s failed: %s: %s', card_url, type(error).__name__, error)
        raise Attempt({'outcome': 'failed', 'servedBy': card_url}) from error
    finally:
        await client.close()

    task = await manager.get_task()
    if task is None:
        outcome = 'completed' if answered_by_message else 'failed'
        return {'outcome': outcome, 'servedBy': card_url, 'artifacts': []}
    state = task.status.state
    result = {
        'outcome': 'completed' if state == TaskState.TASK_STATE_COMPLETED else 'failed',
        'servedBy': card_url,
        'taskState': TaskState.Name(state),
        'artifacts': artifacts_of(task),
    }
    if state in FAILURE_STATES:
        raise Attempt(result)
    return result


async def delegate(params: dict[str, Any]) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + max(0, int(params.get('deadlineMs') or 0)) / 1000
    urls = [params['cardUrl'], *(params.get('fallbackCardUrls') or [])]
    last: dict[str, Any] = {'outcome': 'failed'}
    for url in urls:
        left = deadline - loop.time()
        if left <= 0:
            return {'outcome': 'stalled', 'servedBy': url}
        try:
            return await asyncio.wait_for(attempt(url, params, left), left)
        except asyncio.TimeoutError:
            return {'outcome': 'stalled', 'servedBy': url}
        except Attempt as failed:
            last = failed.outcome
    return last
