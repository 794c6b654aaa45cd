"""Tests of the agent command (crosscheck_agent): it is started as a subprocess,
exactly as the harness starts it, and judged through its ready line, its card
and the SDK's JSON-RPC endpoint."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading

from pathlib import Path

import httpx
import pytest

from jwt.api_jwk import PyJWKSet

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from a2a.client.card_resolver import parse_agent_card  # noqa: E402
from a2a.utils.signing import create_signature_verifier  # noqa: E402

from crosscheck_agent.executor import split_in_two  # noqa: E402

READY_TIMEOUT = 30.0
EXIT_TIMEOUT = 15.0
HEADERS = {'A2A-Version': '1.0'}


class Agent:
    """One running agent process and what its ready line said."""

    def __init__(self) -> None:
        self.stderr = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [sys.executable, '-m', 'crosscheck_agent'],
            cwd=HERE,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
        )
        self.ready = self._read_ready_line()
        self.url: str = self.ready['url']
        self.jwks: dict = self.ready['jwks']

    def _read_ready_line(self) -> dict:
        box: list[bytes] = []
        reader = threading.Thread(
            target=lambda: box.append(self.proc.stdout.readline()), daemon=True
        )
        reader.start()
        reader.join(READY_TIMEOUT)
        if not box or not box[0]:
            self.kill()
            raise AssertionError(f'no ready line; stderr: {self.logs()}')
        return json.loads(box[0])

    def logs(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read().decode(errors='replace')[-4000:]

    def card(self) -> dict:
        response = httpx.get(f'{self.url}/.well-known/agent-card.json', timeout=10)
        response.raise_for_status()
        return response.json()

    def interface(self, binding: str) -> str:
        for entry in self.card()['supportedInterfaces']:
            if entry['protocolBinding'] == binding:
                return entry['url']
        raise AssertionError(f'no {binding} interface on the card')

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(EXIT_TIMEOUT)


@pytest.fixture(scope='module')
def agent():
    running = Agent()
    yield running
    running.proc.stdin.close()
    try:
        running.proc.wait(EXIT_TIMEOUT)
    finally:
        running.kill()


def rpc(url: str, method: str, params: dict, rpc_id: int = 1) -> dict:
    response = httpx.post(
        url,
        json={'jsonrpc': '2.0', 'id': rpc_id, 'method': method, 'params': params},
        headers=HEADERS,
        timeout=20,
    )
    response.raise_for_status()
    return response.json()


def user_message(text: str, message_id: str) -> dict:
    return {'messageId': message_id, 'role': 'ROLE_USER', 'parts': [{'text': text}]}


def test_split_in_two_keeps_every_character():
    for text in ['', 'a', 'ab', 'hello world', 'héllo ✓ wörld']:
        first, second = split_in_two(text)
        assert first + second == text
        if len(text) >= 2:
            assert first and second


def test_ready_line_names_a_loopback_origin_and_a_public_key(agent):
    assert re.fullmatch(r'http://127\.0\.0\.1:\d+', agent.url)
    keys = agent.jwks['keys']
    assert len(keys) == 1
    assert keys[0]['kty'] == 'EC' and keys[0]['crv'] == 'P-256'
    assert keys[0]['alg'] == 'ES256' and keys[0]['kid']
    assert 'd' not in keys[0], 'the private part must not leave the process'


def test_card_declares_interfaces_capabilities_and_modes(agent):
    card = agent.card()
    interfaces = card['supportedInterfaces']
    assert [i['protocolBinding'] for i in interfaces] == ['JSONRPC', 'HTTP+JSON', 'GRPC']
    assert {i['protocolVersion'] for i in interfaces} == {'1.0'}
    assert interfaces[0]['url'].startswith(agent.url + '/')
    assert interfaces[1]['url'].startswith(agent.url + '/')
    assert card['capabilities'] == {'streaming': True, 'pushNotifications': True}
    assert card['defaultInputModes'] == ['text/plain']
    [skill] = card['skills']
    assert skill['inputModes'] == ['text/plain', 'application/json']


def test_card_signature_verifies_with_the_printed_jwks(agent):
    keys = PyJWKSet.from_dict(agent.jwks)

    def key_for(kid, _jku):
        return keys[kid]

    verify = create_signature_verifier(key_for, algorithms=['ES256'])
    card_json = agent.card()
    verify(parse_agent_card(card_json))  # raises when the signature is bad

    tampered = dict(card_json, description='not what was signed')
    with pytest.raises(Exception):
        verify(parse_agent_card(tampered))


def test_send_message_over_jsonrpc_completes_with_the_echo(agent):
    url = agent.interface('JSONRPC')
    answer = rpc(url, 'SendMessage', {'message': user_message('hello world', 'm-send')})
    assert 'error' not in answer, answer
    task = answer['result']['task']
    assert task['status']['state'] == 'TASK_STATE_COMPLETED'
    [artifact] = task['artifacts']
    assert ''.join(p['text'] for p in artifact['parts']) == 'hello world'
    assert len(artifact['parts']) == 2  # the two streamed chunks, merged

    fetched = rpc(url, 'GetTask', {'id': task['id']}, rpc_id=2)
    assert fetched['result']['status']['state'] == 'TASK_STATE_COMPLETED'


def test_stream_goes_submitted_working_chunks_completed(agent):
    url = agent.interface('JSONRPC')
    body = {
        'jsonrpc': '2.0',
        'id': 'stream-1',
        'method': 'SendStreamingMessage',
        'params': {'message': user_message('abcdef', 'm-stream')},
    }
    events = []
    with httpx.stream('POST', url, json=body, headers=HEADERS, timeout=20) as response:
        assert response.headers['content-type'].startswith('text/event-stream')
        for line in response.iter_lines():
            if line.startswith('data:'):
                events.append(json.loads(line[5:])['result'])
    kinds = [next(iter(e)) for e in events]
    assert kinds == ['task', 'statusUpdate', 'artifactUpdate', 'artifactUpdate', 'statusUpdate']
    assert events[0]['task']['status']['state'] == 'TASK_STATE_SUBMITTED'
    assert events[1]['statusUpdate']['status']['state'] == 'TASK_STATE_WORKING'
    first, last = events[2]['artifactUpdate'], events[3]['artifactUpdate']
    assert not first.get('append') and not first.get('lastChunk')
    assert last['append'] is True and last['lastChunk'] is True
    assert first['artifact']['artifactId'] == last['artifact']['artifactId']
    assert first['artifact']['parts'][0]['text'] + last['artifact']['parts'][0]['text'] == 'abcdef'
    assert events[4]['statusUpdate']['status']['state'] == 'TASK_STATE_COMPLETED'


def test_running_task_can_be_cancelled(agent):
    url = agent.interface('JSONRPC')
    started = rpc(
        url,
        'SendMessage',
        {
            'message': user_message('cancel me', 'm-cancel'),
            'configuration': {'returnImmediately': True},
        },
    )
    task_id = started['result']['task']['id']
    cancelled = rpc(url, 'CancelTask', {'id': task_id}, rpc_id=2)
    assert cancelled['result']['status']['state'] == 'TASK_STATE_CANCELED', cancelled


def test_exits_when_stdin_closes():
    running = Agent()
    try:
        running.proc.stdin.close()
        assert running.proc.wait(EXIT_TIMEOUT) == 0, running.logs()
        with pytest.raises(httpx.TransportError):
            httpx.get(f'{running.url}/.well-known/agent-card.json', timeout=2)
    finally:
        running.kill()


@pytest.mark.skipif(os.name != 'posix', reason='SIGTERM is POSIX')
def test_exits_on_sigterm():
    running = Agent()
    try:
        running.proc.send_signal(signal.SIGTERM)
        assert running.proc.wait(EXIT_TIMEOUT) == 0, running.logs()
    finally:
        running.proc.stdin.close()
        running.kill()
