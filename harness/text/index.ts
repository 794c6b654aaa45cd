export { neutralizeControls, type ControlPolicy } from './neutralizeControls.ts';
