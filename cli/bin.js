#!/usr/bin/env node
// Plain JavaScript on purpose: Node runs it without a loader. It registers tsx (the project's
// TypeScript loader, DESIGN §3) and then imports the TypeScript entry point.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
