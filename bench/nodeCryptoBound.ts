import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * The runtime's own limit: `node:crypto` ES256 sign + verify pairs per second, synchronous, keys
 * imported once as `KeyObject`s, over the JWS signing input of a 0.6 kB payload (the size of a
 * generated card's canonical form), one core (this thread) or every core (one worker thread per
 * core, each running the same loop). What the search's hot path now runs (harness/jws/fastJws.ts).
 */
const PAIR_LOOP = `
  const { generateKeyPairSync, sign, verify } = require('node:crypto');
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const input = Buffer.from('eyJhbGciOiJFUzI1NiJ9.' + Buffer.from('x'.repeat(600)).toString('base64url'));
  const pairs = (n) => {
    for (let i = 0; i < n; i++) {
      const sig = sign('sha256', input, { key: privateKey, dsaEncoding: 'ieee-p1363' });
      if (!verify('sha256', input, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)) throw new Error('no verify');
    }
  };`;

/** Pairs per second on this thread (one core). */
export function nodeCryptoPairsOneCore(pairs: number): number {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const input = Buffer.from(
    `eyJhbGciOiJFUzI1NiJ9.${Buffer.from('x'.repeat(600)).toString('base64url')}`,
  );
  const run = (n: number): void => {
    for (let i = 0; i < n; i++) {
      const sig = sign('sha256', input, { key: privateKey, dsaEncoding: 'ieee-p1363' });
      if (!verify('sha256', input, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)) {
        throw new Error('nodeCryptoBound: a fresh signature did not verify');
      }
    }
  };
  run(Math.min(200, pairs)); // warm-up
  const started = performance.now();
  run(pairs);
  return (pairs / (performance.now() - started)) * 1000;
}

/** Pairs per second on `n` worker threads at once (every core when `n` is the core count). */
export async function nodeCryptoPairsAllCores(n: number, pairsPerThread: number): Promise<number> {
  const code = `${PAIR_LOOP}
    const { parentPort, workerData } = require('node:worker_threads');
    pairs(200);
    parentPort.postMessage('ready');
    parentPort.once('message', () => { pairs(workerData); parentPort.postMessage('done'); });`;
  const threads = Array.from(
    { length: n },
    () => new Worker(code, { eval: true, workerData: pairsPerThread }),
  );
  try {
    await Promise.all(threads.map((t) => new Promise((r) => t.once('message', r))));
    const started = performance.now();
    const done = threads.map((t) => new Promise((r) => t.once('message', r)));
    for (const t of threads) t.postMessage('go');
    await Promise.all(done);
    return ((n * pairsPerThread) / (performance.now() - started)) * 1000;
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
}
