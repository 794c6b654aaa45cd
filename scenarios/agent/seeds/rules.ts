import type { Rule } from '../../../harness/rules/index.ts';
import { SEED_000, seed, spec } from '../../../harness/rules/sources.ts';

/** The agent's rules the seeds' checks judge: a blocking task carries every chunk (A2A v1.0 §3.2.2) and an undeclared extension does not stall (seed 000); checked by the checks of this folder. */
export const SEED_AGENT_RULES: readonly Rule[] = [
  {
    id: 'A2A-STR-001',
    title: 'A blocking SendMessage returns the task with every artifact merged',
    level: 'MUST',
    source: [spec('§3.2.2')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['chunked-artifacts'],
    stages: [],
    rationale:
      'A blocking call (`returnImmediately` false or unset) waits for a terminal or interrupted ' +
      'state and MUST return the latest task with all artifacts. An agent that produces an ' +
      'artifact in chunks must hand the blocking caller the reassembled artifact, not its last ' +
      "chunk; seed 002's vendor B breaks exactly this.",
    seeAlso: ['a2aproject/a2a-go#346', 'a2aproject/a2a-java#431', 'a2aproject/A2A#2049'],
  },
  {
    id: 'XV-WIRE-001',
    title: 'An agent sent an extension it never declared proceeds or errors, never stalls',
    level: 'MUST',
    source: [spec('§4.6.3'), seed(SEED_000, '§ What Was Observed')],
    roles: ['agent'],
    profile: 'cross-vendor',
    appliesWhen: ['extension-activation-attempted'],
    stages: [],
    rationale:
      '§4.6.3 leaves an agent two outcomes for an extension it does not support: ignore it and ' +
      'proceed (SHOULD), or, for a required one, return an error (MUST). Seed 000 observed a third, ' +
      'a silent drop that left the first task short of `working` while both sides looked healthy. ' +
      'The first task must reach TASK_STATE_WORKING, an interrupted or a terminal state within the ' +
      'deadline; a stall is detected by a progress deadline.',
    seeAlso: ['CORE-CAP-004'],
  },
];
