import { describe, expect, it } from 'vitest';
import { takeQueuedJob } from './takeQueuedJob.ts';

interface Job {
  name: string;
  affinity: string | undefined;
}
interface Thread {
  name: string;
  dead: boolean;
}

const job = (name: string, affinity?: string): Job => ({ name, affinity });

describe('takeQueuedJob', () => {
  const a: Thread = { name: 'a', dead: false };
  const b: Thread = { name: 'b', dead: false };

  it('takes a job of a key the thread owns before earlier jobs of other keys', () => {
    const queue = [job('x1', 'x'), job('y1', 'y'), job('z1', 'z')];
    const owners = new Map([
      ['x', b],
      ['y', a],
    ]);
    expect(takeQueuedJob(queue, a, owners)?.name).toBe('y1');
    expect(queue.map((j) => j.name)).toEqual(['x1', 'z1']);
  });

  it('takes the first job of a key nobody owns next, and owns that key from then on', () => {
    const queue = [job('x1', 'x'), job('keyless'), job('z1', 'z')];
    const owners = new Map([['x', b]]);
    expect(takeQueuedJob(queue, a, owners)?.name).toBe('keyless');
    expect(takeQueuedJob(queue, a, owners)?.name).toBe('z1');
    expect(owners.get('z')).toBe(a);
    expect(owners.has('undefined')).toBe(false);
  });

  it("takes another thread's job when nothing else waits, and leaves the key with its owner", () => {
    const queue = [job('x1', 'x'), job('x2', 'x')];
    const owners = new Map([['x', b]]);
    expect(takeQueuedJob(queue, a, owners)?.name).toBe('x1');
    expect(owners.get('x')).toBe(b);
  });

  it('takes over the keys of a dead thread', () => {
    const dead: Thread = { name: 'dead', dead: true };
    const queue = [job('x1', 'x'), job('y1', 'y')];
    const owners = new Map([
      ['x', dead],
      ['y', b],
    ]);
    expect(takeQueuedJob(queue, a, owners)?.name).toBe('x1');
    expect(owners.get('x')).toBe(a);
    // Now a owns x: its next x job comes before y's.
    queue.push(job('x2', 'x'));
    expect(takeQueuedJob(queue, a, owners)?.name).toBe('x2');
  });

  it('hands two threads the jobs of a second round by the owners of the first', () => {
    const owners = new Map<string, Thread>();
    const first = ['p', 'q', 'r', 's'].map((k) => job(`${k}1`, k));
    const ran: Record<string, string[]> = { a: [], b: [] };
    for (let i = 0; first.length > 0; i++) {
      const t = i % 2 === 0 ? a : b;
      ran[t.name]!.push(takeQueuedJob(first, t, owners)!.name);
    }
    const second = ['p', 'q', 'r', 's'].map((k) => job(`${k}2`, k));
    // b asks first this time: it still gets the jobs of its own keys.
    expect(takeQueuedJob(second, b, owners)?.name).toBe('q2');
    expect(takeQueuedJob(second, b, owners)?.name).toBe('s2');
    expect(takeQueuedJob(second, a, owners)?.name).toBe('p2');
    expect(ran).toEqual({ a: ['p1', 'r1'], b: ['q1', 's1'] });
  });

  it('returns nothing from an empty queue', () => {
    expect(takeQueuedJob([], a, new Map())).toBeUndefined();
  });
});
