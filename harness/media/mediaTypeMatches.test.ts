import { describe, expect, it } from 'vitest';
import { acceptsMediaType, mediaTypeMatches } from './mediaTypeMatches.ts';

// Expected outcomes written by hand from DESIGN §2 XV-DEL-001, RFC 6838 §4.2 and RFC 9110 §8.3.1.
const rows: { declared: string; actual: string; want: boolean; why: string }[] = [
  { declared: 'application/pdf', actual: 'application/pdf', want: true, why: 'identical' },
  {
    declared: 'application/pdf',
    actual: 'Application/PDF',
    want: true,
    why: 'type and subtype are case-insensitive',
  },
  {
    declared: 'APPLICATION/Pdf',
    actual: 'application/pdf',
    want: true,
    why: 'case-insensitive on the declared side too',
  },
  {
    declared: 'application/json',
    actual: 'application/pdf',
    want: false,
    why: 'seed 002: PDF outside the JSON default',
  },
  { declared: 'application/json', actual: 'text/json', want: false, why: 'type differs' },
  {
    declared: 'application/json',
    actual: 'application/vnd.api+json',
    want: false,
    why: 'no structured-suffix matching',
  },
  {
    declared: 'application/vnd.api+json',
    actual: 'application/vnd.api+json',
    want: true,
    why: 'suffix types are ordinary subtypes',
  },
  {
    declared: 'text/plain',
    actual: 'text/plain;charset=utf-8',
    want: true,
    why: 'actual parameters ignored when the mode has none',
  },
  {
    declared: 'text/plain',
    actual: 'text/plain; format=flowed',
    want: true,
    why: 'any actual parameter ignored',
  },
  {
    declared: 'text/plain;charset=utf-8',
    actual: 'text/plain',
    want: false,
    why: 'declared parameter absent from actual',
  },
  {
    declared: 'text/plain;charset=utf-8',
    actual: 'text/plain;charset=UTF-8',
    want: true,
    why: 'charset values are case-insensitive',
  },
  {
    declared: 'text/plain;charset=utf-8',
    actual: 'text/plain; charset="utf-8"',
    want: true,
    why: 'quoted and token values are equal',
  },
  {
    declared: 'text/plain;charset=utf-8',
    actual: 'text/plain;charset=iso-8859-1',
    want: false,
    why: 'different charset',
  },
  {
    declared: 'text/plain;CHARSET=utf-8',
    actual: 'text/plain;Charset=utf-8',
    want: true,
    why: 'parameter names are case-insensitive',
  },
  {
    declared: 'application/json;profile=a',
    actual: 'application/json;profile=A',
    want: false,
    why: 'other parameter values compare exactly',
  },
  {
    declared: 'application/json;profile=a',
    actual: 'application/json;charset=utf-8;profile=a',
    want: true,
    why: 'extra actual parameters ignored',
  },
  {
    declared: 'text/plain;format=flowed',
    actual: 'text/plain ; format=flowed',
    want: true,
    why: 'OWS around ";" is allowed',
  },
  { declared: '*/*', actual: 'application/pdf', want: true, why: '*/* matches any media type' },
  { declared: '*/*', actual: 'image/png;q=1', want: true, why: '*/* with parameters in actual' },
  { declared: 'image/*', actual: 'image/png', want: true, why: 'type/* matches any subtype' },
  {
    declared: 'image/*',
    actual: 'IMAGE/PNG',
    want: true,
    why: 'wildcard match is case-insensitive',
  },
  {
    declared: 'image/*',
    actual: 'application/pdf',
    want: false,
    why: 'type/* does not cross types',
  },
  {
    declared: 'Image/*',
    actual: 'image/svg+xml',
    want: true,
    why: 'wildcard with case in declared',
  },
  {
    declared: 'image/png',
    actual: 'image/*',
    want: false,
    why: 'a wildcard in actual is a literal "*"',
  },
  {
    declared: 'image/*',
    actual: 'image/*',
    want: true,
    why: 'declared wildcard matches literal "*"',
  },
  { declared: 'text', actual: 'text', want: true, why: 'informal token matches itself' },
  {
    declared: 'text',
    actual: 'text/plain',
    want: false,
    why: 'informal token matches only itself',
  },
  {
    declared: 'text/plain',
    actual: 'text',
    want: false,
    why: 'an informal actual matches no media type',
  },
  { declared: 'text', actual: 'Text', want: false, why: 'informal tokens compare exactly' },
  {
    declared: '*/*',
    actual: 'text',
    want: false,
    why: 'an informal actual is not a media type, even for */*',
  },
  {
    declared: 'text/*',
    actual: 'text',
    want: false,
    why: 'an informal actual is not a media type, even for text/*',
  },
  { declared: '', actual: '', want: false, why: 'empty strings match nothing' },
  { declared: 'application/pdf', actual: '', want: false, why: 'empty actual' },
  // A JSON member is not an HTTP field value: nothing strips its surrounding whitespace (RFC 9110
  // §5.5 strips OWS from field values only), and the media-type grammar (§8.3.1) has none.
  {
    declared: 'application/pdf',
    actual: ' application/pdf',
    want: false,
    why: 'leading whitespace is garbage',
  },
  {
    declared: ' application/json ',
    actual: 'application/json',
    want: false,
    why: 'a declared mode with surrounding whitespace matches nothing',
  },
  {
    declared: 'application/pdf',
    actual: 'application/pdf ',
    want: false,
    why: 'trailing whitespace is garbage',
  },
  {
    declared: 'application/pdf',
    actual: 'application/pdf\n',
    want: false,
    why: 'trailing newline is garbage',
  },
  {
    declared: 'application /pdf',
    actual: 'application/pdf',
    want: false,
    why: 'whitespace before "/" is garbage',
  },
  {
    declared: 'application/',
    actual: 'application/',
    want: false,
    why: 'empty subtype matches nothing, not even itself',
  },
  { declared: '/pdf', actual: '/pdf', want: false, why: 'empty type matches nothing' },
  { declared: '*/pdf', actual: 'image/pdf', want: false, why: '*/subtype is not a media range' },
  // RFC 9110 §12.5.1: the ranges are `*/*` and `type/*`; `*` and `x+*` are tokens (§5.6.2), so
  // `*/x+*` is a literal media type, matching only itself (case-insensitively).
  { declared: '*/x+*', actual: '*/X+*', want: true, why: '*/x+* is a literal, equal to itself' },
  {
    declared: '*/x+*',
    actual: 'application/x+json',
    want: false,
    why: '*/x+* is no range: neither its type nor its "+*" is a wildcard',
  },
  {
    declared: '*/*',
    actual: '*/x+*',
    want: true,
    why: 'the literal is a media type, so */* matches it',
  },
  {
    declared: 'application/x+*',
    actual: 'application/x+json',
    want: false,
    why: 'a "*" inside a subtype is a literal character',
  },
  {
    declared: 'text/plain;charset="utf-8',
    actual: 'text/plain;charset=utf-8',
    want: false,
    why: 'unterminated quoted-string',
  },
  {
    declared: 'application/pdf',
    actual: 'application/pdf;a=1;A=2',
    want: false,
    why: 'a parameter given twice (RFC 6838 §4.3)',
  },
  {
    declared: 'application/pdf;;',
    actual: 'application/pdf',
    want: true,
    why: 'empty parameters are allowed by RFC 9110',
  },
  { declared: 'application/pdf', actual: 'application/pdf/x', want: false, why: 'two slashes' },
  {
    declared: 'application/pdf',
    actual: 'application/pdf;name',
    want: false,
    why: 'parameter without "="',
  },
];

describe('mediaTypeMatches (XV-DEL-001)', () => {
  it('has at least 25 hand-written rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(25);
  });

  it.each(rows)('$declared ⊇ $actual → $want ($why)', ({ declared, actual, want }) => {
    expect(mediaTypeMatches(declared, actual)).toBe(want);
  });
});

describe('acceptsMediaType', () => {
  it.each([
    { modes: ['application/json'], actual: 'application/pdf', want: false },
    { modes: ['application/pdf'], actual: 'application/pdf', want: true },
    { modes: ['application/json', 'image/*'], actual: 'image/jpeg', want: true },
    { modes: ['text', 'application/json'], actual: 'text/plain', want: false },
    { modes: [], actual: 'application/pdf', want: false },
    { modes: ['*/*'], actual: 'garbage', want: false },
  ])('$modes accepts $actual → $want', ({ modes, actual, want }) => {
    expect(acceptsMediaType(modes, actual)).toBe(want);
  });
});
