"""The agent card, and its signature made by the SDK's own signer."""

from __future__ import annotations

import copy
import uuid

from typing import Any

from cryptography.hazmat.primitives.asymmetric import ec
from jwt.algorithms import ECAlgorithm

from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentInterface,
    AgentProvider,
    AgentSkill,
)
from a2a.utils.constants import PROTOCOL_VERSION_1_0, TransportProtocol
from a2a.utils.signing import ProtectedHeader, create_agent_card_signer

SIGNING_ALGORITHM = 'ES256'

SKILL_ID = 'echo'


def build_card(
    jsonrpc_url: str, rest_url: str, grpc_target: str
) -> AgentCard:
    """The card this agent serves, unsigned.

    Interfaces in preference order: JSON-RPC, HTTP+JSON, gRPC, all protocol
    version 1.0. The gRPC interface's url is a bare ``host:port``, the form the
    SDK's own sample (samples/hello_world_agent.py) declares and the target its
    gRPC client channel factory takes.
    """
    return AgentCard(
        name='crosscheck echo agent (a2a-sdk 1.3.0)',
        description=(
            'Deterministic echo agent on the official Python A2A SDK server, '
            'judged by a2a-crosscheck.'
        ),
        provider=AgentProvider(
            organization='a2a-crosscheck',
            url='https://github.com/a2aproject/a2a-python',
        ),
        version='1.0.0',
        capabilities=AgentCapabilities(
            streaming=True,
            push_notifications=True,
        ),
        default_input_modes=['text/plain'],
        default_output_modes=['text/plain'],
        skills=[
            AgentSkill(
                id=SKILL_ID,
                name='Echo',
                description='Answers a text part with the same text, as an artifact.',
                tags=['echo', 'test'],
                examples=['hello'],
                input_modes=['text/plain', 'application/json'],
                output_modes=['text/plain'],
            )
        ],
        supported_interfaces=[
            AgentInterface(
                protocol_binding=TransportProtocol.JSONRPC.value,
                protocol_version=PROTOCOL_VERSION_1_0,
                url=jsonrpc_url,
            ),
            AgentInterface(
                protocol_binding=TransportProtocol.HTTP_JSON.value,
                protocol_version=PROTOCOL_VERSION_1_0,
                url=rest_url,
            ),
            AgentInterface(
                protocol_binding=TransportProtocol.GRPC.value,
                protocol_version=PROTOCOL_VERSION_1_0,
                url=grpc_target,
            ),
        ],
    )


def generate_signing_key() -> tuple[ec.EllipticCurvePrivateKey, dict[str, Any]]:
    """A fresh P-256 key and its public JWK Set (one key, with ``kid``)."""
    private_key = ec.generate_private_key(ec.SECP256R1())
    public_jwk: dict[str, Any] = ECAlgorithm.to_jwk(
        private_key.public_key(), as_dict=True
    )
    kid = f'crosscheck-agent-{uuid.uuid4().hex[:12]}'
    jwks = {
        'keys': [
            {**public_jwk, 'kid': kid, 'alg': SIGNING_ALGORITHM, 'use': 'sig'}
        ]
    }
    return private_key, jwks


def sign_card(
    card: AgentCard, private_key: ec.EllipticCurvePrivateKey, kid: str
) -> AgentCard:
    """A signed copy of ``card``, signed by ``a2a.utils.signing``.

    Protected header ``alg``, ``kid`` and ``typ: JOSE``, as the SDK's
    samples/agent_card_signing.py sets them; no ``jku``, since the public key
    is handed out in the ready line instead of at a URL.
    """
    protected_header: ProtectedHeader = {  # type: ignore[typeddict-item]
        'alg': SIGNING_ALGORITHM,
        'kid': kid,
        'typ': 'JOSE',
    }
    signer = create_agent_card_signer(
        signing_key=private_key, protected_header=protected_header
    )
    # The signer appends to card.signatures: sign a copy.
    return signer(copy.deepcopy(card))
