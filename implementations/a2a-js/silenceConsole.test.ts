import { describe, expect, it } from 'vitest';
import { type ConsoleMethod, silenceConsole } from './silenceConsole.ts';

/** A console that records what reaches it. */
function recordingConsole(): { target: Pick<Console, ConsoleMethod>; seen: string[] } {
  const seen: string[] = [];
  const write = (m: string) => (text: string) => void seen.push(`${m}: ${text}`);
  return {
    seen,
    target: {
      log: write('log'),
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
      debug: write('debug'),
    },
  };
}

describe('silenceConsole', () => {
  it('keeps a method silent while any overlapping run wants it, in any order of ending', async () => {
    // Arrange: the SDK agents' servers quieted (every method), then a discover call of the SDK's
    // verifier beside them (debug only).
    const { target, seen } = recordingConsole();
    let endOuter = (): void => undefined;
    let endInner = (): void => undefined;
    const all: ConsoleMethod[] = ['log', 'info', 'warn', 'error', 'debug'];
    // Act: the run that began first ends first, the order in which two silencers that each saved
    // and restored "the current" method let the verifier's lines through, then left it silent.
    const outer = silenceConsole(all, () => new Promise<void>((r) => (endOuter = r)), target);
    const inner = silenceConsole(['debug'], () => new Promise<void>((r) => (endInner = r)), target);
    target.debug('while both');
    endOuter();
    await outer;
    target.debug('while the verifier runs');
    target.error('error after the servers');
    endInner();
    await inner;
    target.debug('after both');
    // Assert
    expect(seen).toEqual(['error: error after the servers', 'debug: after both']);
  });

  it('puts the original back when the work throws', async () => {
    const { target, seen } = recordingConsole();
    await expect(
      silenceConsole(['debug'], () => Promise.reject(new Error('boom')), target),
    ).rejects.toThrow('boom');
    target.debug('after');
    expect(seen).toEqual(['debug: after']);
  });
});
