import type { Jwks } from '../vocabulary/index.ts';
import { isJsonObject } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import type { HttpTarget } from './binding/httpExchange.ts';
import { fetchDocument, type FetchDocumentOptions } from './fetchDocument.ts';
import { badResponse } from './_internals/badResponse.ts';

const WHAT = 'fetch the JWKS';
const FIX = 'Serve a JWK Set (RFC 7517 §5) with a 2xx status.';

/**
 * GETs a JWK Set (RFC 7517 §5) with {@link fetchDocument}'s bounds and parses it strictly
 * (duplicate members refused). Throws `NET_BAD_RESPONSE` unless the answer is a 2xx JSON object
 * whose `keys` is an array; the keys themselves are judged by whoever verifies with them.
 */
export async function fetchJwks(
  url: string,
  target: HttpTarget,
  options: FetchDocumentOptions = {},
): Promise<Jwks> {
  const answer = await fetchDocument(url, target, options);
  if (answer.status < 200 || answer.status > 299)
    throw badResponse(WHAT, `HTTP ${answer.status}`, FIX);
  let value: unknown;
  try {
    value = parseStrictJson(answer.bytes);
  } catch (cause) {
    throw badResponse(WHAT, 'the body is not valid JSON', FIX, cause);
  }
  if (!isJsonObject(value) || !Array.isArray(value['keys']))
    throw badResponse(WHAT, 'the body is not a JWK Set ({ "keys": [...] })', FIX);
  return value as unknown as Jwks;
}
