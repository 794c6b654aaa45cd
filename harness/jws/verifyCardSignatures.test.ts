import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Canonicalization } from '../vocabulary/index.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import {
  type TestKey,
  baseCard,
  makeKey,
  optionsFor,
  rawEntry,
  withEntries,
} from './_fixtures/fixtures.ts';
import { signCard } from './signCard.ts';
import { verifyCardSignatures } from './verifyCardSignatures.ts';

let k1: TestKey;
beforeAll(async () => {
  k1 = await makeKey('k1');
});

const sign = (card: JsonObject, canonicalization: Canonicalization) =>
  signCard(card, {
    privateJwk: k1.privateJwk,
    protectedHeader: { alg: 'ES256', kid: 'k1' },
    canonicalization,
  });

describe('verifyCardSignatures: seed 000 absent vs [] (XV-SIG-001)', () => {
  it('a card signed under jcs-emitted without extensions, then given extensions: [], fails jcs-emitted and passes a2a-1.0', async () => {
    // Arrange: baseCard() is already in a2a-1.0 shape, so both forms of the original agree.
    const signed = await sign(baseCard(), 'jcs-emitted');
    const served: JsonObject = { ...signed, capabilities: { streaming: true, extensions: [] } };
    // Act
    const underEmitted = await verifyCardSignatures(
      served,
      optionsFor([k1.publicJwk], { canonicalization: 'jcs-emitted' }),
    );
    const underA2a = await verifyCardSignatures(
      served,
      optionsFor([k1.publicJwk], { canonicalization: 'a2a-1.0' }),
    );
    // Assert
    expect(underEmitted).toMatchObject({
      state: 'invalid',
      canonicalization: 'jcs-emitted',
      code: 'SIG_INVALID',
    });
    expect(underEmitted.payload).toContain('"extensions":[]');
    expect(underA2a).toMatchObject({
      state: 'valid',
      canonicalization: 'a2a-1.0',
      verifiedIndex: 0,
      verifiedKid: 'k1',
    });
    expect(underA2a.payload).not.toContain('extensions');
  });

  it('control: the untouched card verifies under jcs-emitted', async () => {
    const signed = await sign(baseCard(), 'jcs-emitted');
    const verdict = await verifyCardSignatures(signed, optionsFor([k1.publicJwk]));
    expect(verdict).toMatchObject({
      state: 'valid',
      canonicalization: 'jcs-emitted',
      entries: [{ index: 0, ok: true, alg: 'ES256', kid: 'k1' }],
    });
  });

  it('dropping an explicit optional false breaks a2a-1.0 signatures (D5: presence is signed)', async () => {
    const signed = await sign(
      { ...baseCard(), capabilities: { streaming: true, pushNotifications: false } },
      'a2a-1.0',
    );
    const served = { ...signed, capabilities: { streaming: true } };
    const verdict = await verifyCardSignatures(
      served,
      optionsFor([k1.publicJwk], { canonicalization: 'a2a-1.0' }),
    );
    expect(verdict).toMatchObject({ state: 'invalid', code: 'SIG_INVALID' });
  });

  it('unknown member injected after signing: a2a-1.0 still verifies (D4, unsigned), jcs-emitted does not', async () => {
    const signed = await sign(baseCard(), 'a2a-1.0');
    const served = { ...signed, enforceInputModes: true };
    expect(
      (
        await verifyCardSignatures(
          served,
          optionsFor([k1.publicJwk], { canonicalization: 'a2a-1.0' }),
        )
      ).state,
    ).toBe('valid');
    expect(
      (
        await verifyCardSignatures(
          served,
          optionsFor([k1.publicJwk], { canonicalization: 'jcs-emitted' }),
        )
      ).state,
    ).toBe('invalid');
  });
});

describe('verifyCardSignatures: payload handling (D2, D3)', () => {
  it('D2: a payload member on the entry is ignored; the tampered card fails', async () => {
    // Arrange
    const original = baseCard();
    const signed = await sign(original, 'jcs-emitted');
    const entry = (signed['signatures'] as JsonObject[])[0]!;
    const tampered = withEntries(
      { ...original, name: 'Evil Agent' },
      { ...entry, payload: 'eyJuYW1lIjoiTGVkZ2VyIEFnZW50In0' },
    );
    // Act
    const verdict = await verifyCardSignatures(tampered, optionsFor([k1.publicJwk]));
    // Assert
    expect(verdict).toMatchObject({ state: 'invalid', code: 'SIG_INVALID' });
  });

  it.each<Canonicalization>(['jcs-emitted', 'a2a-1.0'])(
    'D3: a tampered nested "signatures" in params fails under %s',
    async (mode) => {
      const card = {
        ...baseCard(),
        capabilities: {
          extensions: [{ uri: 'urn:x:attest/v1', params: { signatures: ['vendor-attestation'] } }],
        },
      };
      const signed = await sign(card, mode);
      const tampered = {
        ...signed,
        capabilities: {
          extensions: [{ uri: 'urn:x:attest/v1', params: { signatures: ['forged'] } }],
        },
      };
      expect(
        (await verifyCardSignatures(signed, optionsFor([k1.publicJwk], { canonicalization: mode })))
          .state,
      ).toBe('valid');
      expect(
        (
          await verifyCardSignatures(
            tampered,
            optionsFor([k1.publicJwk], { canonicalization: mode }),
          )
        ).state,
      ).toBe('invalid');
    },
  );

  it('a card a proto reader cannot read fails under a2a-1.0 with CANON_FAILED, without throwing', async () => {
    const card = { ...baseCard(), capabilities: { streaming: 'true' } };
    const signed = await sign(card, 'jcs-emitted');
    const verdict = await verifyCardSignatures(
      signed,
      optionsFor([k1.publicJwk], { canonicalization: 'a2a-1.0' }),
    );
    expect(verdict).toMatchObject({ state: 'invalid', code: 'CANON_FAILED', payload: '' });
  });
});

describe('verifyCardSignatures: bounds and side effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('F3: examines 16 entries by default and counts the rest', async () => {
    // Arrange: 20 garbage entries, then a valid one at index 20.
    const card = baseCard();
    const valid = await rawEntry(card, k1, '{"alg":"ES256","kid":"k1"}');
    const garbage = Array.from({ length: 20 }, () => ({ protected: 'eyJ9', signature: 'AA' }));
    // Act
    const verdict = await verifyCardSignatures(
      withEntries(card, ...garbage, valid),
      optionsFor([k1.publicJwk]),
    );
    const raised = await verifyCardSignatures(
      withEntries(card, ...garbage, valid),
      optionsFor([k1.publicJwk], { maxEntries: 21 }),
    );
    // Assert
    expect(verdict).toMatchObject({ state: 'invalid', entriesNotExamined: 5 });
    expect(verdict.entries).toHaveLength(16);
    expect(raised).toMatchObject({ state: 'valid', verifiedIndex: 20 });
  });

  it('never fetches, whatever the jku says (B2, B2b)', async () => {
    // Arrange
    const fetchSpy = vi.fn(() => Promise.reject(new Error('network is sealed')));
    vi.stubGlobal('fetch', fetchSpy);
    const card = baseCard();
    const jkus = [
      'https://evil.example/jwks.json',
      'http://169.254.169.254/',
      'https://agent.example/jwks.json',
    ];
    const entries = await Promise.all(
      jkus.map((jku) => rawEntry(card, k1, JSON.stringify({ alg: 'ES256', kid: 'k1', jku }))),
    );
    // Act
    const verdict = await verifyCardSignatures(
      withEntries(card, ...entries),
      optionsFor([k1.publicJwk]),
    );
    // Assert
    expect(verdict.entries.map((e) => e.code ?? 'ok')).toEqual([
      'SIG_JKU_NOT_ALLOWED',
      'SIG_JKU_NOT_ALLOWED',
      'ok',
    ]);
    expect(verdict).toMatchObject({ state: 'valid', verifiedIndex: 2 });
    expect(verdict.entries[2]!.jku).toBe('https://agent.example/jwks.json');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
