import { CONTRACT_VERSION } from '../../harness/contract/types.ts';

/**
 * The TypeScript adapter `init` writes: an in-process adapter that runs as written (a plain
 * reader, so the first run shows what the harness checks) and says where the framework's own
 * calls go. It imports the contract's types only, so it loads in ESM and CommonJS packages alike.
 */
export function typescriptAdapter(name: string): string {
  return `/**
 * a2a-crosscheck adapter for ${name}: the harness calls these functions with plain JSON and
 * judges the answers (contract ${CONTRACT_VERSION}: node_modules/a2a-crosscheck/docs/adapter-protocol.md).
 * Replace each TODO with a call into your framework; declare in \`hello\` only the roles you
 * implement (verifier: discover + plan, signer: sign, consumer: reassemble, client: delegate).
 */
import type { AdapterModule, DiscoverResult } from 'a2a-crosscheck';

const adapter: AdapterModule = {
  hello: () => ({
    name: '${name}',
    version: '0.0.0',
    contractVersion: '${CONTRACT_VERSION}',
    roles: ['verifier'],
  }),

  // verifier: read a peer's Agent Card exactly as served (base64 of its bytes) and say what
  // your framework believes about it.
  async discover({ cardBase64 }): Promise<DiscoverResult> {
    // TODO: parse and verify with your framework's own card reader and signature verifier
    // (params.jwks holds the trusted keys, params.policy what to enforce).
    const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8')) as {
      capabilities?: Record<string, unknown>;
      signatures?: unknown[];
    };
    const caps = card.capabilities ?? {};
    const flag = (v: unknown) => (typeof v === 'boolean' ? v : 'undeclared' as const);
    const extensions = Array.isArray(caps['extensions'])
      ? (caps['extensions'] as { uri?: string }[]).map((e) => e.uri ?? '')
      : ('undeclared' as const);
    return {
      admitted: true,
      signature: card.signatures?.length ? 'invalid' : 'absent',
      capabilities: {
        streaming: flag(caps['streaming']),
        pushNotifications: flag(caps['pushNotifications']),
        extendedAgentCard: flag(caps['extendedAgentCard']),
        extensions,
      },
      mayNegotiateExtensions: extensions !== 'undeclared',
    };
  },

  // verifier: decide whether and how to delegate one part to a peer (send, reject, fallback).
  async plan(params) {
    // TODO: ask your framework's pre-flight (input modes, skills, streaming, degraded peers).
    const found = await adapter.discover!(params);
    return {
      decision: 'send',
      peer: params.peer,
      requestExtensions: found.mayNegotiateExtensions ? params.callerExtensions : [],
    };
  },
};

export default adapter;
`;
}
