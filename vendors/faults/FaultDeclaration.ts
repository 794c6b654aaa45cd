import type { A2ATask } from '../../harness/wire/index.ts';

/**
 * How `ListTasks` is about to page (A2A §3.1.4), as its handler settled it from the request: what
 * a fault may edit before the page is cut.
 */
export interface ListPlan {
  /** Tasks per page (the request's `pageSize`, default 50). */
  pageSize: number;
  /** Whether tasks carry their artifacts (the request's `includeArtifacts`). */
  includeArtifacts: boolean;
  /** Newest status first, as A2A §3.1.4 orders them. */
  newestFirst: boolean;
  /** Of the tasks a `contextId` filter matches, only the last in list order (the oldest). */
  contextMatchLastOnly: boolean;
  /** Whether the answer carries `totalSize`. */
  totalSize: boolean;
}

/**
 * The named points at which a simulated vendor consults its faults: each hook edits, in place,
 * what the vendor is about to do or send there. A fault with no hook is a flag the handlers read
 * (`hasFault`), or a knob of the persona (`twinPersona.ts`).
 */
export interface FaultHooks {
  /** A task as an answer carries it (send, get, list, cancel, a stream's Task): its own copy. */
  servedTask?: (task: A2ATask & Record<string, unknown>) => void;
  /** How `ListTasks` pages. */
  listPlan?: (plan: ListPlan) => void;
}

/**
 * One deliberate fault a simulated vendor can be given, declared in one place: what it breaks,
 * in one line, and, at the named points of {@link FaultHooks}, how.
 */
export interface FaultDeclaration extends FaultHooks {
  /** What the faulty vendor does differently, in one line. */
  summary: string;
}
