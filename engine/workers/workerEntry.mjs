// Plain JavaScript on purpose: a worker thread starts without the parent's loader, so it
// registers tsx (the project's TypeScript loader) before importing the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./caseWorker.ts');
