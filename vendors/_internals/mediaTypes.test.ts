import { describe, expect, it } from 'vitest';
import { modeAccepts, partMediaType } from './mediaTypes.ts';

describe('partMediaType', () => {
  it.each([
    [{ text: 'x' }, 'text/plain'],
    [{ data: { a: 1 } }, 'application/json'],
    [{ raw: 'AA==' }, 'application/octet-stream'],
    [{ url: 'http://127.0.0.1/f', mediaType: 'Application/PDF; name=x' }, 'application/pdf'],
  ])('%j is %s', (part, type) => {
    expect(partMediaType(part)).toBe(type);
  });
});

describe('modeAccepts', () => {
  it.each([
    ['application/pdf', 'application/pdf', true],
    ['APPLICATION/PDF', 'application/pdf', true],
    ['application/*', 'application/pdf', true],
    ['*/*', 'image/png', true],
    ['application/json', 'application/pdf', false],
    ['text', 'text/plain', false],
    ['image/*', 'application/pdf', false],
  ])('%s accepts %s: %s', (mode, type, expected) => {
    expect(modeAccepts(mode, type)).toBe(expected);
  });
});
