/**
 * `reference` over the stdio protocol, except that every answer line is written twice: the
 * first copy is a correct answer, the second a duplicate the harness must notice and charge to
 * a later call (docs/adapter-protocol.md §1: exactly one answer per request). Run it as
 *
 *   node --import tsx implementations/hostile/stdio/answersTwice.ts
 */
import { Writable } from 'node:stream';
import { serveAdapterOverStdio } from '../../../harness/transports/serveAdapterOverStdio.ts';
import { referenceAdapter } from '../../reference/createReferenceAdapter.ts';

const twice = new Writable({
  write(chunk: Buffer, _encoding, done) {
    process.stdout.write(chunk);
    process.stdout.write(chunk, () => done());
  },
});

await serveAdapterOverStdio(referenceAdapter, { output: twice, redirectConsole: false });
