import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../harness/card/index.ts';
import {
  agentRequestArb,
  extensionsOf,
  fullestActivation,
  UNDECLARED,
  type Activation,
} from './AgentRequest.ts';
import { progressRequestArb } from './extensionProbe.ts';

const OPTIONAL = 'https://example.com/ext/optional/v1';
const REQUIRED = 'https://example.com/ext/required/v1';

const cardWith = (extensions: { uri: string; required: boolean }[]) =>
  parseCard(
    JSON.stringify({
      name: 'probe',
      description: 'probe',
      version: '1.0.0',
      capabilities: { extensions },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
    }),
  );

const activationsOf = (card: ReturnType<typeof cardWith>): Set<Activation> =>
  new Set(fc.sample(agentRequestArb(card), { seed: 42, numRuns: 200 }).map((r) => r.activation));

describe('the activations of generated requests', () => {
  it('puts the undeclared URI beside an optional declared one on a card declaring one', () => {
    const card = cardWith([{ uri: OPTIONAL, required: false }]);

    expect(activationsOf(card)).toEqual(new Set(['none', 'undeclared', 'declared', 'mixed']));
    expect(extensionsOf({ activation: 'mixed' }, card)).toEqual([OPTIONAL, UNDECLARED]);
    expect(extensionsOf({ activation: 'undeclared' }, card)).toEqual([UNDECLARED]);
    expect(fullestActivation(card)).toBe('mixed');
  });

  it('draws no mixed activation where the card declares no optional extension', () => {
    const required = cardWith([{ uri: REQUIRED, required: true }]);

    expect(activationsOf(required)).toEqual(new Set(['none', 'undeclared', 'omit-required']));
    expect(activationsOf(cardWith([]))).toEqual(new Set(['none', 'undeclared']));
    // Beside the required one: the undeclared activation is mixed already.
    expect(fullestActivation(required)).toBe('undeclared');
    expect(extensionsOf({ activation: 'undeclared' }, required)).toEqual([REQUIRED, UNDECLARED]);
  });

  it('keeps the requests of a card without an optional extension as they were drawn before', () => {
    // The mixed activation comes last in the list, so the other draws are unchanged.
    const card = cardWith([{ uri: REQUIRED, required: true }]);
    const requests = fc.sample(agentRequestArb(card, ['non-blocking']), { seed: 7, numRuns: 8 });
    const probed = fc.sample(progressRequestArb(card), { seed: 7, numRuns: 8 });

    expect(probed.map(({ extensionProbe: _, ...r }) => r)).toEqual(requests);
  });

  it('follows nearly every progress request with the extension probe', () => {
    const card = cardWith([{ uri: OPTIONAL, required: false }]);
    const probed = fc
      .sample(progressRequestArb(card), { seed: 42, numRuns: 400 })
      .filter((r) => r.extensionProbe === true).length;

    expect(probed).toBeGreaterThan(300);
  });
});
