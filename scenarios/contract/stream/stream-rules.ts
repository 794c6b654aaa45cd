import type { Rule } from '../../../harness/rules/index.ts';
import { SEED_002, seed, spec } from '../../../harness/rules/sources.ts';

/** The stream rule: streamed artifact chunks reassemble losslessly. As data; judged by the cases and properties of this folder. */
export const STREAM_RULES: readonly Rule[] = [
  {
    id: 'XV-STR-001',
    title: 'Streamed artifact chunks reassemble without loss',
    level: 'MUST',
    source: [
      seed(SEED_002, '§ What Was Observed'),
      spec('§3.1.2'),
      spec('proto TaskArtifactUpdateEvent'),
    ],
    roles: ['consumer', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['chunked-artifacts'],
    stages: [],
    rationale:
      'Chunks are keyed by `artifactId`: `append: true` adds parts to what arrived before, ' +
      '`append` false or absent replaces it, interleaved artifacts stay apart and keep their order ' +
      'of first appearance. An `append` for an unknown id is kept as a new artifact, never dropped ' +
      '(a2a-python #1038). `lastChunk` is informational: chunks after it are still applied, because ' +
      'silently discarding data is the failure this rule exists to catch.',
    seeAlso: ['a2aproject/a2a-python#1038', 'a2aproject/a2a-python#1030', 'google/adk-python#6686'],
  },
];
