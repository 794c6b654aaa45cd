export { runSelftest } from './runSelftest.ts';
