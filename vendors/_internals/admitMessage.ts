import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import { readInputRequired, readLinger } from '../../harness/wire/index.ts';
import { optionalCount } from './taskViews.ts';
import { A2A_EXTENSIONS_HEADER, type A2AMessage, type A2APart } from '../../harness/wire/index.ts';
import type { SkillSpec } from '../PersonaSpec.ts';
import { modeAccepts, partMediaType } from './mediaTypes.ts';
import { fail } from './rpcErrors.ts';
import { SimTask } from './SimTask.ts';
import { scriptFor, type TaskOutcome } from './taskScripts.ts';
import type { VendorContext } from './VendorContext.ts';
import { applyFaults } from './faultHooks.ts';
import { readProtoJsonRequest } from './readProtoJsonRequest.ts';
import type { AdmissionRules } from '../faults/FaultDeclaration.ts';

/** A message the vendor accepted: the task it created (or continued) and how to answer. */
export interface Admitted {
  task: SimTask;
  returnImmediately: boolean;
  /** `configuration.historyLength`, when the caller set one (A2A §3.2.4). */
  historyLength?: number;
  /** The message continued an existing task (it named a `taskId`). */
  followUp: boolean;
  /** The message resumed an interrupted task: a stream of it starts at this age. */
  resumedAt?: number;
}

/**
 * `SendMessage` / `SendStreamingMessage` up to task creation, in the order a server checks:
 * params shape (-32602), push config without the capability (-32003, A2A §3.3.4), required
 * extensions not activated (-32008), media types (persona knob), then the task. Throws
 * `RpcFailure` for every error answer; records each decision as a transcript note.
 */
export function admitMessage(
  ctx: VendorContext,
  sent: unknown,
  headers: Headers,
  streaming = false,
): Admitted {
  if (!isJsonObject(sent) || !isJsonObject(sent['message']))
    fail('InvalidParamsError', { field: 'message' });
  const params = readProtoJsonRequest(
    sent,
    applyFaults(ctx, 'protoJsonReading', {
      names: true,
      configurationNames: true,
      enumNumbers: true,
    }),
  );
  const immediate =
    isJsonObject(params['configuration']) && params['configuration']['returnImmediately'] === true;
  const rules = applyFaults(ctx, 'admission', {
    path: streaming ? 'streaming' : immediate ? 'non-blocking' : 'blocking',
    skillModes: true,
    refuseUnknownMembers: false,
    refuseUnknownPartMembers: false,
    requireRole: true,
    adoptUnknownTaskId: false,
    keepClientContext: true,
    repeatTaskIds: false,
    refuseSettledTask: true,
    refuseContextMismatch: true,
    joinRunningTask: false,
    refuseInterruptedTask: false,
    ignoreUndeclaredBesideDeclared: true,
    ignoreUndeclaredOnFollowUp: true,
  });
  const unknown = Object.keys(params).filter((k) => !REQUEST_MEMBERS.has(k));
  if (unknown.length > 0 && rules.refuseUnknownMembers)
    fail('InvalidParamsError', { field: unknown[0]! });
  const message = params['message'] as unknown as A2AMessage;
  if (
    !Array.isArray(message.parts) ||
    message.parts.length === 0 ||
    !message.parts.every(isJsonObject)
  ) {
    fail('InvalidParamsError', { field: 'message.parts' });
  }
  if (rules.refuseUnknownPartMembers) {
    const odd = message.parts.flatMap((p) => Object.keys(p).filter((k) => !PART_MEMBERS.has(k)));
    if (odd.length > 0) fail('InvalidParamsError', { field: `message.parts.${odd[0]!}` });
  }
  if (typeof message.messageId !== 'string' || message.messageId === '')
    fail('InvalidParamsError', { field: 'message.messageId' });
  // A2A §4.1.4, §5.7: role is REQUIRED and an enum name.
  if (message.role !== 'ROLE_USER' && message.role !== 'ROLE_AGENT' && rules.requireRole)
    fail('InvalidParamsError', { field: 'message.role' });
  const configuration = isJsonObject(params['configuration']) ? params['configuration'] : {};
  const { capabilities, behaviour } = ctx.persona;
  const gates = applyFaults(ctx, 'capabilityGates', {
    streaming: true,
    pushNotifications: true,
    extendedAgentCard: true,
  });
  if (
    configuration['taskPushNotificationConfig'] !== undefined &&
    capabilities['pushNotifications'] !== true &&
    gates.pushNotifications
  ) {
    fail('PushNotificationNotSupportedError');
  }

  const requested = requestedExtensions(headers, message);
  const declared = declaredExtensions(capabilities);
  const missing = declared.filter((e) => e.required && !requested.includes(e.uri));
  if (missing.length > 0) {
    if (behaviour.requiredExtensions !== 'ignore')
      fail('ExtensionSupportRequiredError', { uri: missing[0]!.uri });
    ctx.recorder.note('required-extension-ignored', { uris: missing.map((e) => e.uri) });
  }
  const undeclared = requested.filter((uri) => !declared.some((e) => e.uri === uri));
  let outcome: TaskOutcome = 'complete';
  const beside = requested.some((uri) => declared.some((e) => e.uri === uri));
  if (undeclared.length > 0) {
    const reaction =
      beside && !rules.ignoreUndeclaredBesideDeclared
        ? 'drop-task'
        : behaviour.onUndeclaredExtension;
    outcome =
      reaction === 'drop-task' ? 'stall' : reaction === 'fail-task' ? 'fail-extension' : 'complete';
    const note = {
      'drop-task': 'extension-activation-dropped',
      'fail-task': 'extension-activation-failed',
      ignore: 'extension-ignored',
    }[reaction];
    ctx.recorder.note(note, { uris: undeclared });
  }

  const checked = message.parts.filter((p) => !isInstructionText(p)).map(partMediaType);
  const modesOf = (s: SkillSpec): string[] =>
    rules.skillModes ? resolvedModes(s, ctx) : ctx.persona.defaultInputModes;
  if (
    behaviour.inputModes === 'enforce' &&
    !ctx.persona.skills.some((s) => accepts(modesOf(s), checked))
  ) {
    const offending =
      checked.find((t) => !ctx.persona.skills.some((s) => accepts(modesOf(s), [t]))) ?? '';
    ctx.recorder.note('rejected-before-task', { mediaType: offending });
    fail('ContentTypeNotSupportedError', { mediaType: offending });
  }
  if (
    behaviour.inputModes === 'fail-after-accept' &&
    outcome === 'complete' &&
    !accepts(ctx.persona.defaultInputModes, checked)
  ) {
    outcome = 'fail-input';
  }

  const historyLength = optionalCount(configuration, 'historyLength');
  const answer = (task: SimTask, resumedAt?: number): Admitted => ({
    task,
    followUp: typeof message.taskId === 'string',
    returnImmediately: configuration['returnImmediately'] === true,
    ...(historyLength !== undefined && { historyLength }),
    ...(resumedAt !== undefined && { resumedAt }),
  });
  const linger = readLinger(params['metadata']);
  const inputRequired = readInputRequired(params['metadata']);
  // The script of a task that completes, from `at`: asked to stop for input, it does.
  const completing = (task: SimTask, at?: number) =>
    scriptFor(
      task,
      'complete',
      ctx.timing,
      ctx.chunkTexts.slice(0, behaviour.artifactChunks),
      {
        ...(behaviour.artifacts !== undefined ? { artifacts: behaviour.artifacts } : {}),
        ...(behaviour.chunkAfterLast !== undefined
          ? { chunkAfterLast: behaviour.chunkAfterLast }
          : {}),
      },
      linger,
      { inputRequired, ...(at !== undefined && { at }) },
    );
  const known = typeof message.taskId === 'string' && ctx.tasks.has(message.taskId);
  if (typeof message.taskId === 'string' && (known || !rules.adoptUnknownTaskId)) {
    const task = continueTask(ctx, message, rules);
    if (!task.isInterruptedNow()) return answer(task);
    if (undeclared.length > 0 && !rules.ignoreUndeclaredOnFollowUp) {
      ctx.recorder.note('extension-activation-dropped', { uris: undeclared, taskId: task.id });
      return answer(task);
    }
    // A2A §3.4.3: the message brings the input an input-required task waits for; the task
    // resumes, and stops again if this message asks it to.
    const at = task.age();
    task.resume(completing(task, at));
    ctx.recorder.note('task-resumed', { taskId: task.id, ...(inputRequired && { inputRequired }) });
    return answer(task, at);
  }
  const running = rules.joinRunningTask ? runningTaskOf(ctx, message.contextId) : undefined;
  if (running !== undefined) {
    running.history.push(message);
    return answer(running);
  }
  const contextId = rules.keepClientContext ? message.contextId : undefined;
  const taskId = rules.repeatTaskIds ? 'task-1' : (message.taskId ?? ctx.nextId());
  const task = new SimTask(taskId, contextId ?? ctx.nextId(), [message]);
  task.schedule(
    outcome === 'complete'
      ? completing(task)
      : scriptFor(task, outcome, ctx.timing, [], {}, linger),
  );
  ctx.tasks.set(task.id, task);
  ctx.recorder.note('task-created', {
    taskId: task.id,
    state: 'TASK_STATE_SUBMITTED',
    outcome,
    ...(linger > 0 && { lingerMs: linger }),
    ...(inputRequired && outcome === 'complete' && { inputRequired }),
  });
  const push = configuration['taskPushNotificationConfig'];
  if (push !== undefined) ctx.push.create(ctx, task, push);
  else ctx.push.taskCreated(ctx, task);
  return answer(task);
}

/** Members of a SendMessageRequest (A2A §3.2.1), HTTP+JSON's path and query members included. */
const REQUEST_MEMBERS = new Set(['message', 'configuration', 'metadata', 'tenant']);

/** Members of a Part (A2A §4.1.6). */
const PART_MEMBERS = new Set(['text', 'raw', 'url', 'data', 'mediaType', 'filename', 'metadata']);

/** A follow-up message on an existing task: only recorded, the task's script is unchanged. */
function continueTask(ctx: VendorContext, message: A2AMessage, rules: AdmissionRules): SimTask {
  const task = ctx.tasks.get(message.taskId!);
  if (task === undefined) fail('TaskNotFoundError', { taskId: message.taskId! });
  // A2A §3.1.1: a message to a task in a terminal state is an unsupported operation.
  if (task.isTerminalNow() && rules.refuseSettledTask)
    fail('UnsupportedOperationError', { taskId: task.id, why: 'task is in a terminal state' });
  if (task.isInterruptedNow() && rules.refuseInterruptedTask)
    fail('UnsupportedOperationError', { taskId: task.id, why: 'task is in a terminal state' });
  // A2A §3.4.3: a contextId that contradicts the task's is refused.
  if (
    message.contextId !== undefined &&
    message.contextId !== task.contextId &&
    rules.refuseContextMismatch
  )
    fail('InvalidParamsError', {
      field: 'message.contextId',
      why: `task ${task.id} belongs to another context`,
    });
  task.history.push(message);
  return task;
}

/** The newest task of `contextId` still running (not settled), if any. */
function runningTaskOf(ctx: VendorContext, contextId: string | undefined): SimTask | undefined {
  if (contextId === undefined) return undefined;
  return [...ctx.tasks.values()]
    .reverse()
    .find((t) => t.contextId === contextId && !t.isSettledNow());
}

/** `A2A-Extensions` (comma-separated, A2A §3.2.6) plus the message's own `extensions`. */
function requestedExtensions(headers: Headers, message: A2AMessage): string[] {
  const fromHeader = (headers.get(A2A_EXTENSIONS_HEADER) ?? '').split(',').map((s) => s.trim());
  const fromMessage = Array.isArray(message.extensions)
    ? message.extensions.filter((u) => typeof u === 'string')
    : [];
  return [...new Set([...fromHeader, ...fromMessage])].filter((u) => u !== '');
}

function declaredExtensions(capabilities: JsonObject): { uri: string; required: boolean }[] {
  const list = capabilities['extensions'];
  if (!Array.isArray(list)) return [];
  return list.filter(isJsonObject).map((e) => ({
    uri: typeof e['uri'] === 'string' ? e['uri'] : '',
    required: e['required'] === true,
  }));
}

/** Skill `inputModes` when non-empty, else the card's defaults (DESIGN XV-DEL-001). */
function resolvedModes(skill: SkillSpec, ctx: VendorContext): string[] {
  return skill.inputModes !== undefined && skill.inputModes.length > 0
    ? skill.inputModes
    : ctx.persona.defaultInputModes;
}

function accepts(modes: readonly string[], mediaTypes: readonly string[]): boolean {
  return mediaTypes.every((t) => modes.some((m) => modeAccepts(m, t)));
}

/**
 * A bare text part (no `mediaType`) is the caller's instruction ("extract this invoice"), not
 * content: vendors that check modes check the payload parts only.
 */
function isInstructionText(part: A2APart): boolean {
  return typeof part.text === 'string' && part.mediaType === undefined;
}
