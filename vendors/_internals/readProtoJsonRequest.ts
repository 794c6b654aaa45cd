import { isJsonObject, type JsonObject, type JsonValue } from '../../harness/json/JsonValue.ts';

/** What a vendor's reader of a SendMessageRequest takes beside the JSON names. */
export interface ProtoJsonReading {
  /** Proto field names (`message_id`) in the request and the message. */
  names: boolean;
  /** Proto field names in `configuration`. */
  configurationNames: boolean;
  /** Enum values as numbers (`role: 1`). */
  enumNumbers: boolean;
}

/** Proto field name → JSON name, per message type of a SendMessageRequest (A2A §3.2.1, §4.1). */
const NAMES = {
  request: {},
  message: {
    message_id: 'messageId',
    context_id: 'contextId',
    task_id: 'taskId',
    reference_task_ids: 'referenceTaskIds',
  },
  part: { media_type: 'mediaType' },
  configuration: {
    accepted_output_modes: 'acceptedOutputModes',
    task_push_notification_config: 'taskPushNotificationConfig',
    history_length: 'historyLength',
    return_immediately: 'returnImmediately',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** `Role` by number (A2A §4.1.5). */
const ROLES: Readonly<Record<number, string>> = {
  0: 'ROLE_UNSPECIFIED',
  1: 'ROLE_USER',
  2: 'ROLE_AGENT',
};

function renamed(o: JsonObject, names: Readonly<Record<string, string>>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) {
    const name = Object.hasOwn(names, k) ? names[k]! : k;
    Object.defineProperty(out, name, {
      value: v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * A SendMessageRequest as a ProtoJSON parser reads it (A2A §5.5 adopts ProtoJSON, whose parsers
 * "accept both the lowerCamelCase name … and the original proto field name", and enum values by
 * name or by number): every member under its JSON name, `role` by name. What `reading` does not
 * take is left as it came, to be ignored as unknown or refused by what reads it next.
 */
export function readProtoJsonRequest(params: JsonObject, reading: ProtoJsonReading): JsonObject {
  const out = reading.names ? renamed(params, NAMES.request) : { ...params };
  const message = out['message'];
  if (isJsonObject(message)) {
    const m = reading.names ? renamed(message, NAMES.message) : { ...message };
    if (reading.enumNumbers && typeof m['role'] === 'number' && ROLES[m['role']] !== undefined)
      m['role'] = ROLES[m['role']]!;
    if (reading.names && Array.isArray(m['parts']))
      m['parts'] = m['parts'].map((p: JsonValue) => (isJsonObject(p) ? renamed(p, NAMES.part) : p));
    out['message'] = m;
  }
  const configuration = out['configuration'];
  if (reading.configurationNames && isJsonObject(configuration))
    out['configuration'] = renamed(configuration, NAMES.configuration);
  return out;
}
