import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../canon/_fixtures/corpora.ts';
import type { PublicJwk } from '../vocabulary/index.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { verifyDetachedJws } from './verifyDetachedJws.ts';

const examplesPath = corpusPath('rfc7515-appendix-a/examples.json');

interface Examples {
  payload_b64u: string;
  keys: Record<string, Record<string, string>>;
  examples: Array<{ id: string; compact?: string; jws?: JsonObject }>;
}

describe.skipIf(examplesPath === undefined)('verifyDetachedJws: RFC 7515 Appendix A', () => {
  const data =
    examplesPath === undefined
      ? undefined
      : (JSON.parse(readFileSync(examplesPath, 'utf8')) as Examples);
  const example = (id: string) => data!.examples.find((e) => e.id === id)!;
  const a3Public = Object.fromEntries(
    Object.entries(data?.keys['A.3_es256'] ?? {}).filter(([k]) => k !== 'd'),
  );

  it('A.3 ES256 (compact, split into flattened parts) verifies', async () => {
    // Arrange
    const [prot, payload, signature] = example('A.3').compact!.split('.') as [
      string,
      string,
      string,
    ];
    // Act
    const out = await verifyDetachedJws(
      { protected: prot, signature },
      payload,
      a3Public as PublicJwk,
      ['ES256'],
    );
    // Assert
    expect(out).toEqual({ ok: true, value: true });
  });

  it('A.3 fails when the payload is changed by one character', async () => {
    const [prot, payload, signature] = example('A.3').compact!.split('.') as [
      string,
      string,
      string,
    ];
    const out = await verifyDetachedJws(
      { protected: prot, signature },
      `f${payload.slice(1)}`,
      a3Public as PublicJwk,
      ['ES256'],
    );
    expect(out.ok ? 'ok' : out.code).toBe('SIG_INVALID');
  });

  it('A.3 fails when ES256 is not in the algorithms list', async () => {
    const [prot, payload, signature] = example('A.3').compact!.split('.') as [
      string,
      string,
      string,
    ];
    const out = await verifyDetachedJws(
      { protected: prot, signature },
      payload,
      a3Public as PublicJwk,
      ['RS256'],
    );
    expect(out.ok ? 'ok' : out.code).toBe('SIG_INVALID');
  });

  it('A.5 alg "none" is rejected even when listed (RFC 7518 §3.6)', async () => {
    const [prot, payload, signature] = example('A.5').compact!.split('.') as [
      string,
      string,
      string,
    ];
    const out = await verifyDetachedJws(
      { protected: prot, signature },
      payload,
      a3Public as PublicJwk,
      ['none', 'ES256'],
    );
    expect(out.ok ? 'ok' : out.code).toBe('SIG_INVALID');
  });

  it('A.3 with the private JWK as verification key is rejected (B5)', async () => {
    const [prot, payload, signature] = example('A.3').compact!.split('.') as [
      string,
      string,
      string,
    ];
    const priv = data!.keys['A.3_es256'] as unknown as PublicJwk;
    const out = await verifyDetachedJws({ protected: prot, signature }, payload, priv, ['ES256']);
    expect(out.ok ? 'ok' : out.code).toBe('SIG_INVALID');
  });

  it('documents jose leniency: "=" padding on the signature verifies at this layer (C5 is enforced one level up)', async () => {
    const [prot, payload, signature] = example('A.3').compact!.split('.') as [
      string,
      string,
      string,
    ];
    const out = await verifyDetachedJws(
      { protected: prot, signature: `${signature}==` },
      payload,
      a3Public as PublicJwk,
      ['ES256'],
    );
    expect(out.ok).toBe(true);
  });
});
