"""The adapter as the harness runs it: a child process speaking JSON-RPC 2.0, one line each way."""

from __future__ import annotations

import json
import subprocess
import sys

from pathlib import Path

from adapter_fixtures import CARD, discover_params, key_pair, sign_params


FOLDER = Path(__file__).resolve().parent.parent


def run_adapter(requests: list[dict | str]) -> tuple[list[dict], str]:
    lines = ''.join((r if isinstance(r, str) else json.dumps(r)) + '\n' for r in requests)
    done = subprocess.run(
        [sys.executable, '-m', 'crosscheck_adapter'],
        cwd=FOLDER,
        input=lines.encode('utf-8'),
        capture_output=True,
        timeout=60,
        check=True,
    )
    out = done.stdout.decode('utf-8').splitlines()
    return [json.loads(line) for line in out], done.stderr.decode('utf-8')


def test_hello_declares_roles_and_canonicalizations():
    answers, _ = run_adapter([{'jsonrpc': '2.0', 'id': 1, 'method': 'hello', 'params': {'contractVersion': '1.1'}}])
    assert answers == [
        {
            'jsonrpc': '2.0',
            'id': 1,
            'result': {
                'name': 'python-a2a-sdk',
                'version': 'a2a-sdk 1.3.0',
                'contractVersion': '1.1',
                'roles': ['verifier', 'signer', 'consumer', 'client'],
                'canonicalizations': {'verify': ['a2a-1.0'], 'sign': ['a2a-1.0']},
            },
        }
    ]


def test_pipelined_calls_each_get_one_answer_on_stdout_only():
    private_jwk, public_jwk = key_pair('k-stdio')
    requests = [
        {'jsonrpc': '2.0', 'id': 1, 'method': 'hello', 'params': {'contractVersion': '1.1'}},
        {'jsonrpc': '2.0', 'id': 2, 'method': 'sign', 'params': sign_params(CARD, private_jwk)},
        {'jsonrpc': '2.0', 'id': 3, 'method': 'discover', 'params': discover_params(b'{"name":', [public_jwk])},
        {'jsonrpc': '2.0', 'id': 4, 'method': 'reassemble', 'params': {'events': []}},
        {'jsonrpc': '2.0', 'id': 5, 'method': 'nonsense', 'params': {}},
        'this is not json',
        {'jsonrpc': '2.0', 'id': 6, 'method': 'discover', 'params': {}},
    ]
    answers, stderr = run_adapter(requests)
    by_id = {a['id']: a for a in answers}
    assert len(answers) == 7
    assert set(by_id) == {1, 2, 3, 4, 5, 6, None}
    assert 'cardBase64' in by_id[2]['result']
    assert by_id[3]['result'] == {
        'admitted': False,
        'stage': 'schema',
        'code': 'CARD_MALFORMED_JSON',
        'mayNegotiateExtensions': False,
    }
    assert by_id[4]['result'] == {'artifacts': []}
    assert by_id[5]['error']['code'] == -32601
    assert by_id[None]['error']['code'] == -32700
    # A call that raises is answered with an error, and the adapter keeps serving.
    assert by_id[6]['error']['code'] == -32000
    assert 'KeyError' in by_id[6]['error']['message']
    assert 'stdin closed' in stderr


def test_signed_then_discovered_over_stdio():
    private_jwk, public_jwk = key_pair('k-round-trip')
    answers, _ = run_adapter(
        [{'jsonrpc': '2.0', 'id': 7, 'method': 'sign', 'params': sign_params(CARD, private_jwk)}]
    )
    signed = answers[0]['result']['cardBase64']
    answers, _ = run_adapter(
        [
            {
                'jsonrpc': '2.0',
                'id': 8,
                'method': 'discover',
                'params': {**discover_params(b'', [public_jwk]), 'cardBase64': signed},
            }
        ]
    )
    result = answers[0]['result']
    assert result['admitted'] is True
    assert result['signature'] == 'valid'
    assert result['verifiedKid'] == 'k-round-trip'
