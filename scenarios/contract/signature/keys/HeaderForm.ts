/**
 * The protected-header members a form edits: the two A2A §8.4.2 requires, and `typ`, which a
 * verifier does not enforce (a SHOULD), so its forms are the control. `b64` and `crit` (RFC 7797,
 * RFC 7515 §4.1.11) are left to the attack catalogue (A7), whose rule for them is XV-SIG-002's.
 */
export const HEADER_MEMBERS = ['alg', 'kid', 'typ'] as const;

/**
 * How one member is spelt or typed: present as a signer writes it (`as-is`), retyped (its
 * value inside an array, a number, `null`, an object, `true`), written twice with the same value
 * or after another value (a first-wins and a last-wins reader read different headers), its name
 * in upper case, or left out.
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
  'upper-case',
  'absent',
] as const;

/** One member of a card's own protected header, spelt or typed one way (see the two lists). */
export interface HeaderForm {
  member: (typeof HEADER_MEMBERS)[number];
  form: (typeof HEADER_MEMBER_FORMS)[number];
}

/** The value a second copy of a member shadows (the first of the two a first-wins reader reads). */
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
      case 'upper-case':
        return [[form.member.toUpperCase(), value]];
      case 'absent':
        return [];
    }
  })();
  members.splice(at, 1, ...edited);
  return `{${members.map(([name, v]) => `${JSON.stringify(name)}:${JSON.stringify(v)}`).join(',')}}`;
}
