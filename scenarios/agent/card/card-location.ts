import { AGENT_CARD_PATH } from '../../../harness/wire/index.ts';
import type { AgentCheck } from '../AgentCheck.ts';

const LOCATION = { rule: 'A2A-CARD-011', caseId: 'agent-card-at-well-known-uri' };

/**
 * Where the card was found (A2A §8.2, v0.3 §5.3): at the well-known URI of the URL the agent was
 * reached at, at the URL the user named (direct configuration: not this rule's business), or only
 * at a fallback such as the pre-v0.3 `agent.json` (a SHOULD finding; the card is still judged).
 * A card found nowhere is recorded by the engine, which never gets this far.
 */
export const cardLocation: AgentCheck = {
  id: 'card-location',
  heads: [LOCATION],
  scope: 'card',
  async run(ctx) {
    const { cardUrl, askedUrl } = ctx.target;
    const path = new URL(cardUrl).pathname;
    if (path.endsWith(AGENT_CARD_PATH))
      return [ctx.pass(LOCATION, `the card is at the well-known URI ${path}`)];
    if (sameUrl(cardUrl, askedUrl))
      return [
        ctx.notApplicable(
          LOCATION,
          `the card was read from the URL given, ${path}`,
          'the card URL was given (direct configuration, §8.2)',
        ),
      ];
    return [
      ctx.fail(
        LOCATION,
        `given ${askedUrl}, the card was found only at ${path}, not at ${AGENT_CARD_PATH}: a client that follows §8.2 does not find it`,
        { details: `fetched ${cardUrl}` },
      ),
    ];
  },
};

function sameUrl(a: string, b: string): boolean {
  const strip = (u: string): string => u.replace(/\/+$/, '');
  return strip(a) === strip(b);
}
