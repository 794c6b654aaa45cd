export { diagnoseIut } from './diagnoseIut.ts';
