import { describe, expect, it } from 'vitest';
import { runLimited } from './runLimited.ts';

/** A promise and the function that settles it, so a test orders the items' ends itself. */
function gate(): { done: Promise<void>; open: () => void } {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('runLimited', () => {
  it('runs at most limit items at once and gives the results in input order', async () => {
    let running = 0;
    let most = 0;
    const gates = [gate(), gate(), gate(), gate()];
    const pending = runLimited([0, 1, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await gates[n]!.done;
      running -= 1;
      return n * 10;
    });
    // The later items end first: the results still come back in input order.
    for (const g of [...gates].reverse()) g.open();
    expect(await pending).toEqual([0, 10, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts no item once stopped, and leaves the items it never started undefined', async () => {
    let stop = false;
    const out = await runLimited(
      [1, 2, 3],
      1,
      async (n) => {
        stop = n === 2;
        return n;
      },
      { stopped: () => stop },
    );
    expect(out).toEqual([1, 2, undefined]);
  });

  it('throws the first error once the running items settle, and starts nothing after it', async () => {
    const started: number[] = [];
    const slow = gate();
    const errors: string[] = [];
    const pending = runLimited(
      [0, 1, 2, 3],
      2,
      async (n) => {
        started.push(n);
        if (n === 0) throw new Error('first');
        await slow.done;
        return n;
      },
      { onError: (e) => errors.push(e.message) },
    );
    let settled = false;
    void pending.catch(() => (settled = true));
    // Every microtask and I/O turn passes: item 1 still runs, so the pool has not settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    slow.open();
    await expect(pending).rejects.toThrow('first');
    expect(started).toEqual([0, 1]);
    expect(errors).toEqual(['first']);
  });
});
