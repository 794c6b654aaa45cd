import { describe, expect, it } from 'vitest';
import { type MediaType, isInformalMediaToken, parseMediaType } from './parseMediaType.ts';

describe('parseMediaType', () => {
  const parsed: { input: string; want: MediaType }[] = [
    { input: 'application/json', want: { type: 'application', subtype: 'json', params: {} } },
    {
      input: 'Text/HTML; Charset="UTF-8"',
      want: { type: 'text', subtype: 'html', params: { charset: 'UTF-8' } },
    },
    { input: '*/*', want: { type: '*', subtype: '*', params: {} } },
    // `*` is a tchar: beside a concrete subtype it is a literal token, not a range (RFC 9110 §12.5.1).
    { input: '*/X+*', want: { type: '*', subtype: 'x+*', params: {} } },
    { input: 'image/*;q=0.5', want: { type: 'image', subtype: '*', params: { q: '0.5' } } },
    {
      input: 'a/b; x="q\\"uote\\\\"; y=z',
      want: { type: 'a', subtype: 'b', params: { x: 'q"uote\\', y: 'z' } },
    },
    { input: 'a/b;x=""', want: { type: 'a', subtype: 'b', params: { x: '' } } },
    { input: 'a/b;x="é"', want: { type: 'a', subtype: 'b', params: { x: 'é' } } },
    { input: 'text/plain;', want: { type: 'text', subtype: 'plain', params: {} } },
    {
      input: 'text/plain ;\tformat=flowed',
      want: { type: 'text', subtype: 'plain', params: { format: 'flowed' } },
    },
    {
      input: 'application/vnd.oasis.opendocument.text',
      want: { type: 'application', subtype: 'vnd.oasis.opendocument.text', params: {} },
    },
  ];
  it.each(parsed)('$input', ({ input, want }) => {
    expect(parseMediaType(input)).toEqual(want);
  });

  it.each([
    '',
    'text',
    'text/',
    '/plain',
    'text/plain/x',
    'text /plain',
    'text/ plain',
    ' text/plain',
    'text/plain ',
    'text/plain;x',
    'text/plain;x=',
    'text/plain;x =1',
    'text/plain;x= 1',
    'text/plain;x="open',
    'text/plain;x="a"b',
    'text/plain;a=1;A=2',
    'text/plain;x="€"',
    'tëxt/plain',
    'text/plain,text/html',
  ])('rejects %j', (input) => {
    expect(parseMediaType(input)).toBeNull();
  });

  it('keeps a "__proto__" parameter as data', () => {
    const mt = parseMediaType('a/b;__proto__=x');
    expect(mt?.params).toEqual(
      Object.defineProperty({}, '__proto__', { value: 'x', enumerable: true }),
    );
    expect(Object.getPrototypeOf(mt?.params)).toBe(Object.prototype);
  });
});

describe('isInformalMediaToken', () => {
  it.each([
    { s: 'text', want: true },
    { s: 'TEXT', want: true },
    { s: 'file', want: true },
    { s: '*', want: true },
    { s: 'text/plain', want: false },
    { s: '', want: false },
    { s: 'te xt', want: false },
    { s: 'text;charset=utf-8', want: false },
  ])('$s → $want', ({ s, want }) => {
    expect(isInformalMediaToken(s)).toBe(want);
  });
});
