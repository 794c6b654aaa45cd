import type { A2ATask } from '../../../../harness/wire/index.ts';

/**
 * The tasks of a ListTasks answer: an absent `tasks` is an empty listing, as ProtoJSON writes an
 * empty repeated field (it omits it); undefined where `tasks` is there but not a list.
 */
export function listedTasks(result: { tasks?: unknown }): A2ATask[] | undefined {
  if (result.tasks === undefined) return [];
  return Array.isArray(result.tasks) ? (result.tasks as A2ATask[]) : undefined;
}
