export type { DelegationStrategy } from './DelegationStrategy.ts';
export { delegateWith } from './delegateWith.ts';
