import { isJsonObject, stringOr } from '../../harness/json/JsonValue.ts';
import type { A2ATask } from '../../harness/wire/index.ts';
import { fail } from './rpcErrors.ts';
import { optionalCount, viewOf } from './taskViews.ts';
import type { VendorContext } from './VendorContext.ts';
import { MAX_LIST_PAGE } from '../faults/list-tasks-faults.ts';
import type { ListPlan } from '../faults/FaultDeclaration.ts';
import { applyFaults } from './faultHooks.ts';

const DEFAULT_PAGE = 50;

/**
 * `ListTasks` (A2A §3.1.4): filtered by `contextId` and `status`, newest status first, in pages
 * of `pageSize` (1–100, default 50) with an opaque cursor; `nextPageToken` is always present and
 * empty on the last page; artifacts only with `includeArtifacts: true`.
 */
export function listTasks(ctx: VendorContext, params: unknown): Record<string, unknown> {
  const p = isJsonObject(params) ? params : {};
  const asked = optionalCount(p, 'pageSize') ?? DEFAULT_PAGE;
  const plan: ListPlan = {
    pageSize: asked,
    includeArtifacts: p['includeArtifacts'] === true || p['includeArtifacts'] === 'true',
    newestFirst: true,
    contextMatchLastOnly: false,
    totalSize: true,
    tokenFilters: false,
    timestampsAsText: false,
    runningTasks: true,
  };
  applyFaults(ctx, 'listPlan', plan);
  const { pageSize } = plan;
  if (asked < 1 || asked > MAX_LIST_PAGE) fail('InvalidParamsError', { field: 'pageSize' });
  const historyLength = optionalCount(p, 'historyLength');
  const token = readToken(stringOr(p['pageToken']));
  const filters = plan.tokenFilters && token.filters !== undefined ? token.filters : undefined;
  const contextId = filters?.contextId ?? stringOr(p['contextId']);
  const status = filters?.status ?? stringOr(p['status']);
  const after = afterOf(stringOr(p['statusTimestampAfter']), plan.timestampsAsText);
  const store = ctx.persona.behaviour.artifactStore;
  const all = [...ctx.tasks.values()]
    .filter((t) => plan.runningTasks || t.isSettledNow())
    .map((t) => t.snapshot(store))
    .filter(
      (t) =>
        (contextId === '' || t.contextId === contextId) &&
        (status === '' || t.status.state === status) &&
        after(t),
    )
    .sort((a, b) => (plan.newestFirst ? 1 : -1) * (stamp(b) - stamp(a)));
  if (contextId !== '' && plan.contextMatchLastOnly) all.splice(0, all.length - 1);
  const { offset } = token;
  const page = all.slice(offset, offset + pageSize);
  const carried = plan.tokenFilters ? `:${JSON.stringify({ contextId, status })}` : '';
  const next =
    offset + pageSize < all.length
      ? Buffer.from(`offset:${offset + pageSize}${carried}`).toString('base64url')
      : '';
  return {
    tasks: page.map((t) =>
      viewOf(t, {
        includeArtifacts: plan.includeArtifacts,
        ...(historyLength !== undefined && { historyLength }),
      }),
    ),
    nextPageToken: next,
    pageSize,
    ...(plan.totalSize && { totalSize: all.length }),
  };
}

/**
 * The `statusTimestampAfter` filter (A2A §3.1.4; the proto: a task whose status timestamp is at or
 * after it): every task when none is given; a timestamp that does not parse is refused.
 */
function afterOf(value: string, asText: boolean): (task: A2ATask) => boolean {
  if (value === '') return () => true;
  const at = Date.parse(value);
  if (Number.isNaN(at)) fail('InvalidParamsError', { field: 'statusTimestampAfter' });
  return asText ? (t) => (t.status.timestamp ?? '') >= value : (t) => stamp(t) >= at;
}

function stamp(task: A2ATask): number {
  return Date.parse(task.status.timestamp ?? '') || 0;
}

/** A page token: the offset it continues at, and the filters it carries (a fault's tokens only). */
function readToken(token: string): {
  offset: number;
  filters?: { contextId: string; status: string };
} {
  if (token === '') return { offset: 0 };
  const m = /^offset:(\d+)(?::(.*))?$/s.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (m === null) fail('InvalidParamsError', { field: 'pageToken' });
  if (m[2] === undefined) return { offset: Number(m[1]) };
  let carried: unknown;
  try {
    carried = JSON.parse(m[2]);
  } catch {
    fail('InvalidParamsError', { field: 'pageToken' });
  }
  const filters =
    isJsonObject(carried) &&
    typeof carried['contextId'] === 'string' &&
    typeof carried['status'] === 'string'
      ? { contextId: carried['contextId'], status: carried['status'] }
      : undefined;
  return { offset: Number(m[1]), ...(filters !== undefined && { filters }) };
}
