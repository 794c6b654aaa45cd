import { LEGACY_AGENT_CARD_PATH } from '../../harness/wire/index.ts';
import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of the agent card (A2A §4.4.1, §8): its members, its signature, and how it is served
 * (`scenarios/agent/card/twins.ts`).
 */
export const CARD_FAULTS = {
  'card-without-description': {
    summary: 'the card leaves out its REQUIRED description',
    card(edit) {
      delete edit.card['description'];
    },
  },
  'card-snake-case-member': {
    summary: 'the card carries a snake_case member (documentation_url)',
    card(edit) {
      edit.card['documentation_url'] = `${edit.providerUrl}/docs`;
    },
  },
  'interface-version-with-patch': {
    summary: 'the card declares its interfaces at protocolVersion 1.0.0',
    card(edit) {
      for (const i of edit.card['supportedInterfaces'] as Record<string, unknown>[])
        i['protocolVersion'] = '1.0.0';
    },
  },
  'card-unknown-binding': {
    summary:
      'the card declares one more interface whose protocolBinding is "JSON-RPC", no binding A2A names',
    card(edit) {
      (edit.card['supportedInterfaces'] as Record<string, unknown>[]).push({
        url: edit.rpcUrl,
        protocolBinding: 'JSON-RPC',
        protocolVersion: '1.0',
      });
    },
  },
  'card-signature-tampered': {
    summary: 'the card is edited after it was signed',
    persona(draft) {
      draft.cardSigning = 'tampered';
    },
  },
  'card-signed-over-emitted-form': {
    summary: 'the card is signed over its emitted form, an empty list a2a-1.0 leaves out included',
    persona(draft) {
      draft.canonicalization = 'jcs-emitted';
      draft.skills = draft.skills.map((s, i) => (i === 0 ? { ...s, outputModes: [] } : s));
    },
  },
  'card-signature-without-kid': {
    summary: 'the protected header of the card signature carries no kid',
    signedCard(edit) {
      // The protected header rewritten without its kid (the signature no longer verifies either).
      const header = { alg: 'ES256', typ: 'JOSE', jku: edit.jwksUrl };
      const signatures = (edit.card['signatures'] as Record<string, unknown>[]).map((sig) => ({
        ...sig,
        protected: Buffer.from(JSON.stringify(header)).toString('base64url'),
      }));
      edit.card = { ...edit.card, signatures };
    },
  },
  'card-only-at-legacy-path': {
    summary:
      'the card is served only at the pre-v0.3 /.well-known/agent.json, not at the well-known URI',
    cardServing(serving) {
      // Where a client given the origin finds it last, if at all.
      serving.path = LEGACY_AGENT_CARD_PATH;
    },
  },
  'card-served-as-text': {
    summary: 'the card is served as text/plain',
    cardServing(serving) {
      serving.contentType = 'text/plain';
    },
  },
  'card-without-max-age': {
    summary: 'the card is served with Cache-Control: no-cache (no max-age)',
    cardServing(serving) {
      serving.cacheControl = 'no-cache';
    },
  },
  'card-without-etag': {
    summary: 'the card is served without an ETag',
    cardServing(serving) {
      serving.etag = false;
    },
  },
  'grpc-error-without-details': {
    summary:
      'gRPC errors carry the status alone, no google.rpc.Status with ErrorInfo in grpc-status-details-bin (A2A §10.6)',
    grpcErrors(errors) {
      errors.withDetails = false;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
