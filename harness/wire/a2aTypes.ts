import type { JsonObject, JsonValue } from '../json/JsonValue.ts';

/**
 * A2A v1.0 wire shapes (ProtoJSON, A2A §5.5) as the wire client and the simulated vendors use
 * them. Values received from a peer are *not* validated against these types: they describe what
 * a well-behaved peer sends, and every reader must still cope with anything else.
 */

/** `TaskState` enum names (A2A §4.1.3). */
export type TaskState =
  | 'TASK_STATE_UNSPECIFIED'
  | 'TASK_STATE_SUBMITTED'
  | 'TASK_STATE_WORKING'
  | 'TASK_STATE_COMPLETED'
  | 'TASK_STATE_FAILED'
  | 'TASK_STATE_CANCELED'
  | 'TASK_STATE_INPUT_REQUIRED'
  | 'TASK_STATE_REJECTED'
  | 'TASK_STATE_AUTH_REQUIRED';

/** One `Part` (oneof `text` / `raw` (base64) / `url` / `data`, plus `mediaType`). */
export interface A2APart {
  text?: string;
  raw?: string;
  url?: string;
  data?: JsonValue;
  mediaType?: string;
  filename?: string;
  metadata?: JsonObject;
}

export interface A2AMessage {
  messageId: string;
  role: 'ROLE_USER' | 'ROLE_AGENT';
  parts: A2APart[];
  contextId?: string;
  taskId?: string;
  /** URIs of extensions present in or contributing to this message (A2A §4.6). */
  extensions?: string[];
  metadata?: JsonObject;
}

export interface A2ATaskStatus {
  state: TaskState;
  message?: A2AMessage;
  timestamp?: string;
}

export interface A2AArtifact {
  artifactId: string;
  name?: string;
  parts: A2APart[];
  metadata?: JsonObject;
}

export interface A2ATask {
  id: string;
  contextId: string;
  status: A2ATaskStatus;
  artifacts?: A2AArtifact[];
  history?: A2AMessage[];
  metadata?: JsonObject;
}

export interface TaskStatusUpdateEvent {
  taskId: string;
  contextId: string;
  status: A2ATaskStatus;
  metadata?: JsonObject;
}

export interface TaskArtifactUpdateEvent {
  taskId: string;
  contextId: string;
  artifact: A2AArtifact;
  append?: boolean;
  lastChunk?: boolean;
  metadata?: JsonObject;
}

/** One streamed event: exactly one member set (A2A §3.1.2). */
export interface StreamResponse {
  task?: A2ATask;
  message?: A2AMessage;
  statusUpdate?: TaskStatusUpdateEvent;
  artifactUpdate?: TaskArtifactUpdateEvent;
}

/** `SendMessageConfiguration` (A2A §3.2.2: blocking unless `returnImmediately`). */
export interface SendMessageConfiguration {
  returnImmediately?: boolean;
  acceptedOutputModes?: string[];
  taskPushNotificationConfig?: JsonObject;
  historyLength?: number;
}

/** `SendMessageRequest`, the `params` of `SendMessage` and `SendStreamingMessage`. */
export interface SendMessageParams {
  message: A2AMessage;
  configuration?: SendMessageConfiguration;
  metadata?: JsonObject;
  tenant?: string;
}

/** `SendMessageResponse`: `{ task }` or `{ message }`. */
export interface SendMessageResult {
  task?: A2ATask;
  message?: A2AMessage;
}

/** A JSON-RPC 2.0 error object (A2A §9.5: `data` is an array of `@type` objects). */
export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: JsonValue;
}
