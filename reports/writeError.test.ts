import { describe, expect, it } from 'vitest';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { writeError } from './writeError.ts';

const errno = (code: string) => Object.assign(new Error(`${code}: oops`), { code });

describe('writeError', () => {
  it.each([
    ['ENOSPC', 'the disk is full. Free space there, or write elsewhere.'],
    ['ENAMETOOLONG', 'the path or a name in it is too long. Choose a shorter path.'],
    ['EACCES', 'permission denied. Fix the permissions, or write elsewhere.'],
    ['EWHATEVER', 'the system refused it (EWHATEVER). Check the path, or write elsewhere.'],
  ])('makes %s one USAGE line naming the path', (code, why) => {
    const e = writeError('/o/report.json', errno(code));

    expect(e).toBeInstanceOf(CrosscheckError);
    expect((e as CrosscheckError).code).toBe('USAGE');
    expect((e as CrosscheckError).message).toBe(`Failed to write '/o/report.json': ${why}`);
  });

  it('returns what is not an OS error as it is', () => {
    const bug = new TypeError('x is undefined');

    expect(writeError('/o/report.json', bug)).toBe(bug);
  });
});
