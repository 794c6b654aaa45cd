"""The stdio loop of contract 1.1: one JSON-RPC 2.0 request per line in, one answer per line out.

Requests are pipelined by the harness, so each one runs as its own asyncio task and answers are
written as they finish (matched by id). stdout carries answers only: anything else that would
print there (a stray `print`, a library) is sent to stderr instead.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import threading

from typing import Any, BinaryIO

from importlib.metadata import version as package_version

from crosscheck_adapter import ADAPTER_NAME, CONTRACT_VERSION


log = logging.getLogger('crosscheck_adapter')

ROLES = ['verifier', 'signer', 'consumer', 'client']

# What the SDK canonicalizes (a2a/utils/signing.py `_canonicalize_agent_card`: MessageToDict of the
# proto, empty values dropped, then RFC 8785 in a2a/utils/_jcs.py): its reading of A2A §8.4.1. It
# never signs or verifies the card exactly as emitted (jcs-emitted).
CANONICALIZATIONS = {'verify': ['a2a-1.0'], 'sign': ['a2a-1.0']}


class MethodNotFound(Exception):
    """The call is not part of a declared role."""


def hello(params: dict[str, Any]) -> dict[str, Any]:
    return {
        'name': ADAPTER_NAME,
        'version': f'a2a-sdk {package_version("a2a-sdk")}',
        'contractVersion': CONTRACT_VERSION,
        'roles': list(ROLES),
        'canonicalizations': {k: list(v) for k, v in CANONICALIZATIONS.items()},
    }


async def dispatch(method: str, params: dict[str, Any]) -> dict[str, Any]:
    # Imported here so that `hello` answers before the SDK's heavier modules load.
    if method == 'hello':
        return hello(params)
    if method == 'discover':
        from crosscheck_adapter.verifier import discover  # noqa: PLC0415

        return await discover(params)
    if method == 'plan':
        from crosscheck_adapter.verifier import plan  # noqa: PLC0415

        return await plan(params)
    if method == 'sign':
        from crosscheck_adapter.signer import sign  # noqa: PLC0415

        return sign(params)
    if method == 'reassemble':
        from crosscheck_adapter.consumer import reassemble  # noqa: PLC0415

        return await reassemble(params)
    if method == 'delegate':
        from crosscheck_adapter.client import delegate  # noqa: PLC0415

        return await delegate(params)
    raise MethodNotFound(method)


async def answer(request: Any) -> dict[str, Any]:
    if not isinstance(request, dict):
        return _error(None, -32600, 'Invalid Request')
    request_id = request.get('id')
    method = request.get('method')
    params = request.get('params') or {}
    try:
        result = await dispatch(method, params)
    except MethodNotFound:
        return _error(request_id, -32601, f'Method not found: {method}')
    except Exception as error:  # a call that fails is charged to this call, never fatal
        log.exception('call %s failed', method)
        return _error(request_id, -32000, f'{type(error).__name__}: {error}')
    return {'jsonrpc': '2.0', 'id': request_id, 'result': result}


def _error(request_id: Any, code: int, message: str) -> dict[str, Any]:
    return {'jsonrpc': '2.0', 'id': request_id, 'error': {'code': code, 'message': message}}


async def serve(lines_in: BinaryIO, out: BinaryIO) -> None:
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[bytes | None] = asyncio.Queue()

    def read() -> None:
        for line in lines_in:
            loop.call_soon_threadsafe(queue.put_nowait, line)
        loop.call_soon_threadsafe(queue.put_nowait, None)

    threading.Thread(target=read, name='stdin-reader', daemon=True).start()
    write_lock = asyncio.Lock()
    pending: set[asyncio.Task[None]] = set()

    async def handle(line: bytes) -> None:
        try:
            request = json.loads(line)
        except ValueError:
            reply = _error(None, -32700, 'Parse error')
        else:
            reply = await answer(request)
        data = (json.dumps(reply, ensure_ascii=True) + '\n').encode('ascii')
        async with write_lock:
            out.write(data)
            out.flush()

    while (line := await queue.get()) is not None:
        if not line.strip():
            continue
        task = asyncio.create_task(handle(line))
        pending.add(task)
        task.add_done_callback(pending.discard)
    if pending:
        await asyncio.gather(*pending, return_exceptions=True)


def main() -> None:
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING)
    out = sys.stdout.buffer
    # Nothing but answers may reach stdout.
    sys.stdout = sys.stderr
    asyncio.run(serve(sys.stdin.buffer, out))
    print(f'{ADAPTER_NAME}: stdin closed, exiting', file=sys.stderr)
