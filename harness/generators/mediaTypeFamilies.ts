import fc from 'fast-check';

/**
 * A part's media type with declared input modes that accept it and near-misses that must not
 * (XV-DEL-001; RFC 6838 §4.2 and RFC 9110 §8.3.1): type and subtype compare case-insensitively,
 * a part's parameters are ignored unless the mode declares them, `type/*` and `*\/*` are ranges,
 * an informal token matches only itself. Written by hand; `mediaTypeFamilies.test.ts` holds the
 * harness's matcher to every row.
 */
export interface MediaTypeFamily {
  part: string;
  /** Modes that accept `part`, in other spellings than the part's own where one exists. */
  accepting: readonly string[];
  /** Modes that look alike and must refuse `part`. */
  nearMiss: readonly string[];
}

/** The families generators draw from; the first is the minimal card's JSON. */
export const MEDIA_TYPE_FAMILIES: readonly MediaTypeFamily[] = [
  {
    part: 'application/json',
    accepting: ['application/json', 'Application/JSON', 'application/*', '*/*'],
    // A `+json` suffix names another type; a declared parameter must be present in the part.
    nearMiss: ['application/vnd.api+json', 'application/json; charset=utf-8', 'text/json'],
  },
  {
    part: 'application/vnd.api+json',
    accepting: ['application/vnd.api+json', 'APPLICATION/VND.API+JSON', 'application/*'],
    nearMiss: ['application/json', 'application/problem+json', 'application/vnd.api'],
  },
  {
    part: 'application/pdf',
    accepting: ['application/pdf', 'APPLICATION/PDF', 'application/*', '*/*'],
    nearMiss: ['application/x-pdf', 'application/pdfa', 'pdf'],
  },
  {
    part: 'Application/Pdf; name=invoice.pdf',
    accepting: ['application/pdf', 'application/pdf; name=invoice.pdf', 'application/*'],
    nearMiss: ['application/pdf; name=report.pdf', 'application/x-pdf'],
  },
  {
    part: 'image/png',
    accepting: ['image/png', 'IMAGE/PNG', 'image/*', '*/*'],
    nearMiss: ['image/apng', 'image/png; bits=16', 'imagex/*'],
  },
  {
    // A look-alike type: a prefix test on "image" would let `image/*` take it.
    part: 'imagex/png',
    accepting: ['imagex/png', 'imagex/*', '*/*'],
    nearMiss: ['image/*', 'image/png', 'image'],
  },
  {
    part: 'text/plain; charset=UTF-8',
    accepting: ['text/plain', 'text/plain; charset=utf-8', 'TEXT/*'],
    nearMiss: ['text/plain; charset=iso-8859-1', 'text', 'text/plain; format=flowed'],
  },
  {
    // An informal token (early A2A samples): only the identical token accepts it.
    part: 'text',
    accepting: ['text'],
    nearMiss: ['text/plain', '*/*', 'TEXT'],
  },
];

/** A part media type with one accepting and one near-miss mode of its family. */
export interface MediaTypeChoice {
  family: number;
  part: string;
  accepting: string;
  nearMiss: string;
}

/**
 * Families whose near-miss a loose matcher takes for a match (a `+json` suffix, a look-alike
 * type): drawn twice as often as the others.
 */
const LOOK_ALIKE_FAMILIES = new Set(['application/vnd.api+json', 'imagex/png']);

/**
 * A family, and one accepting and one near-miss spelling of it, each at any index; the first
 * near-miss of a family (the one listed because a common bug takes it) is drawn most often.
 */
export function mediaTypeChoiceArb(): fc.Arbitrary<MediaTypeChoice> {
  const family = fc.oneof(
    ...MEDIA_TYPE_FAMILIES.map((f, i) => ({
      arbitrary: fc.constant(i),
      weight: LOOK_ALIKE_FAMILIES.has(f.part) ? 2 : 1,
    })),
  );
  return fc
    .record({
      family,
      accepting: fc.nat(),
      nearMiss: fc.oneof(
        { arbitrary: fc.constant(0), weight: 2 },
        { arbitrary: fc.nat(), weight: 1 },
      ),
    })
    .map(({ family, accepting, nearMiss }) => {
      const f = MEDIA_TYPE_FAMILIES[family]!;
      return {
        family,
        part: f.part,
        accepting: f.accepting[accepting % f.accepting.length]!,
        nearMiss: f.nearMiss[nearMiss % f.nearMiss.length]!,
      };
    });
}
