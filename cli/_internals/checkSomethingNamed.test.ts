import { describe, expect, it } from 'vitest';
import { checkSomethingNamed } from './checkSomethingNamed.ts';

const messageOf = (f: () => void): string => {
  try {
    f();
    return 'no error';
  } catch (e) {
    return `${(e as { code: string }).code}: ${(e as Error).message}`;
  }
};

describe('checkSomethingNamed', () => {
  it('sends a run that names nothing, without @a2a-js/sdk, to init or --iut', () => {
    expect(messageOf(() => checkSomethingNamed({}, () => false))).toBe(
      'USAGE: Failed to choose what to judge: nothing was named (no --iut, --iut-cmd or --agent-url, and no crosscheck.config.json naming one), and the default built-in set (reference, naive, a2a-js, vendors) needs @a2a-js/sdk, which is not installed. Run `npx a2a-crosscheck init` to write an adapter skeleton and a configuration naming it, or pass --iut ./my-adapter.ts (--iut-cmd "python3 adapter.py", --agent-url http://127.0.0.1:PORT).',
    );
  });

  it('lets a run through that names an IUT, or whose default set can load', () => {
    expect(messageOf(() => checkSomethingNamed({ iut: ['./a.ts'] }, () => false))).toBe('no error');
    expect(
      messageOf(() => checkSomethingNamed({ agentUrl: ['http://127.0.0.1:1'] }, () => false)),
    ).toBe('no error');
    expect(messageOf(() => checkSomethingNamed({}, () => true))).toBe('no error');
  });

  it('finds the SDK in this repository, where it is a dev dependency', async () => {
    const { a2aJsSdkInstalled } = await import('./checkSomethingNamed.ts');
    expect(a2aJsSdkInstalled()).toBe(true);
  });
});
