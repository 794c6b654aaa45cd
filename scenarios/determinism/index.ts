export {
  compareOutcomes,
  repeatRun,
  stableSummary,
  type Drift,
  type Flake,
  type RepeatInputs,
  type RepeatOutcome,
} from './repeatRun.ts';
