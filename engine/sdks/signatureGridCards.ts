import fc from 'fast-check';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import { cardArb } from '../../harness/generators/index.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';

/** A card of the signer × verifier grid, named in the evidence. */
export interface GridCard {
  name: string;
  card: JsonObject;
}

/** Generated cards per grid run: each is signed by every signer and read by every verifier. */
export const GRID_GENERATED_CARDS = 12;

const interfaces = [
  { url: 'http://127.0.0.1:9/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
];

/**
 * The named cards every grid starts with, because each one is a place where SDKs have been seen
 * to disagree (A2A #2122): the card of A2A v1.0 §8.4.1's worked example, made servable (it has
 * explicit defaults that §5.7 presence drops from the signed form), and a card whose description
 * is not ASCII (RFC 8785 §3.2.2.2 emits it as UTF-8, never as a `\u` escape).
 */
const NAMED: readonly GridCard[] = [
  {
    name: 'A2A §8.4.1 worked example',
    card: {
      name: 'Example Agent',
      description: '',
      version: '1.0.0',
      supportedInterfaces: interfaces,
      capabilities: { streaming: false, pushNotifications: false, extensions: [] },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
    },
  },
  {
    name: 'non-ASCII description',
    card: {
      name: 'Agent Événement',
      description: 'Réservations et reçus — 予約',
      version: '1.0.0',
      supportedInterfaces: interfaces,
      capabilities: { streaming: true },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [
        {
          id: 'book',
          name: 'book',
          description: 'réserve',
          tags: ['travel'],
        },
      ],
    },
  },
];

/**
 * The grid's cards: the named ones, then {@link GRID_GENERATED_CARDS} generated whole cards from
 * the run's seed (vendor members, explicit defaults, every capability state), smallest first so
 * the first disagreement reported is on the smallest card that shows it. Only cards the a2a-1.0
 * form can be computed for: the others test the canonicalizer, not agreement.
 */
export function gridCards(seed: number): GridCard[] {
  const generated = fc
    .sample(cardArb(), { seed, numRuns: GRID_GENERATED_CARDS * 2 })
    .filter((card) => {
      try {
        canonicalizeCard(card, 'a2a-1.0');
        return true;
      } catch {
        return false;
      }
    })
    .slice(0, GRID_GENERATED_CARDS)
    .map((card, i) => ({ name: `generated card ${i + 1} (seed ${seed})`, card }))
    .sort((a, b) => JSON.stringify(a.card).length - JSON.stringify(b.card).length);
  return [...NAMED, ...generated];
}
