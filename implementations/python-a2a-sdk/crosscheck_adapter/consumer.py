"""The consumer role (`reassemble`): stream events folded into artifacts by the SDK's own code.

a2a-sdk 1.3.0 has no client-side aggregator: `BaseClient.send_message` yields the raw
`StreamResponse` events (a2a/client/base_client.py), and `ClientTaskManager` was removed in 1.0.
The SDK's one piece that folds events into a task is `TaskManager` (a2a/server/tasks/
task_manager.py: `save_task_event`, `append_artifact_to_task`), the code its own server uses to
build the task a blocking caller receives. So each event is read with the SDK's ProtoJSON reader
(`parse_lenient(..., StreamResponse())`, as its JSON-RPC transport reads stream events) and
handed to a `TaskManager` over an `InMemoryTaskStore`; the task it holds at the end gives the
artifacts. A `message` event carries no task state and is passed over, as `TaskManager.process`
does.
"""

from __future__ import annotations

import logging

from typing import Any

from google.protobuf.json_format import MessageToDict

from a2a.server.context import ServerCallContext
from a2a.server.tasks import InMemoryTaskStore, TaskManager
from a2a.types.a2a_pb2 import Artifact, StreamResponse, Task
from a2a.utils.errors import A2AError
from a2a.utils.proto_utils import parse_lenient


log = logging.getLogger(__name__)


def new_task_manager() -> TaskManager:
    return TaskManager(
        task_store=InMemoryTaskStore(),
        context=ServerCallContext(),
        task_id=None,
        context_id=None,
        initial_message=None,
    )


async def fold(manager: TaskManager, event: StreamResponse) -> None:
    """One event into the manager, as the SDK's server folds the agent's events."""
    kind = event.WhichOneof('payload')
    if kind == 'task':
        await manager.process(event.task)
    elif kind == 'status_update':
        await manager.process(event.status_update)
    elif kind == 'artifact_update':
        await manager.process(event.artifact_update)
    # 'message' (or nothing): no task state to fold.


def artifacts_of(task: Task | None) -> list[dict[str, Any]]:
    if task is None:
        return []
    return [artifact_json(a) for a in task.artifacts]


def artifact_json(artifact: Artifact) -> dict[str, Any]:
    return {
        'artifactId': artifact.artifact_id,
        'parts': [MessageToDict(part) for part in artifact.parts],
    }


async def reassemble(params: dict[str, Any]) -> dict[str, Any]:
    manager = new_task_manager()
    for index, raw in enumerate(params.get('events') or []):
        try:
            await fold(manager, parse_lenient(raw, StreamResponse()))
        except A2AError as error:
            # The SDK refuses the stream here: e.g. `append_artifact_to_task` raises
            # InvalidAgentResponseError for `append: true` on an artifact id never seen
            # (task_manager.py). A consumer on the SDK stops reading at the exception and keeps
            # the task as it stood; that task is the answer.
            log.warning('event %d refused by the SDK: %s: %s', index, type(error).__name__, error)
            break
    return {'artifacts': artifacts_of(await manager.get_task())}
