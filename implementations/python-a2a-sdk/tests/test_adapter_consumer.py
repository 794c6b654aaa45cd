"""`reassemble`: StreamResponse events folded by the SDK's TaskManager."""

from __future__ import annotations

import asyncio

from crosscheck_adapter.consumer import reassemble


def chunk(artifact_id: str, text: str, append: bool, last: bool = False) -> dict:
    update = {
        'taskId': 't1',
        'contextId': 'c1',
        'artifact': {'artifactId': artifact_id, 'parts': [{'text': text}]},
    }
    if append:
        update['append'] = True
    if last:
        update['lastChunk'] = True
    return {'artifactUpdate': update}


TASK = {'task': {'id': 't1', 'contextId': 'c1', 'status': {'state': 'TASK_STATE_WORKING'}}}
DONE = {'statusUpdate': {'taskId': 't1', 'contextId': 'c1', 'status': {'state': 'TASK_STATE_COMPLETED'}}}


def run(events: list) -> list:
    return asyncio.run(reassemble({'events': events}))['artifacts']


def test_append_chunks_are_joined_in_order_and_artifacts_keep_first_appearance():
    events = [
        TASK,
        chunk('a1', 'one ', False),
        chunk('a2', 'other', False),
        chunk('a1', 'two ', True),
        chunk('a1', 'three', True, last=True),
        DONE,
    ]
    assert run(events) == [
        {'artifactId': 'a1', 'parts': [{'text': 'one '}, {'text': 'two '}, {'text': 'three'}]},
        {'artifactId': 'a2', 'parts': [{'text': 'other'}]},
    ]


def test_a_chunk_without_append_replaces_the_artifact():
    assert run([TASK, chunk('a1', 'old', False), chunk('a1', 'new', False)]) == [
        {'artifactId': 'a1', 'parts': [{'text': 'new'}]}
    ]


def test_append_to_an_unseen_artifact_stops_the_sdk():
    # task_manager.py `append_artifact_to_task` raises InvalidAgentResponseError (#1038); what
    # was folded before it is kept, nothing after it is read.
    events = [TASK, chunk('a1', 'kept', False), chunk('a9', 'orphan', True), chunk('a1', ' lost', True)]
    assert run(events) == [{'artifactId': 'a1', 'parts': [{'text': 'kept'}]}]


def test_a_task_snapshot_replaces_what_the_stream_delivered():
    snapshot = {
        'task': {
            'id': 't1',
            'contextId': 'c1',
            'status': {'state': 'TASK_STATE_COMPLETED'},
            'artifacts': [{'artifactId': 'a1', 'parts': [{'text': 'last chunk only'}]}],
        }
    }
    events = [TASK, chunk('a1', 'first ', False), chunk('a1', 'second', True), snapshot]
    assert run(events) == [{'artifactId': 'a1', 'parts': [{'text': 'last chunk only'}]}]


def test_a_stream_without_a_task_event_starts_one_and_messages_are_passed_over():
    message = {'message': {'messageId': 'm1', 'role': 'ROLE_AGENT', 'parts': [{'text': 'hi'}]}}
    assert run([message, chunk('a1', 'x', False), DONE]) == [{'artifactId': 'a1', 'parts': [{'text': 'x'}]}]
    assert run([message]) == []
