import type { AdapterModule, DiscoverParams, PublicJwk } from '../../harness/contract/types.ts';
import { createReferenceAdapter } from '../reference/createReferenceAdapter.ts';

const reference = createReferenceAdapter('jku-fetching-verifier');

/**
 * A verifier that "helpfully" fetches every protected `jku` of a card and adds the keys it finds
 * to the trusted set before judging the card as `reference` does (security catalogue B2). Its
 * verdicts may even be right; the fetch is what the jku canary must catch.
 */
export const jkuFetchingVerifier: AdapterModule = {
  ...reference,
  async discover(params: DiscoverParams) {
    const fetched: PublicJwk[] = [];
    for (const jku of protectedJkus(params.cardBase64)) {
      try {
        const response = await fetch(jku);
        const body = (await response.json()) as { keys?: PublicJwk[] };
        fetched.push(...(body.keys ?? []));
      } catch {
        // An unreachable jku is simply skipped, as careless verifiers do.
      }
    }
    return reference.discover!({ ...params, jwks: { keys: [...params.jwks.keys, ...fetched] } });
  },
};

function protectedJkus(cardBase64: string): string[] {
  try {
    const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8')) as {
      signatures?: { protected?: string }[];
    };
    return (card.signatures ?? []).flatMap((entry) => {
      const header = JSON.parse(
        Buffer.from(entry.protected ?? '', 'base64url').toString('utf8'),
      ) as { jku?: unknown };
      return typeof header.jku === 'string' ? [header.jku] : [];
    });
  } catch {
    return [];
  }
}
