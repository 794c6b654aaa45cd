/**
 * The built-in `reference` IUT served over the stdio protocol (docs/adapter-protocol.md), so
 * the harness can run it as a child process exactly as it runs adapters in other languages:
 *
 *   a2a-crosscheck run --iut-cmd "node --import tsx implementations/reference-stdio/main.ts"
 *
 * `node --import tsx` starts in about half the time of `npx tsx` (no npm process in between).
 * The process ends when stdin closes.
 */
import { serveAdapterOverStdio } from '../../harness/transports/serveAdapterOverStdio.ts';
import { referenceAdapter } from '../reference/createReferenceAdapter.ts';

await serveAdapterOverStdio(referenceAdapter);
