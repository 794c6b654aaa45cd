"""`delegate` over real HTTP on 127.0.0.1 against small hand-written JSON-RPC vendors."""

from __future__ import annotations

import asyncio
import json
import threading
import time

from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from adapter_fixtures import POLICY

from crosscheck_adapter.client import delegate


class Vendor:
    """A vendor serving a card and a JSON-RPC endpoint; it records what it receives."""

    def __init__(self, streaming: bool, final_state: str = 'TASK_STATE_COMPLETED', hang: float = 0):
        self.streaming = streaming
        self.final_state = final_state
        self.hang = hang
        self.received: list[tuple[str, dict, dict]] = []
        vendor = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep pytest output clean
                pass

            def do_GET(self):
                if self.path != '/.well-known/agent-card.json':
                    self.send_error(404)
                    return
                body = json.dumps(vendor.card()).encode()
                self.send_response(200)
                self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Length', str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_POST(self):
                request = json.loads(self.rfile.read(int(self.headers['Content-Length'])))
                vendor.received.append((request['method'], dict(self.headers), request['params']))
                time.sleep(vendor.hang)
                if request['method'] == 'SendStreamingMessage':
                    self.send_response(200)
                    self.send_header('Content-Type', 'text/event-stream')
                    self.end_headers()
                    for event in vendor.events():
                        frame = {'jsonrpc': '2.0', 'id': request['id'], 'result': event}
                        self.wfile.write(f'data: {json.dumps(frame)}\n\n'.encode())
                        self.wfile.flush()
                    return
                body = json.dumps({'jsonrpc': '2.0', 'id': request['id'], 'result': {'task': vendor.task()}}).encode()
                self.send_response(200)
                self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Length', str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(('127.0.0.1', 0), Handler)
        self.server.daemon_threads = True
        self.url = f'http://127.0.0.1:{self.server.server_port}'
        self.card_url = f'{self.url}/.well-known/agent-card.json'
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def card(self) -> dict:
        return {
            'name': 'Vendor',
            'description': 'test vendor',
            'version': '1',
            'supportedInterfaces': [{'url': f'{self.url}/a2a', 'protocolBinding': 'JSONRPC', 'protocolVersion': '1.0'}],
            'capabilities': {'streaming': self.streaming},
            'defaultInputModes': ['text/plain'],
            'defaultOutputModes': ['text/plain'],
            'skills': [{'id': 'echo', 'name': 'Echo', 'description': 'd', 'tags': ['t']}],
        }

    def task(self) -> dict:
        return {
            'id': 't1',
            'contextId': 'c1',
            'status': {'state': self.final_state},
            'artifacts': [{'artifactId': 'a1', 'parts': [{'text': 'whole answer'}]}],
        }

    def events(self) -> list[dict]:
        base = {'taskId': 't1', 'contextId': 'c1'}
        return [
            {'task': {'id': 't1', 'contextId': 'c1', 'status': {'state': 'TASK_STATE_WORKING'}}},
            {'artifactUpdate': {**base, 'artifact': {'artifactId': 'a1', 'parts': [{'text': 'one '}]}}},
            {'artifactUpdate': {**base, 'append': True, 'artifact': {'artifactId': 'a1', 'parts': [{'text': 'two'}]}}},
            {'statusUpdate': {**base, 'status': {'state': self.final_state}}},
        ]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def vendors():
    made: list[Vendor] = []

    def make(**kwargs) -> Vendor:
        made.append(Vendor(**kwargs))
        return made[-1]

    yield make
    for v in made:
        v.close()


def params(card_url: str, **extra) -> dict:
    return {
        'cardUrl': card_url,
        'skillId': 'echo',
        'parts': [{'text': 'hello', 'mediaType': 'text/plain'}],
        'callerMode': 'streaming',
        'callerExtensions': [],
        'deadlineMs': 5000,
        'jwks': {'keys': []},
        'policy': POLICY,
        'fallbackCardUrls': [],
        **extra,
    }


def test_streaming_caller_reassembles_chunks_and_sends_extensions_unconditionally(vendors):
    vendor = vendors(streaming=True)
    ext = ['https://x.example/tracing', 'https://x.example/audit']
    result = asyncio.run(delegate(params(vendor.card_url, callerExtensions=ext)))
    assert result == {
        'outcome': 'completed',
        'servedBy': vendor.card_url,
        'taskState': 'TASK_STATE_COMPLETED',
        'artifacts': [{'artifactId': 'a1', 'parts': [{'text': 'one '}, {'text': 'two'}]}],
    }
    [(method, headers, body)] = vendor.received
    assert method == 'SendStreamingMessage'
    # The card never declared these extensions; the SDK sends them anyway (sorted, one header).
    assert headers['A2A-Extensions'] == 'https://x.example/audit,https://x.example/tracing'
    assert body['message']['parts'] == [{'text': 'hello', 'mediaType': 'text/plain'}]
    assert body['message']['role'] == 'ROLE_USER'


def test_blocking_caller_and_non_streaming_card_use_send_message(vendors):
    streaming_card = vendors(streaming=True)
    result = asyncio.run(delegate(params(streaming_card.card_url, callerMode='blocking')))
    assert result['outcome'] == 'completed'
    assert [m for m, _, _ in streaming_card.received] == ['SendMessage']
    assert 'A2A-Extensions' not in streaming_card.received[0][1]
    # A streaming caller toward a card without streaming: the SDK switches to SendMessage.
    unary_card = vendors(streaming=False)
    result = asyncio.run(delegate(params(unary_card.card_url, callerMode='streaming')))
    assert result['artifacts'] == [{'artifactId': 'a1', 'parts': [{'text': 'whole answer'}]}]
    assert [m for m, _, _ in unary_card.received] == ['SendMessage']


def test_a_failed_task_falls_back_to_the_next_card_in_order(vendors):
    failing = vendors(streaming=False, final_state='TASK_STATE_FAILED')
    working = vendors(streaming=False)
    unused = vendors(streaming=False)
    result = asyncio.run(
        delegate(params(failing.card_url, fallbackCardUrls=[working.card_url, unused.card_url]))
    )
    assert result['outcome'] == 'completed'
    assert result['servedBy'] == working.card_url
    assert (len(failing.received), len(working.received), len(unused.received)) == (1, 1, 0)


def test_unreachable_card_then_fallback_and_a_last_failure_is_reported(vendors):
    failing = vendors(streaming=False, final_state='TASK_STATE_FAILED')
    result = asyncio.run(delegate(params('http://127.0.0.1:9/.well-known/agent-card.json', fallbackCardUrls=[failing.card_url])))
    assert result['outcome'] == 'failed'
    assert result['taskState'] == 'TASK_STATE_FAILED'
    alone = asyncio.run(delegate(params('http://127.0.0.1:9/.well-known/agent-card.json')))
    assert alone['outcome'] == 'rejected'
    assert alone['error']['code'] == 'DISCOVERY_FETCH_FAILED'


def test_a_vendor_slower_than_the_deadline_is_stalled(vendors):
    slow = vendors(streaming=False, hang=2.0)
    started = time.monotonic()
    result = asyncio.run(delegate(params(slow.card_url, deadlineMs=500)))
    assert result == {'outcome': 'stalled', 'servedBy': slow.card_url}
    assert time.monotonic() - started < 1.8
