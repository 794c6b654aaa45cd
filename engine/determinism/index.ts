export { repeatRun, type Flake } from './repeatRun.ts';
