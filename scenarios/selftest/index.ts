export {
  runSelftest,
  type SelftestInput,
  type SelftestMutantOutcome,
  type SelftestResult,
  type SelftestScope,
} from './runSelftest.ts';
