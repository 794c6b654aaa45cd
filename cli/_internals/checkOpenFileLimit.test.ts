import { describe, expect, it } from 'vitest';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  MIN_OPEN_FILES,
  checkOpenFileLimit,
  openFileLimit,
  openFileLimitError,
} from './checkOpenFileLimit.ts';

const LIMITS = (soft: string): string =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             63448                63448                processes ',
    `Max open files            ${soft.padEnd(21)}1048576              files     `,
  ].join('\n');

describe('the open-file limit a command starts under', () => {
  it('reads the soft limit from /proc/self/limits, none where it is unlimited or unreadable', () => {
    expect(openFileLimit(() => LIMITS('100'))).toBe(100);
    expect(openFileLimit(() => LIMITS('unlimited'))).toBeUndefined();
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
  });

  it(`refuses fewer than ${MIN_OPEN_FILES} with ENV_SETUP_FAILED, one line naming the fix`, () => {
    expect(() => checkOpenFileLimit('run', MIN_OPEN_FILES - 1)).toThrow(
      expect.objectContaining({
        code: 'ENV_SETUP_FAILED',
        message:
          "Failed to start 'run': this process may open at most 1023 files at once (ulimit -n), fewer than the 1024 a run needs (its modules, sockets, pipes and reports). Raise the limit (ulimit -n 1024 or more) and run again.",
      }),
    );
    expect(() => checkOpenFileLimit('run', MIN_OPEN_FILES)).not.toThrow();
    expect(() => checkOpenFileLimit('run', undefined)).not.toThrow();
  });

  it('reads EMFILE under a wrapper as the same refusal, anything else as nothing', () => {
    const emfile = Object.assign(new Error('EMFILE: too many open files, open x'), {
      code: 'EMFILE',
    });
    const wrapped = new CrosscheckError('INTERNAL', 'Failed to load the engine', { cause: emfile });

    expect(openFileLimitError(wrapped, 'run')).toMatchObject({
      code: 'ENV_SETUP_FAILED',
      message:
        "Failed to run 'run': the system refused to open one more file (EMFILE: this process is at its ulimit -n). Raise the limit (ulimit -n 1024 or more) and run again.",
    });
    expect(openFileLimitError(new Error('other'), 'run')).toBeUndefined();
  });
});
