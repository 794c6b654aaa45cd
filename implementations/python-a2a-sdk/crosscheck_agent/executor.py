"""A deterministic executor on the SDK's AgentExecutor / TaskUpdater API.

It echoes the text of the user's message as one artifact, streamed in two chunks
(the first creates the artifact, the second has ``append`` and ``lastChunk``),
and walks the task through SUBMITTED -> WORKING -> COMPLETED with short pauses
so that a running task can be observed, cancelled or subscribed to.
"""

from __future__ import annotations

import asyncio

from a2a.helpers import new_task_from_user_message
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.server.tasks import TaskUpdater
from a2a.types import Part

#: Pause before WORKING and again before the artifact (seconds): about 300 ms in all.
STEP_DELAY = 0.15

#: Name of the echoed artifact.
ARTIFACT_NAME = 'echo'

#: Request metadata by which the harness asks a cooperating agent to keep a
#: task WORKING for a while (milliseconds), so that it can act on a running task
#: whatever the machine's load; the harness caps what it asks at 5000 ms.
LINGER_METADATA_KEY = 'https://a2a-crosscheck.dev/metadata/linger-ms'
MAX_LINGER_MS = 5000

#: Request metadata by which the harness asks a cooperating agent to stop a task
#: in TASK_STATE_INPUT_REQUIRED instead of answering; the next message naming
#: the task resumes it (A2A §3.4.3). The harness puts it on the message too.
INPUT_REQUIRED_METADATA_KEY = 'https://a2a-crosscheck.dev/metadata/input-required'


def linger_seconds(metadata) -> float:
    """The linger asked for in ``metadata`` (a protobuf Struct or a dict), in seconds."""
    try:
        value = metadata[LINGER_METADATA_KEY] if metadata is not None else None
    except (KeyError, ValueError, TypeError):
        return 0.0
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        return 0.0
    return min(float(value), MAX_LINGER_MS) / 1000


def input_required(metadata) -> bool:
    """True when ``metadata`` (a protobuf Struct or a dict) asks for a stop for input."""
    try:
        value = metadata[INPUT_REQUIRED_METADATA_KEY] if metadata is not None else None
    except (KeyError, ValueError, TypeError):
        return False
    return value is True


def split_in_two(text: str) -> tuple[str, str]:
    """Splits ``text`` into two chunks whose concatenation is ``text``.

    Both chunks are non-empty when the text has two characters or more.
    """
    middle = (len(text) + 1) // 2
    return text[:middle], text[middle:]


class EchoExecutor(AgentExecutor):
    """Echoes the user's text back as an artifact, with no model behind it."""

    def __init__(self, step_delay: float = STEP_DELAY) -> None:
        self._step_delay = step_delay

    async def execute(
        self, context: RequestContext, event_queue: EventQueue
    ) -> None:
        message = context.message
        if message is None:  # not reachable from a SendMessage request
            return

        # As the SDK's samples do: a new request enqueues the Task first (in
        # TASK_STATE_SUBMITTED), a follow-up on an existing task reuses it.
        task = context.current_task
        if task is None:
            task = new_task_from_user_message(message)
            await event_queue.enqueue_event(task)

        updater = TaskUpdater(
            event_queue=event_queue,
            task_id=task.id,
            context_id=task.context_id,
        )
        await asyncio.sleep(self._step_delay)
        await updater.start_work()
        await asyncio.sleep(self._step_delay + linger_seconds(message.metadata))
        if input_required(message.metadata):
            # The SDK's way to ask for input: the task waits, interrupted, until a
            # message naming it brings the SDK back here with the task.
            await updater.requires_input()
            return

        text = context.get_user_input()
        first, second = split_in_two(text)
        artifact_id = f'{task.id}-echo'
        # The first chunk creates the artifact (append unset: the SDK's task
        # manager rejects append=True on an artifact it has not seen).
        await updater.add_artifact(
            parts=[Part(text=first, media_type='text/plain')],
            artifact_id=artifact_id,
            name=ARTIFACT_NAME,
            last_chunk=False,
        )
        await updater.add_artifact(
            parts=[Part(text=second, media_type='text/plain')],
            artifact_id=artifact_id,
            name=ARTIFACT_NAME,
            append=True,
            last_chunk=True,
        )
        await updater.complete()

    async def cancel(
        self, context: RequestContext, event_queue: EventQueue
    ) -> None:
        # The SDK calls this before it cancels the running execute(); writing
        # the CANCELED status here is what its hello-world sample does.
        updater = TaskUpdater(
            event_queue=event_queue,
            task_id=context.task_id or '',
            context_id=context.context_id or '',
        )
        await updater.cancel()
