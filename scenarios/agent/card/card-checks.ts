import { findMissingRequired, listInterfaces } from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import { cardSignatureCheck } from './card-signature.ts';
import { grpcBinding } from './grpc-binding.ts';

const BOTH = ['1.0', '0.3'] as const;

const REQUIRED = { rule: 'A2A-CARD-001', caseId: 'agent-card-required-members' };
/** REQUIRED members of a v0.3 AgentCard (v0.3 `types.ts`), judged on v0.3 agents instead. */
const V03_REQUIRED = [
  'name',
  'description',
  'url',
  'version',
  'protocolVersion',
  'capabilities',
  'defaultInputModes',
  'defaultOutputModes',
  'skills',
];

const requiredMembers: AgentCheck = {
  id: 'card-required-members',
  heads: [REQUIRED],
  scope: 'card',
  generations: BOTH,
  async run(ctx) {
    const missing =
      ctx.target.generation === '0.3'
        ? V03_REQUIRED.filter(
            (m) => ctx.target.card.emitted[m] === undefined || ctx.target.card.emitted[m] === null,
          ).map((m) => `/${m}`)
        : findMissingRequired(ctx.target.card);
    const of = ctx.target.generation === '0.3' ? 'A2A v0.3 ' : '';
    return [
      missing.length === 0
        ? ctx.pass(REQUIRED, `the card has every REQUIRED ${of}member`)
        : ctx.fail(REQUIRED, `the card lacks REQUIRED ${of}members: ${missing.join(', ')}`, {
            actual: missing,
          }),
    ];
  },
};

const SERVED = { rule: 'A2A-CARD-002', caseId: 'agent-card-served-as-json' };

/** Where the card was and its content type (§8.2); the report names the path actually fetched. */
const cardServed: AgentCheck = {
  id: 'card-served',
  heads: [SERVED],
  scope: 'card',
  generations: BOTH,
  async run(ctx) {
    const { cardHead: head, cardUrl } = ctx.target;
    const path = new URL(cardUrl).pathname;
    return [
      /^application\/([\w.+-]*\+)?json\b/i.test(head.contentType)
        ? ctx.pass(SERVED, `the card is served at ${path} as ${head.contentType.split(';')[0]}`, {
            details: `fetched ${cardUrl}`,
          })
        : ctx.fail(SERVED, `the card at ${path} is served as "${head.contentType}", not JSON`, {
            details: `fetched ${cardUrl}`,
          }),
    ];
  },
};

const CACHE = { rule: 'A2A-CARD-005', caseId: 'agent-card-cache-control' };
const ETAG = { rule: 'A2A-CARD-006', caseId: 'agent-card-etag' };
const MODIFIED = { rule: 'A2A-CARD-007', caseId: 'agent-card-last-modified' };

/** The card's caching headers (§8.6.1, new in v1.0). */
const cardCaching: AgentCheck = {
  id: 'card-caching',
  heads: [CACHE, ETAG, MODIFIED],
  scope: 'card',
  async run(ctx) {
    const head = ctx.target.cardHead;
    const cache = head.headers['cache-control'] ?? '';
    return [
      /max-age=\d+/i.test(cache)
        ? ctx.pass(CACHE, `Cache-Control: ${cache}`)
        : ctx.fail(
            CACHE,
            cache === ''
              ? 'the card is served without Cache-Control'
              : `Cache-Control "${cache}" has no max-age`,
          ),
      head.headers['etag'] !== undefined
        ? ctx.pass(ETAG, `ETag: ${head.headers['etag']}`)
        : ctx.fail(ETAG, 'the card is served without an ETag'),
      head.headers['last-modified'] !== undefined
        ? ctx.pass(MODIFIED, `Last-Modified: ${head.headers['last-modified']}`)
        : ctx.notApplicable(
            MODIFIED,
            'the card is served without Last-Modified',
            'optional (MAY, §8.6.1)',
          ),
    ];
  },
};

const TYPES = { rule: 'A2A-CARD-003', caseId: 'agent-card-members-camel-case' };
const INTERFACES = { rule: 'A2A-CARD-004', caseId: 'agent-card-interfaces-usable' };
const VERSIONS = { rule: 'A2A-CARD-008', caseId: 'agent-card-versions-major-minor' };
const BINDINGS = new Set(['JSONRPC', 'HTTP+JSON', 'GRPC']);

/** The card's shape beyond presence: member spelling, interfaces, version numbers. */
const cardShape: AgentCheck = {
  id: 'card-shape',
  heads: [TYPES, INTERFACES, VERSIONS],
  scope: 'card',
  async run(ctx) {
    const snake = snakeMembers(ctx.target.card.emitted, '');
    const ifaces = listInterfaces(ctx.target.card);
    const problems: string[] = [];
    if (ifaces.length === 0) problems.push('supportedInterfaces lists no interface');
    for (const i of ifaces) {
      if (!/^https?:\/\//i.test(i.url) || !URL.canParse(i.url))
        problems.push(`${i.pointer}/url "${i.url}" is not an absolute http(s) URL`);
      if (!BINDINGS.has(i.protocolBinding) && !/^[a-z][a-z0-9+.-]*:/i.test(i.protocolBinding))
        problems.push(
          `${i.pointer}/protocolBinding "${i.protocolBinding}" is neither a core binding nor a URI (§5.8)`,
        );
      if (!/^\d+\.\d+(\.\d+)?$/.test(i.protocolVersion))
        problems.push(`${i.pointer}/protocolVersion "${i.protocolVersion}" is not Major.Minor`);
    }
    const patched = ifaces.filter((i) => /^\d+\.\d+\.\d+$/.test(i.protocolVersion));
    return [
      snake.length === 0
        ? ctx.pass(TYPES, 'every card member is spelled in camelCase')
        : ctx.fail(TYPES, `snake_case members: ${snake.slice(0, 5).join(', ')}`, { actual: snake }),
      problems.length === 0
        ? ctx.pass(
            INTERFACES,
            `${ifaces.length} interface(s), each with an absolute URL, a binding and a version`,
          )
        : ctx.fail(INTERFACES, problems.slice(0, 3).join('; '), { actual: ifaces }),
      patched.length === 0
        ? ctx.pass(
            VERSIONS,
            `protocol versions ${[...new Set(ifaces.map((i) => i.protocolVersion))].join(', ') || '(none)'} carry no patch number`,
          )
        : ctx.fail(
            VERSIONS,
            `protocol version(s) with a patch number: ${patched.map((i) => i.protocolVersion).join(', ')}`,
          ),
    ];
  },
};

/** Pointers of snake_case member names (outside free-form `metadata`, `params`, `header`). */
function snakeMembers(value: unknown, at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => snakeMembers(v, `${at}/${i}`));
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const here =
      k.includes('_') && !at.endsWith('/securitySchemes') && !at.endsWith('/scopes')
        ? [`${at}/${k}`]
        : [];
    const free =
      k === 'metadata' || k === 'params' || k === 'header' || k === 'scopes' || k === 'schemes';
    return [...here, ...(free ? [] : snakeMembers(v, `${at}/${k}`))];
  });
}

/** Checks of the Agent Card as served, and of the gRPC interface it declares. */
export const CARD_CHECKS: readonly AgentCheck[] = [
  requiredMembers,
  cardServed,
  cardCaching,
  cardShape,
  cardSignatureCheck,
  grpcBinding,
];
