"""The executor honours the harness's input-required convention."""

from google.protobuf import struct_pb2

from a2a.types import Message

from crosscheck_agent.executor import INPUT_REQUIRED_METADATA_KEY, input_required


def message_with(metadata: dict) -> Message:
    struct = struct_pb2.Struct()
    struct.update(metadata)
    return Message(metadata=struct)


def test_a_stop_is_asked_by_the_key_set_to_true():
    assert input_required(message_with({INPUT_REQUIRED_METADATA_KEY: True}).metadata)


def test_no_key_or_another_value_asks_nothing():
    assert not input_required(Message().metadata)
    assert not input_required(message_with({INPUT_REQUIRED_METADATA_KEY: 'true'}).metadata)
    assert not input_required(message_with({INPUT_REQUIRED_METADATA_KEY: 1}).metadata)
