import type { SignScenario } from '../../../scenarios/contract/signature/signer/SignScenario.ts';

/**
 * A sign call for a minimal v1.0 card named `name` and described by `description`, signed under
 * ES256 over the A2A canonical form with an empty extra header: what the signer tests vary is
 * the text of the card, or what they do to the signed result.
 */
export function signScenario(name: string, description: string): SignScenario {
  return {
    call: 'sign',
    card: {
      name,
      description,
      version: '1.0',
      supportedInterfaces: [
        { url: 'https://a.example/rpc', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      ],
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
    },
    canonicalization: 'a2a-1.0',
    alg: 'ES256',
    header: {},
  };
}
