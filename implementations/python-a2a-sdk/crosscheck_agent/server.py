"""Starts the SDK's servers on ephemeral loopback ports and serves until told to stop.

One HTTP origin (uvicorn over a Starlette app) carries the SDK's JSON-RPC route,
its agent-card route and its HTTP+JSON routes; the SDK's gRPC servicer runs on a
grpc.aio server of its own. Once both serve, one JSON line goes to stdout:
``{"url": <origin>, "jwks": <public key set of the card signature>}``. Logs go
to stderr. The process stops when stdin closes, or on SIGTERM / SIGINT.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import socket
import sys
import threading

from collections.abc import Generator

import grpc
import httpx
import uvicorn

from starlette.applications import Starlette

from a2a.server.request_handlers import DefaultRequestHandler, GrpcHandler
from a2a.server.routes import (
    create_agent_card_routes,
    create_jsonrpc_routes,
    create_rest_routes,
)
from a2a.server.tasks import (
    BasePushNotificationSender,
    InMemoryPushNotificationConfigStore,
    InMemoryTaskStore,
)
from a2a.types import AgentCard, a2a_pb2_grpc

from crosscheck_agent.card import build_card, generate_signing_key, sign_card
from crosscheck_agent.executor import EchoExecutor

logger = logging.getLogger('crosscheck_agent')

HOST = '127.0.0.1'
JSONRPC_PATH = '/a2a/jsonrpc'
REST_PATH = '/a2a/rest'


class _EmbeddedServer(uvicorn.Server):
    """uvicorn without its own signal handling: this process owns SIGTERM/SIGINT."""

    @contextlib.contextmanager
    def capture_signals(self) -> Generator[None, None, None]:
        yield


def _bind_loopback() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, 0))
    sock.listen(128)
    sock.setblocking(False)
    return sock


def _watch_stdin(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Sets ``stop`` once stdin reaches end of file (a daemon thread)."""

    # os.read on the raw descriptor, not sys.stdin: a daemon thread still
    # blocked inside the buffered reader at interpreter shutdown (after a
    # SIGTERM) makes CPython abort on the reader's lock.
    fd = sys.stdin.fileno()

    def read_to_eof() -> None:
        try:
            while os.read(fd, 4096):
                pass
        except OSError:
            pass
        with contextlib.suppress(RuntimeError):  # the loop may be gone already
            loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=read_to_eof, name='stdin-eof', daemon=True).start()


async def serve() -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    _watch_stdin(loop, stop)

    # Ports first: the card names the interfaces' URLs.
    http_socket = _bind_loopback()
    origin = f'http://{HOST}:{http_socket.getsockname()[1]}'
    grpc_server = grpc.aio.server()
    grpc_port = grpc_server.add_insecure_port(f'{HOST}:0')

    card = build_card(
        jsonrpc_url=f'{origin}{JSONRPC_PATH}',
        rest_url=f'{origin}{REST_PATH}',
        grpc_target=f'{HOST}:{grpc_port}',
    )
    private_key, jwks = generate_signing_key()
    signed_card = sign_card(card, private_key, kid=jwks['keys'][0]['kid'])

    push_http = httpx.AsyncClient(timeout=10.0)
    push_store = InMemoryPushNotificationConfigStore()
    handler = DefaultRequestHandler(
        agent_executor=EchoExecutor(),
        task_store=InMemoryTaskStore(),
        agent_card=signed_card,
        push_config_store=push_store,
        push_sender=BasePushNotificationSender(push_http, push_store),
    )

    # Route order matters: the REST routes end with a Mount at '/{tenant}',
    # which would otherwise swallow the card and JSON-RPC paths (the SDK's
    # sample puts JSON-RPC and the card first too).
    async def serve_signed_card(_: AgentCard) -> AgentCard:
        # The card is static, so it is signed once at start; the SDK's
        # signing sample hands the signed card to the card route this way.
        return signed_card

    app = Starlette(
        routes=[
            *create_jsonrpc_routes(handler, rpc_url=JSONRPC_PATH),
            *create_agent_card_routes(
                agent_card=card, card_modifier=serve_signed_card
            ),
            *create_rest_routes(handler, path_prefix=REST_PATH),
        ]
    )

    a2a_pb2_grpc.add_A2AServiceServicer_to_server(
        GrpcHandler(handler), grpc_server
    )
    await grpc_server.start()

    http_server = _EmbeddedServer(
        uvicorn.Config(
            app,
            # No uvicorn logging config of its own (its access log would go
            # to stdout, which carries only the ready line): root logging,
            # on stderr, and no access log.
            log_config=None,
            access_log=False,
            log_level='warning',
            lifespan='off',
            # uvicorn closes a keep-alive connection after 5 s idle by default; a
            # client that sends on it as it closes gets a reset that says nothing
            # about the SDK. The harness closes its idle connections itself.
            timeout_keep_alive=600,
            timeout_graceful_shutdown=2,
        )
    )
    http_task = asyncio.create_task(http_server.serve(sockets=[http_socket]))
    while not http_server.started:
        if http_task.done():
            await http_task  # re-raises why uvicorn could not start
            raise RuntimeError('uvicorn stopped before it started')
        await asyncio.sleep(0.01)

    sys.stdout.write(json.dumps({'url': origin, 'jwks': jwks}) + '\n')
    sys.stdout.flush()
    logger.info(
        'serving %s (JSON-RPC %s, HTTP+JSON %s, gRPC %s:%d)',
        origin,
        JSONRPC_PATH,
        REST_PATH,
        HOST,
        grpc_port,
    )

    stop_wait = asyncio.create_task(stop.wait())
    await asyncio.wait({stop_wait, http_task}, return_when=asyncio.FIRST_COMPLETED)
    logger.info('stopping')

    http_server.should_exit = True
    with contextlib.suppress(Exception):
        await asyncio.wait_for(http_task, timeout=5)
    await grpc_server.stop(grace=1)
    with contextlib.suppress(Exception):
        await asyncio.wait_for(handler.aclose(), timeout=3)
    await push_http.aclose()
    stop_wait.cancel()


def main() -> None:
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.INFO,
        format='%(asctime)s %(levelname)s %(name)s: %(message)s',
    )
    asyncio.run(serve())
