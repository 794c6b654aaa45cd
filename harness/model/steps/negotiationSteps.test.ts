import { describe, expect, it } from 'vitest';
import type { ExtensionsState } from '../../vocabulary/index.ts';
import { mayNegotiateExtensions, selectRequestExtensions } from './negotiationSteps.ts';

describe('mayNegotiateExtensions (XV-NEG-002)', () => {
  const cases: [ExtensionsState, boolean][] = [
    ['undeclared', false],
    [[], true],
    [['urn:example:ext/a'], true],
  ];
  it.each(cases)('%j ⇒ %s', (extensions, expected) => {
    expect(mayNegotiateExtensions(extensions)).toBe(expected);
  });
});

describe('selectRequestExtensions (XV-NEG-002, A2A-CAP-004)', () => {
  const A = 'urn:example:ext/a';
  const B = 'urn:example:ext/b';
  const Z = 'urn:example:ext/z';
  const cases: {
    name: string;
    extensions: ExtensionsState;
    caller: string[];
    required: string[];
    expected: string[];
  }[] = [
    {
      name: 'undeclared: nothing, even the caller’s own',
      extensions: 'undeclared',
      caller: [A, Z],
      required: [],
      expected: [],
    },
    {
      name: 'declared []: the caller’s own',
      extensions: [],
      caller: [Z, A],
      required: [],
      expected: [Z, A],
    },
    {
      name: 'declared list: only declared ones, caller order',
      extensions: [A, B],
      caller: [B, Z, A],
      required: [],
      expected: [B, A],
    },
    {
      name: 'required one the caller supports is included',
      extensions: [A, B],
      caller: [B],
      required: [B],
      expected: [B],
    },
    {
      name: 'required one the caller lacks cannot be invented',
      extensions: [A, B],
      caller: [A],
      required: [B],
      expected: [A],
    },
    {
      name: 'duplicates in the caller list collapse',
      extensions: [],
      caller: [A, A],
      required: [],
      expected: [A],
    },
    { name: 'caller wants nothing', extensions: [A], caller: [], required: [], expected: [] },
  ];
  it.each(cases)('$name', ({ extensions, caller, required, expected }) => {
    expect(
      selectRequestExtensions({
        extensions,
        callerExtensions: caller,
        requiredExtensions: required,
      }),
    ).toEqual(expected);
  });
});
