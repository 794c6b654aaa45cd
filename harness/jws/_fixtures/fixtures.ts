import { exportJWK, generateKeyPair } from 'jose';
import type { Canonicalization, PublicJwk } from '../../vocabulary/index.ts';
import type { JsonObject } from '../../json/JsonValue.ts';
import { canonicalizeCard } from '../../canon/canonicalizeCard.ts';
import { encodeBase64url } from '../base64url.ts';
import { craftSignatureEntry, jwsSigningInput, signEs256Raw } from '../rawSigners.ts';
import type { VerifyCardOptions } from '../types.ts';

/** Test-only helpers shared by the jws tests: a v1.0 card, key pairs, raw-signed entries. */

/** A minimal valid A2A v1.0 card, already in canonical a2a-1.0 shape (nothing defaulted). */
export function baseCard(): JsonObject {
  return {
    name: 'Ledger Agent',
    description: 'Books invoices.',
    version: '1.4.0',
    supportedInterfaces: [
      { url: 'https://agent.example/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: { streaming: true },
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: [
      {
        id: 'invoice.extract',
        name: 'Extract',
        description: 'Extracts invoices.',
        tags: ['invoice'],
      },
    ],
  };
}

export interface TestKey {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: PublicJwk;
}

export async function makeKey(
  kid: string,
  alg: 'ES256' | 'ES384' | 'RS256' = 'ES256',
): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid },
    publicJwk: { ...(await exportJWK(publicKey)), kid } as PublicJwk,
  };
}

export function optionsFor(
  keys: PublicJwk[],
  overrides: Partial<VerifyCardOptions> = {},
): VerifyCardOptions {
  return {
    jwks: { keys },
    algorithms: ['ES256'],
    canonicalization: 'jcs-emitted',
    allowedJkuOrigins: ['https://agent.example'],
    revokedKids: [],
    ...overrides,
  };
}

export const b64Text = (text: string): string => encodeBase64url(text);

/**
 * An ES256 entry over `card` with the protected header given as exact JSON text, signed with
 * the raw WebCrypto signer; `mutate` rewrites the 64 signature bytes or their text.
 */
export async function rawEntry(
  card: JsonObject,
  key: TestKey,
  protectedText: string,
  opts: {
    mode?: Canonicalization;
    header?: JsonObject;
    protectedB64?: string;
    mutate?: (sig: Uint8Array) => Uint8Array | string;
  } = {},
): Promise<JsonObject> {
  const protectedB64 = opts.protectedB64 ?? b64Text(protectedText);
  const payload = canonicalizeCard(card, opts.mode ?? 'jcs-emitted');
  const sig = await signEs256Raw(key.privateJwk, jwsSigningInput(protectedB64, payload));
  return craftSignatureEntry({
    protectedB64,
    signature: opts.mutate === undefined ? sig : opts.mutate(sig),
    ...(opts.header === undefined ? {} : { header: opts.header }),
  });
}

export const withEntries = (card: JsonObject, ...entries: unknown[]): JsonObject => ({
  ...card,
  signatures: entries as JsonObject[],
});
