/** A stored `TaskPushNotificationConfig` (A2A §4.3.1, flattened as v1.0 has it). */
export interface StoredPushConfig {
  id: string;
  taskId: string;
  url: string;
  token?: string;
  authentication?: { scheme: string; credentials?: string };
}
