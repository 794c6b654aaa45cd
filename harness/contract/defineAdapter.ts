import type { AdapterModule } from './types.ts';

/**
 * Types an adapter object against the IUT contract and returns it unchanged, so an adapter file
 * gets completion and checking without naming the contract's types:
 *
 * ```ts
 * import { defineAdapter } from 'a2a-crosscheck';
 * export default defineAdapter({
 *   hello: () => ({ name: 'my-framework', version: '1.0.0', contractVersion: '1.0', roles: ['verifier'] }),
 *   discover: async ({ cardBase64, jwks, policy }) => ({ admitted: true, signature: 'absent' }),
 * });
 * ```
 */
export function defineAdapter<const T extends AdapterModule>(adapter: T): T {
  return adapter;
}
