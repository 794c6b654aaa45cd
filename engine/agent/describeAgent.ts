import { isJsonObject, stringOr } from '../../harness/json/JsonValue.ts';
import type { ParsedCard } from '../../harness/card/index.ts';
import {
  assertLoopback,
  createJsonRpcBinding,
  createGrpcBinding,
  grpcInterfaceUrl,
  createRestBinding,
  type AgentBinding,
  type HttpTarget,
  type ProtocolGeneration,
  userHeadersFor,
} from '../../harness/wire/index.ts';
import type { DeclaredInterface } from '../../scenarios/agent/AgentTarget.ts';

/**
 * The protocol generation a card speaks: v1.0 cards list `supportedInterfaces`; v0.3 cards have
 * a top-level `url` (with `protocolVersion`, `preferredTransport`, `additionalInterfaces`) and
 * no `supportedInterfaces` (A2A v1.0 Appendix A, the v0.3 → v1.0 table of the fact sheet), or
 * list only 0.x interfaces beside that `url`.
 */
export function cardGeneration(card: ParsedCard): ProtocolGeneration {
  const e = card.emitted;
  const listed = e['supportedInterfaces'];
  if (Array.isArray(listed)) {
    // A v0.3 agent's card written in both shapes (a2a-go's a2acompat/a2av0 serves one): a
    // top-level `url` beside interfaces that all declare a 0.x protocol. Its generation is its
    // interfaces', so its v0.3 wire is what gets judged, through the v0.3 members.
    const versions = listed.filter(isJsonObject).map((i) => i['protocolVersion']);
    const allV03 =
      versions.length > 0 && versions.every((v) => typeof v === 'string' && v.startsWith('0.'));
    return allV03 && typeof e['url'] === 'string' ? '0.3' : '1.0';
  }
  return typeof e['url'] === 'string' ? '0.3' : '1.0';
}

/** The interfaces a card declares, in preference order, whatever its generation. */
export function declaredInterfaces(
  card: ParsedCard,
  generation: ProtocolGeneration,
): DeclaredInterface[] {
  const e = card.emitted;
  if (generation === '1.0')
    return (Array.isArray(e['supportedInterfaces']) ? e['supportedInterfaces'] : [])
      .filter(isJsonObject)
      .map((i) => ({
        binding: stringOr(i['protocolBinding'], ''),
        url: stringOr(i['url'], ''),
        protocolVersion: stringOr(i['protocolVersion'], ''),
      }));
  const version = typeof e['protocolVersion'] === 'string' ? e['protocolVersion'] : '0.3';
  const main = {
    binding: stringOr(e['preferredTransport'], 'JSONRPC'),
    url: stringOr(e['url']),
    protocolVersion: version,
  };
  const more = (Array.isArray(e['additionalInterfaces']) ? e['additionalInterfaces'] : [])
    .filter(isJsonObject)
    .map((i) => ({
      binding: stringOr(i['transport'], ''),
      url: stringOr(i['url'], ''),
      protocolVersion: version,
    }));
  return [main, ...more];
}

/**
 * One binding per interface the harness can drive: JSON-RPC or HTTP+JSON, of the card's own
 * generation (a v0.3 interface on a v1.0 card is judged through its v1.0 siblings), and gRPC
 * on a v1.0 card when `grpc` says its modules load (after the others), on a URL the loopback
 * policy allows. Everything else is listed with the reason it is not driven.
 */
export function bindingsFor(
  interfaces: DeclaredInterface[],
  generation: ProtocolGeneration,
  http: HttpTarget,
  headers: Record<string, string>,
  grpc = false,
): { bindings: AgentBinding[]; unusable: { iface: DeclaredInterface; reason: string }[] } {
  const bindings: AgentBinding[] = [];
  const grpcBindings: AgentBinding[] = [];
  const unusable: { iface: DeclaredInterface; reason: string }[] = [];
  const seen = new Set<string>();
  for (const iface of interfaces) {
    const key = `${iface.binding} ${iface.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const ifaceGeneration: ProtocolGeneration = iface.protocolVersion.startsWith('0.')
      ? '0.3'
      : '1.0';
    if (iface.binding === 'GRPC' && (!grpc || ifaceGeneration !== '1.0' || generation !== '1.0')) {
      unusable.push({
        iface,
        reason: grpc
          ? 'only the gRPC binding of A2A v1.0 is driven'
          : 'the gRPC binding needs @a2a-js/sdk and @bufbuild/protobuf (see A2A-GRPC-001)',
      });
      continue;
    }
    if (iface.binding !== 'JSONRPC' && iface.binding !== 'HTTP+JSON' && iface.binding !== 'GRPC') {
      unusable.push({ iface, reason: `binding "${iface.binding}" is not one the harness speaks` });
      continue;
    }
    if (ifaceGeneration !== generation) {
      unusable.push({
        iface,
        reason: `an A2A ${iface.protocolVersion} interface on an A2A v${generation} card`,
      });
      continue;
    }
    if (generation === '0.3' && iface.binding !== 'JSONRPC') {
      unusable.push({ iface, reason: 'only the JSON-RPC binding of A2A v0.3 is judged' });
      continue;
    }
    let url: string;
    try {
      const declared = iface.binding === 'GRPC' ? grpcInterfaceUrl(iface.url) : iface.url;
      url = assertLoopback(declared, http.allowRemote, http.allowSpecial).href;
    } catch (cause) {
      unusable.push({ iface, reason: cause instanceof Error ? cause.message : String(cause) });
      continue;
    }
    if (iface.binding === 'GRPC') {
      grpcBindings.push(
        createGrpcBinding({ url, target: http, headers: userHeadersFor(http, url, headers) }),
      );
      continue;
    }
    bindings.push(
      iface.binding === 'JSONRPC'
        ? createJsonRpcBinding({
            url,
            generation,
            target: http,
            headers: userHeadersFor(http, url, headers),
          })
        : createRestBinding({ url, target: http, headers: userHeadersFor(http, url, headers) }),
    );
  }
  // gRPC last: the card-scope checks take the first binding, and only the checks that name GRPC
  // run on it (runAgentChecks).
  return { bindings: [...bindings, ...grpcBindings], unusable };
}
