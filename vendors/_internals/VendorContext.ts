import type { Faker } from '@faker-js/faker';
import type { VendorTiming } from '../defaults.ts';
import type { PersonaSpec } from '../PersonaSpec.ts';
import type { Transcript } from '../../harness/results/Transcript.ts';
import type { PushConfigStore } from './pushConfigs.ts';
import type { SimTask } from './SimTask.ts';

/** Everything a vendor's request handlers share. */
export interface VendorContext {
  readonly persona: PersonaSpec;
  readonly recorder: Transcript;
  readonly tasks: Map<string, SimTask>;
  readonly timing: VendorTiming;
  /** Text of each artifact chunk, fixed per vendor from its seed. */
  readonly chunkTexts: string[];
  /** Longest hold of a hung or stalled exchange. */
  readonly holdLimitMs: number;
  /** Aborted when the fleet closes: releases every hold. */
  readonly closed: AbortSignal;
  /** Seeded randomness for anything else a handler invents (built on first use). */
  readonly faker: Faker;
  /** The next task or context id, reproducible from the vendor's runtime seed. */
  nextId(): string;
  /** Push-notification configs by task, and their deliveries (A2A §3.1.7–3.1.10, §4.3.3). */
  readonly push: PushConfigStore;
}
