import type { FaultDeclaration } from './FaultDeclaration.ts';

/** The largest page `ListTasks` serves (A2A §3.1.4: 1–100). */
export const MAX_LIST_PAGE = 100;

/**
 * Faults of `ListTasks` paging (A2A §3.1.4): the broken twins of the list rules
 * (`scenarios/agent/tasks/twins.ts`), each one edit of how the handler pages.
 */
export const LIST_TASKS_FAULTS = {
  'list-without-total-size': {
    summary: 'ListTasks answers without totalSize',
    listPlan(plan) {
      plan.totalSize = false;
    },
  },
  'list-ignores-page-size': {
    summary: 'ListTasks returns every task on one page whatever pageSize asks',
    listPlan(plan) {
      plan.pageSize = MAX_LIST_PAGE;
    },
  },
  'list-oldest-first': {
    summary: 'ListTasks lists the oldest task first',
    listPlan(plan) {
      plan.newestFirst = false;
    },
  },
  'list-artifacts-always': {
    summary: 'ListTasks includes artifacts without includeArtifacts',
    listPlan(plan) {
      plan.includeArtifacts = true;
    },
  },
  'list-token-keeps-its-filters': {
    summary: "ListTasks applies a page token's own listing's filters instead of the request's",
    listPlan(plan) {
      plan.tokenFilters = true;
    },
  },
  'list-context-filter-first-only': {
    summary: 'ListTasks filtered by contextId returns only the oldest task of that context',
    listPlan(plan) {
      plan.contextMatchLastOnly = true;
    },
  },
  'status-after-compared-as-text': {
    summary:
      'ListTasks compares statusTimestampAfter with status timestamps as text, not as instants',
    listPlan(plan) {
      plan.timestampsAsText = true;
    },
  },
  'list-omits-running-tasks': {
    summary:
      'ListTasks lists only the tasks that have reached a terminal or interrupted state, none still running',
    listPlan(plan) {
      plan.runningTasks = false;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
