/** Longest id {@link agentIdFromCard} makes; a card's name is the peer's to choose. */
const MAX_CARD_ID_LENGTH = 80;

/**
 * The id an agent is reported under when none is given: its card's `name` and `version`
 * (`acme-travel@1.4.0`), lower-cased, with every run of characters outside `[a-z0-9._-]` made one
 * `-`, and bounded, so it is the same whatever port or host the agent listens on (a CI with
 * ephemeral ports keeps its baseline) and safe in a file name. Undefined when the card has no
 * usable name.
 */
export function agentIdFromCard(card: Readonly<Record<string, unknown>>): string | undefined {
  const slug = (v: unknown): string =>
    typeof v === 'string'
      ? v
          .slice(0, 4 * MAX_CARD_ID_LENGTH)
          .toLowerCase()
          .replace(/[^a-z0-9._-]+/g, '-')
          .replace(/^-+|-+$/g, '')
      : '';
  const name = slug(card['name']);
  if (name === '') return undefined;
  const version = slug(card['version']);
  return (version === '' ? name : `${name}@${version}`).slice(0, MAX_CARD_ID_LENGTH);
}

/**
 * The id an agent is reported under when its card gives none: the URL without the well-known card
 * path or a trailing slash (`http://127.0.0.1:8080`, `http://127.0.0.1:8080/agents/a`), so two
 * agents mounted under different paths of one origin are two IUTs, not one.
 */
export function agentIdOf(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/\.well-known\/agent-card\.json$/, '').replace(/\/+$/, '');
  return `${u.origin}${path}`;
}
