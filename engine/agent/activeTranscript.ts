import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transcript } from '../../harness/results/Transcript.ts';

/**
 * The transcript of the agent check running in this async context (set by `runAgentChecks`
 * around each check), so what the wire layer reports on its own (a redirect hop) lands in the
 * evidence of the check that caused it.
 */
export const activeTranscript = new AsyncLocalStorage<Transcript>();
