/**
 * The protected-header members a form edits: the two A2A §8.4.2 requires, and `typ`, which a
 * verifier does not enforce (a SHOULD), so its forms are the control. `b64` and `crit` (RFC 7797,
 * RFC 7515 §4.1.11) are left to the attack catalogue (A5-A7b): the model refuses them with
 * `SIG_CRIT_UNSUPPORTED`, which is XV-SIG-005's (`ruleOfSignatureCode`), not this rule's.
 */
export const HEADER_MEMBERS = ['alg', 'kid', 'typ'] as const;

/**
 * How one member is spelt or typed: present as a signer writes it (`as-is`), retyped (its
 * value inside an array, a number, `null`, an object, `true`), written twice with the same value,
 * after another value (`duplicate-other`: the signer's value last) or before one
 * (`duplicate-other-last`: another value last), its name in upper case, or left out.
 *
 * RFC 7515 §4 lets a verifier refuse a header with a member written twice or read the lexically
 * last one, and the two readings are judged alike (docs/adapter-protocol.md §4.2). The two orders
 * are what tell a reader that takes some member from the first copy: with the signer's value
 * last both readings agree on nothing (one refuses, the other verifies), with it first they both
 * refuse, so only a reader that looks up the key by the first `kid`, or verifies with the first
 * `alg`, admits the card.
 */
export const HEADER_MEMBER_FORMS = [
  'as-is',
  'array',
  'number',
  'null',
  'object',
  'true',
  'duplicate',
  'duplicate-other',
  'duplicate-other-last',
  'upper-case',
  'absent',
] as const;

/** One member of a card's own protected header, spelt or typed one way (see the two lists). */
export interface HeaderForm {
  member: (typeof HEADER_MEMBERS)[number];
  form: (typeof HEADER_MEMBER_FORMS)[number];
}

/** The other value a member is written with beside its own, before or after it. */
const OTHER: Readonly<Record<string, unknown>> = { alg: 'RS256', kid: 'another-key', typ: 'JWT' };

/**
 * The protected header's JSON text: `alg`, `kid` and `typ` as a signer writes them, with `form`
 * made of its member. Written by hand, as text, since a duplicate member has no object form.
 */
export function headerText(header: Readonly<Record<string, unknown>>, form?: HeaderForm): string {
  const members: [string, unknown][] = Object.entries(header);
  if (form === undefined) return JSON.stringify(header);
  const at = members.findIndex(([name]) => name === form.member);
  if (at === -1) return JSON.stringify(header);
  const value = members[at]![1];
  const edited = ((): [string, unknown][] => {
    switch (form.form) {
      case 'as-is':
        return [[form.member, value]];
      case 'array':
        return [[form.member, [value]]];
      case 'number':
        return [[form.member, 256]];
      case 'null':
        return [[form.member, null]];
      case 'object':
        return [[form.member, { value }]];
      case 'true':
        return [[form.member, true]];
      case 'duplicate':
        return [
          [form.member, value],
          [form.member, value],
        ];
      case 'duplicate-other':
        return [
          [form.member, OTHER[form.member]],
          [form.member, value],
        ];
      case 'duplicate-other-last':
        return [
          [form.member, value],
          [form.member, OTHER[form.member]],
        ];
      case 'upper-case':
        return [[form.member.toUpperCase(), value]];
      case 'absent':
        return [];
    }
  })();
  members.splice(at, 1, ...edited);
  return `{${members.map(([name, v]) => `${JSON.stringify(name)}:${JSON.stringify(v)}`).join(',')}}`;
}
