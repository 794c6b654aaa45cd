import fc from 'fast-check';
import { HEADER_MEMBERS, HEADER_MEMBER_FORMS, type HeaderForm } from './HeaderForm.ts';

/** One member of the protected header and one form of it, both drawn. */
export function headerFormArb(): fc.Arbitrary<HeaderForm> {
  return fc.record({
    member: fc.constantFrom(...HEADER_MEMBERS),
    form: fc.constantFrom(...HEADER_MEMBER_FORMS),
  });
}

/** The members a verifier reads (A2A §8.4.2: the key it looks up, the algorithm it verifies with). */
const READ_MEMBERS = HEADER_MEMBERS.filter((m) => m !== 'typ');

/**
 * The first `count` header forms of the stage, every form once before any twice. The members a
 * verifier reads (`alg`, `kid`) meet every form first, by diagonals (form i with the member i
 * places on, then one place further); `typ`, which no verifier enforces, is the control and
 * meets them after. A form of `alg` or `kid` is where two readers differ (a key looked up by the
 * first `kid` of two is seen only on a `kid` written twice), so none of them waits behind the
 * control's.
 */
export function headerFormsInTurn(count: number): HeaderForm[] {
  const out: HeaderForm[] = [];
  for (let round = 0; round < READ_MEMBERS.length; round++)
    HEADER_MEMBER_FORMS.forEach((form, i) => {
      out.push({ member: READ_MEMBERS[(i + round) % READ_MEMBERS.length]!, form });
    });
  for (const form of HEADER_MEMBER_FORMS) out.push({ member: 'typ', form });
  return out.slice(0, count);
}
