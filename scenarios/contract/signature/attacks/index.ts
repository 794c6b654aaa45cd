import { algorithmAttacks } from './algorithm-attacks.ts';
import type { AttackCase } from './attackCase.ts';
import { keyAttacks } from './key-attacks.ts';
import { multiSignatureAttacks } from './multi-signature-attacks.ts';
import { payloadAttacks } from './payload-attacks.ts';
import { signatureValueAttacks } from './signature-value-attacks.ts';

/** The signed-card attack catalogue as verifier cases, in catalogue order (A, B, C, D, E). */
export const attackCases: AttackCase[] = [
  ...algorithmAttacks,
  ...keyAttacks,
  ...signatureValueAttacks,
  ...payloadAttacks,
  ...multiSignatureAttacks,
];

export type { AttackCase } from './attackCase.ts';
