import { minimalCard } from './cardFixtures.ts';

/**
 * What the reach cases share (each area's `<area>-reach-cases.ts`): targeted examples where a
 * property's catch depends on how often its generator lands on a situation (two usable
 * fallbacks, a spelling the rule treats as equal, a look-alike type, a chunk after `lastChunk`),
 * each pinning one such situation with an expectation written by hand, so the catch no longer
 * depends on the seed.
 */

/** The one skill of the reach cases' cards: it takes PDFs. */
export const PDF_SKILL = {
  id: 'extract',
  name: 'Extract',
  description: 'Extracts fields',
  tags: ['x'],
};

/**
 * Cards here declare `streaming: true` (and the caller streams): a card whose capabilities are
 * `{}` is one §5.7 presence decides, and a verifier that gets presence wrong would fail these
 * cases at the signature stage, for another rule's reason.
 */
export const CAPS = { capabilities: { streaming: true } };

/** A streaming card named `name` whose one skill resolves a PDF part. */
export const resolving = (name: string) =>
  minimalCard({ name, ...CAPS, defaultInputModes: ['application/pdf'], skills: [PDF_SKILL] });

/** The origin the jku cases allow. */
export const PARTNER = 'https://keys.partner.example';
