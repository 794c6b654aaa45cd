import { isJsonObject } from '../json/JsonValue.ts';

/**
 * The URL of the first `JSONRPC` interface in `supportedInterfaces` that declares `version`
 * (A2A §8.3.2: clients select the first supported entry), or, failing that, of the first
 * `JSONRPC` interface at all. `undefined` when the card lists none.
 */
export function jsonRpcUrlFromCard(card: unknown, version = '1.0'): string | undefined {
  if (!isJsonObject(card) || !Array.isArray(card['supportedInterfaces'])) return undefined;
  const jsonRpc = card['supportedInterfaces'].filter(
    (i) => isJsonObject(i) && i['protocolBinding'] === 'JSONRPC' && typeof i['url'] === 'string',
  );
  const preferred =
    jsonRpc.find((i) => isJsonObject(i) && i['protocolVersion'] === version) ?? jsonRpc[0];
  return isJsonObject(preferred) ? (preferred['url'] as string) : undefined;
}
