import { describe, expect, it } from 'vitest';
import type { HttpTarget } from './binding/httpExchange.ts';
import { fetchJwks } from './fetchJwks.ts';

const JWKS = 'http://127.0.0.1:9/.well-known/jwks.json';

const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A fake network: records each request's URL and headers, answers with `respond`. */
function fakeNetwork(respond: () => Response | Promise<Response>) {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    seen.push({ url: urlOf(input), method: init?.method ?? 'GET', headers });
    return respond();
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

const target = (fetch: typeof globalThis.fetch, extra: Partial<HttpTarget> = {}): HttpTarget => ({
  allowRemote: false,
  deadlineMs: 1_000,
  maxResponseBytes: 1024 * 1024,
  fetch,
  ...extra,
});

describe('fetchJwks', () => {
  it('returns a 2xx { keys: [...] } as the key set', async () => {
    const net = fakeNetwork(() => Response.json({ keys: [{ kty: 'EC' }] }));

    expect(await fetchJwks(JWKS, target(net.fetch))).toEqual({ keys: [{ kty: 'EC' }] });
    expect(net.seen[0]?.headers).toEqual({ accept: 'application/json' });
  });

  it.each([
    ['a 404', () => Response.json({ keys: [] }, { status: 404 }), 'HTTP 404'],
    [
      'no "keys" array',
      () => Response.json({ key: {} }),
      'the body is not a JWK Set ({ "keys": [...] })',
    ],
    ['a body that is not JSON', () => new Response('<html>'), 'the body is not valid JSON'],
    [
      'a duplicate member',
      () => new Response('{"keys":[],"keys":[]}'),
      'the body is not valid JSON',
    ],
  ])('refuses %s as NET_BAD_RESPONSE', async (_name, respond, why) => {
    await expect(fetchJwks(JWKS, target(fakeNetwork(respond).fetch))).rejects.toMatchObject({
      code: 'NET_BAD_RESPONSE',
      message: `Failed to fetch the JWKS: ${why}. Serve a JWK Set (RFC 7517 §5) with a 2xx status.`,
    });
  });
});
