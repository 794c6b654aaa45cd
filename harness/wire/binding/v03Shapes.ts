import { isJsonObject, stringOr, type JsonObject, type JsonValue } from '../../json/JsonValue.ts';
import type {
  A2AMessage,
  A2APart,
  A2ATask,
  SendMessageParams,
  SendMessageResult,
  StreamResponse,
} from '../a2aTypes.ts';

/**
 * Translation between A2A v1.0 shapes and v0.3 ones (`kind` discriminators, lower-case enum
 * values, `file` parts, `blocking`), so that checks written once in v1.0 terms run against a
 * v0.3 agent. Only what the checks that apply to both generations read is translated; rules
 * about the v1.0 data model itself never see translated data.
 */

const STATES_03: Record<string, string> = {
  submitted: 'TASK_STATE_SUBMITTED',
  working: 'TASK_STATE_WORKING',
  completed: 'TASK_STATE_COMPLETED',
  failed: 'TASK_STATE_FAILED',
  canceled: 'TASK_STATE_CANCELED',
  rejected: 'TASK_STATE_REJECTED',
  'input-required': 'TASK_STATE_INPUT_REQUIRED',
  'auth-required': 'TASK_STATE_AUTH_REQUIRED',
  unknown: 'TASK_STATE_UNSPECIFIED',
};

/**
 * A v1.0 `SendMessageRequest` as v0.3's `MessageSendParams`. What is absent stays absent and
 * what is malformed is passed on as it is: the malformed-request checks reach a v0.3 agent with
 * the same fault (a message without `role` must not gain one on the way).
 */
export function toV03SendParams(params: SendMessageParams): JsonObject {
  const c = params.configuration;
  const out: JsonObject = {};
  if (isJsonObject(params.message)) out['message'] = toV03Message(params.message);
  else if (params.message !== undefined) out['message'] = params.message as unknown as JsonValue;
  if (c !== undefined) {
    const configuration: JsonObject = { blocking: c.returnImmediately !== true };
    if (c.historyLength !== undefined) configuration['historyLength'] = c.historyLength;
    if (c.acceptedOutputModes !== undefined)
      configuration['acceptedOutputModes'] = c.acceptedOutputModes;
    if (c.taskPushNotificationConfig !== undefined)
      configuration['pushNotificationConfig'] = toV03PushConfig(c.taskPushNotificationConfig);
    out['configuration'] = configuration;
  }
  if (params.metadata !== undefined) out['metadata'] = params.metadata;
  return out;
}

export function toV03Message(message: A2AMessage): JsonObject {
  const out: JsonObject = { kind: 'message' };
  if (message.messageId !== undefined) out['messageId'] = message.messageId;
  if (message.role !== undefined)
    out['role'] =
      message.role === 'ROLE_AGENT'
        ? 'agent'
        : message.role === 'ROLE_USER'
          ? 'user'
          : message.role;
  if (Array.isArray(message.parts))
    out['parts'] = message.parts.map((p) =>
      isJsonObject(p) ? toV03Part(p) : (p as unknown as JsonValue),
    );
  else if (message.parts !== undefined) out['parts'] = message.parts;
  if (message.contextId !== undefined) out['contextId'] = message.contextId;
  if (message.taskId !== undefined) out['taskId'] = message.taskId;
  if (message.extensions !== undefined) out['extensions'] = message.extensions;
  if (message.metadata !== undefined) out['metadata'] = message.metadata;
  return out;
}

function toV03Part(part: A2APart): JsonObject {
  if (part.text !== undefined) return { kind: 'text', text: part.text };
  if (part.data !== undefined) return { kind: 'data', data: part.data };
  const file: JsonObject = {};
  if (part.raw !== undefined) file['bytes'] = part.raw;
  if (part.url !== undefined) file['uri'] = part.url;
  if (part.mediaType !== undefined) file['mimeType'] = part.mediaType;
  if (part.filename !== undefined) file['name'] = part.filename;
  return { kind: 'file', file };
}

/** v1.0 `TaskPushNotificationConfig` fields as a v0.3 `PushNotificationConfig`. */
export function toV03PushConfig(config: JsonObject): JsonObject {
  const out: JsonObject = { url: config['url'] ?? '' };
  if (config['id'] !== undefined) out['id'] = config['id'];
  if (config['token'] !== undefined) out['token'] = config['token'];
  const auth = config['authentication'];
  if (isJsonObject(auth))
    out['authentication'] = {
      schemes: [auth['scheme'] ?? ''],
      ...(auth['credentials'] !== undefined && { credentials: auth['credentials'] }),
    };
  return out;
}

/** A v0.3 `Task` or `Message` result of `message/send` as a v1.0 `SendMessageResponse`. */
export function fromV03SendResult(result: unknown): SendMessageResult {
  if (!isJsonObject(result)) return {};
  if (result['kind'] === 'message') return { message: fromV03Message(result) };
  return { task: fromV03Task(result) };
}

export function fromV03Task(task: unknown): A2ATask {
  const t = isJsonObject(task) ? task : {};
  const status = isJsonObject(t['status']) ? t['status'] : {};
  const out: A2ATask = {
    id: stringOr(t['id']),
    contextId: stringOr(t['contextId']),
    status: {
      state: (STATES_03[stringOr(status['state'])] ??
        stringOr(status['state'])) as A2ATask['status']['state'],
      ...(isJsonObject(status['message']) && { message: fromV03Message(status['message']) }),
      ...(typeof status['timestamp'] === 'string' && { timestamp: status['timestamp'] }),
    },
  };
  if (Array.isArray(t['artifacts']))
    out.artifacts = t['artifacts'].filter(isJsonObject).map((a) => ({
      artifactId: stringOr(a['artifactId']),
      parts: Array.isArray(a['parts']) ? a['parts'].map(fromV03Part) : [],
      ...(typeof a['name'] === 'string' && { name: a['name'] }),
    }));
  if (Array.isArray(t['history']))
    out.history = t['history'].filter(isJsonObject).map(fromV03Message);
  return out;
}

export function fromV03Message(message: JsonObject): A2AMessage {
  const out: A2AMessage = {
    messageId: stringOr(message['messageId']),
    role: message['role'] === 'agent' ? 'ROLE_AGENT' : 'ROLE_USER',
    parts: Array.isArray(message['parts']) ? message['parts'].map(fromV03Part) : [],
  };
  if (typeof message['contextId'] === 'string') out.contextId = message['contextId'];
  if (typeof message['taskId'] === 'string') out.taskId = message['taskId'];
  return out;
}

function fromV03Part(part: JsonValue): A2APart {
  if (!isJsonObject(part)) return {};
  if (part['kind'] === 'text' || typeof part['text'] === 'string')
    return { text: stringOr(part['text']) };
  if (part['kind'] === 'data') return { data: part['data'] ?? null };
  const file = isJsonObject(part['file']) ? part['file'] : {};
  const out: A2APart = {};
  if (typeof file['bytes'] === 'string') out.raw = file['bytes'];
  if (typeof file['uri'] === 'string') out.url = file['uri'];
  if (typeof file['mimeType'] === 'string') out.mediaType = file['mimeType'];
  if (typeof file['name'] === 'string') out.filename = file['name'];
  return out;
}

/** One v0.3 stream event (`kind`: task, message, status-update, artifact-update) in v1.0 shape. */
export function fromV03Event(result: unknown): StreamResponse | undefined {
  if (!isJsonObject(result)) return undefined;
  switch (result['kind']) {
    case 'task':
      return { task: fromV03Task(result) };
    case 'message':
      return { message: fromV03Message(result) };
    case 'status-update': {
      const task = fromV03Task({
        id: result['taskId'],
        contextId: result['contextId'],
        status: result['status'],
      });
      return { statusUpdate: { taskId: task.id, contextId: task.contextId, status: task.status } };
    }
    case 'artifact-update': {
      const artifact = fromV03Task({ artifacts: [result['artifact']] }).artifacts?.[0];
      if (artifact === undefined) return undefined;
      return {
        artifactUpdate: {
          taskId: stringOr(result['taskId']),
          contextId: stringOr(result['contextId']),
          artifact,
          ...(result['append'] === true && { append: true }),
          ...(result['lastChunk'] === true && { lastChunk: true }),
        },
      };
    }
    default:
      return undefined;
  }
}
