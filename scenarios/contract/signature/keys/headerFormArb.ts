import fc from 'fast-check';
import { HEADER_MEMBERS, HEADER_MEMBER_FORMS, type HeaderForm } from './HeaderForm.ts';

/** One member of the protected header and one form of it, both drawn. */
export function headerFormArb(): fc.Arbitrary<HeaderForm> {
  return fc.record({
    member: fc.constantFrom(...HEADER_MEMBERS),
    form: fc.constantFrom(...HEADER_MEMBER_FORMS),
  });
}

/**
 * The first `count` header forms of the stage, every form once before any twice, each round
 * pairing the forms with the members one place further on, so every member meets every form
 * by the last round (every form with `alg` first, then with `kid`, ...: by diagonals).
 */
export function headerFormsInTurn(count: number): HeaderForm[] {
  const out: HeaderForm[] = [];
  for (let round = 0; out.length < count && round < HEADER_MEMBERS.length; round++)
    HEADER_MEMBER_FORMS.forEach((form, i) => {
      const member = HEADER_MEMBERS[(i + round) % HEADER_MEMBERS.length]!;
      out.push({ member, form });
    });
  return out.slice(0, count);
}
