import { createPublicKey, verify as nodeVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../canon/_fixtures/corpora.ts';
import { P256_ORDER, highSTwin, p1363FromIntegers, p1363ToDer, splitP1363 } from './ecdsaP256.ts';

const vectorsPath = corpusPath('wycheproof/testvectors_v1/ecdsa_secp256r1_sha256_p1363_test.json');

interface Vectors {
  numberOfTests: number;
  testGroups: Array<{
    publicKeyDer: string;
    tests: Array<{ tcId: number; msg: string; sig: string; result: string }>;
  }>;
}

const hex = (h: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(h, 'hex'));

describe.skipIf(vectorsPath === undefined)(
  'P-256 primitive against Wycheproof P1363 vectors (C2–C4)',
  () => {
    const data =
      vectorsPath === undefined
        ? undefined
        : (JSON.parse(readFileSync(vectorsPath, 'utf8')) as Vectors);

    it('all 262 vectors give the expected result through crypto.subtle verify', async () => {
      // Arrange
      const wrong: number[] = [];
      let count = 0;
      // Act
      for (const group of data!.testGroups) {
        const key = await crypto.subtle.importKey(
          'spki',
          hex(group.publicKeyDer),
          { name: 'ECDSA', namedCurve: 'P-256' },
          false,
          ['verify'],
        );
        for (const t of group.tests) {
          count++;
          const ok = await crypto.subtle.verify(
            { name: 'ECDSA', hash: 'SHA-256' },
            key,
            hex(t.sig),
            hex(t.msg),
          );
          if (ok !== (t.result === 'valid')) wrong.push(t.tcId);
        }
      }
      // Assert
      expect(count).toBe(data!.numberOfTests);
      expect(wrong).toEqual([]);
    });

    it('p1363ToDer of every valid 64-byte vector verifies as DER with node:crypto, and never as raw (C1)', async () => {
      const failures: number[] = [];
      for (const group of data!.testGroups) {
        const spki = createPublicKey({
          key: Buffer.from(group.publicKeyDer, 'hex'),
          format: 'der',
          type: 'spki',
        });
        const webKey = await crypto.subtle.importKey(
          'spki',
          hex(group.publicKeyDer),
          { name: 'ECDSA', namedCurve: 'P-256' },
          false,
          ['verify'],
        );
        for (const t of group.tests.filter((x) => x.result === 'valid' && x.sig.length === 128)) {
          const der = p1363ToDer(hex(t.sig));
          const asDer = nodeVerify('sha256', hex(t.msg), { key: spki, dsaEncoding: 'der' }, der);
          const asRaw = await crypto.subtle.verify(
            { name: 'ECDSA', hash: 'SHA-256' },
            webKey,
            der,
            hex(t.msg),
          );
          if (!asDer || asRaw) failures.push(t.tcId);
        }
      }
      expect(failures).toEqual([]);
    });

    it('the high-S twin of tcId 1 (signature malleability) also verifies (C4)', async () => {
      const group = data!.testGroups[0]!;
      const t = group.tests.find((x) => x.tcId === 1)!;
      const key = await crypto.subtle.importKey(
        'spki',
        hex(group.publicKeyDer),
        { name: 'ECDSA', namedCurve: 'P-256' },
        false,
        ['verify'],
      );
      const twin = highSTwin(hex(t.sig));
      expect(Buffer.from(twin).equals(Buffer.from(hex(t.sig)))).toBe(false);
      expect(
        await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, twin, hex(t.msg)),
      ).toBe(true);
    });
  },
);

describe('ecdsaP256 helpers', () => {
  it('highSTwin is an involution and sums s to n', () => {
    const sig = p1363FromIntegers(5n, 7n);
    expect(splitP1363(highSTwin(sig))).toEqual({ r: 5n, s: P256_ORDER - 7n });
    expect(highSTwin(highSTwin(sig))).toEqual(sig);
  });

  it('p1363ToDer writes minimal INTEGERs with a sign byte when needed', () => {
    const sig = p1363FromIntegers(1n, 0x80n);
    expect([...p1363ToDer(sig)]).toEqual([0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x02, 0x00, 0x80]);
  });

  it('refuses signatures that are not 64 bytes', () => {
    expect(() => splitP1363(new Uint8Array(63))).toThrow(RangeError);
  });
});
