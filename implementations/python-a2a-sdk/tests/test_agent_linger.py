"""The executor honours the harness's linger convention, within its cap."""

from google.protobuf import json_format

from a2a.types import Message
from crosscheck_agent.executor import LINGER_METADATA_KEY, linger_seconds


def message_with(metadata):
    return json_format.ParseDict(
        {'messageId': 'm', 'role': 'ROLE_USER', 'parts': [{'text': 'a'}], 'metadata': metadata},
        Message(),
    )


def test_linger_is_read_from_message_metadata():
    assert linger_seconds(message_with({LINGER_METADATA_KEY: 1500}).metadata) == 1.5


def test_linger_is_capped_at_five_seconds():
    assert linger_seconds(message_with({LINGER_METADATA_KEY: 60000}).metadata) == 5.0


def test_no_or_nonsense_linger_is_none():
    assert linger_seconds(Message().metadata) == 0.0
    assert linger_seconds(message_with({LINGER_METADATA_KEY: 'soon'}).metadata) == 0.0
    assert linger_seconds(message_with({LINGER_METADATA_KEY: -3}).metadata) == 0.0
