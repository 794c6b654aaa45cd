import { describe, expect, it } from 'vitest';
import { fileSafeName } from './fileSafeName.ts';

describe('fileSafeName', () => {
  it('keeps a short name as kebab case', () => {
    expect(fileSafeName('Acme A2A 1.2')).toBe('acme-a2a-1-2');
    expect(fileSafeName('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSafeName('***')).toBe('unnamed');
  });

  it('cuts a long name to 96 characters and keeps two long names apart', () => {
    const a = fileSafeName(`x${'n'.repeat(3_900_000)}a`);
    const b = fileSafeName(`x${'n'.repeat(3_900_000)}b`);

    expect(a).toHaveLength(96);
    expect(a).toMatch(/^xn+-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
  });
});
