import { describe, expect, it } from 'vitest';
import { WorkerPool } from './WorkerPool.ts';

describe('WorkerPool.warm', () => {
  it('starts every thread before any job, and close ends them', async () => {
    const pool = new WorkerPool(2);
    expect(pool.threads).toBe(0);
    pool.warm();
    expect(pool.threads).toBe(2);
    // Warming twice starts no more.
    pool.warm();
    expect(pool.threads).toBe(2);
    await pool.close();
    expect(pool.threads).toBe(0);
  });

  it('starts nothing once closed', async () => {
    const pool = new WorkerPool(2);
    await pool.close();
    pool.warm();
    expect(pool.threads).toBe(0);
  });
});
