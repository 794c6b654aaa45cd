import { isJsonObject, stringOr } from '../../harness/json/JsonValue.ts';
import type { A2ATask } from '../../harness/wire/index.ts';
import { fail } from './rpcErrors.ts';
import { optionalCount, viewOf } from './taskViews.ts';
import type { VendorContext } from './VendorContext.ts';
import { hasFault } from './hasFault.ts';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 100;

/**
 * `ListTasks` (A2A §3.1.4): filtered by `contextId` and `status`, newest status first, in pages
 * of `pageSize` (1–100, default 50) with an opaque cursor; `nextPageToken` is always present and
 * empty on the last page; artifacts only with `includeArtifacts: true`.
 */
export function listTasks(ctx: VendorContext, params: unknown): Record<string, unknown> {
  const p = isJsonObject(params) ? params : {};
  const asked = optionalCount(p, 'pageSize') ?? DEFAULT_PAGE;
  const pageSize = hasFault(ctx, 'list-ignores-page-size') ? MAX_PAGE : asked;
  if (asked < 1 || asked > MAX_PAGE) fail('InvalidParamsError', { field: 'pageSize' });
  const historyLength = optionalCount(p, 'historyLength');
  const include =
    p['includeArtifacts'] === true ||
    p['includeArtifacts'] === 'true' ||
    hasFault(ctx, 'list-artifacts-always');
  const contextId = stringOr(p['contextId']);
  const status = stringOr(p['status']);
  const store = ctx.persona.behaviour.artifactStore;
  const all = [...ctx.tasks.values()]
    .map((t) => t.snapshot(store))
    .filter(
      (t) =>
        (contextId === '' || t.contextId === contextId) &&
        (status === '' || t.status.state === status),
    )
    .sort((a, b) => (hasFault(ctx, 'list-oldest-first') ? -1 : 1) * (stamp(b) - stamp(a)));
  if (contextId !== '' && hasFault(ctx, 'list-context-filter-first-only'))
    all.splice(0, all.length - 1);
  const offset = readToken(stringOr(p['pageToken']));
  const page = all.slice(offset, offset + pageSize);
  const next =
    offset + pageSize < all.length
      ? Buffer.from(`offset:${offset + pageSize}`).toString('base64url')
      : '';
  return {
    tasks: page.map((t) =>
      viewOf(t, {
        includeArtifacts: include,
        ...(historyLength !== undefined && { historyLength }),
      }),
    ),
    nextPageToken: next,
    pageSize,
    ...(!hasFault(ctx, 'list-without-total-size') && { totalSize: all.length }),
  };
}

function stamp(task: A2ATask): number {
  return Date.parse(task.status.timestamp ?? '') || 0;
}

function readToken(token: string): number {
  if (token === '') return 0;
  const m = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (m === null) fail('InvalidParamsError', { field: 'pageToken' });
  return Number(m[1]);
}
