import { describe, expect, it } from 'vitest';
import { parseCard } from './parseCard.ts';
import { readVendorFlag } from './readVendorFlag.ts';

describe('readVendorFlag', () => {
  const rows: { name: string; json: string; flag: string; want: boolean | undefined }[] = [
    { name: 'true', json: '{"enforceInputModes":true}', flag: 'enforceInputModes', want: true },
    { name: 'false', json: '{"enforceInputModes":false}', flag: 'enforceInputModes', want: false },
    { name: 'absent', json: '{}', flag: 'enforceInputModes', want: undefined },
    {
      name: 'null',
      json: '{"enforceInputModes":null}',
      flag: 'enforceInputModes',
      want: undefined,
    },
    {
      name: 'the string "true"',
      json: '{"enforceInputModes":"true"}',
      flag: 'enforceInputModes',
      want: undefined,
    },
    {
      name: 'the number 1',
      json: '{"enforceInputModes":1}',
      flag: 'enforceInputModes',
      want: undefined,
    },
    {
      name: 'case matters',
      json: '{"EnforceInputModes":true}',
      flag: 'enforceInputModes',
      want: undefined,
    },
    {
      name: 'nested is not top level',
      json: '{"capabilities":{"enforceInputModes":true}}',
      flag: 'enforceInputModes',
      want: undefined,
    },
    {
      name: 'inherited names are not members',
      json: '{}',
      flag: 'hasOwnProperty',
      want: undefined,
    },
    {
      name: '"__proto__" is an ordinary member',
      json: '{"__proto__":true}',
      flag: '__proto__',
      want: true,
    },
  ];
  it.each(rows)('$name → $want', ({ json, flag, want }) => {
    expect(readVendorFlag(parseCard(json), flag)).toBe(want);
  });
});
