#!/usr/bin/env node
import { main } from './main.ts';

// The installed package runs this file compiled (dist/cli/bin.js) with plain Node; in the
// repository `npm run crosscheck` runs it through tsx. Either way the harness's own modules need
// no loader at run time: tsx is registered only to import a user's TypeScript adapter.
process.exitCode = await main(process.argv.slice(2));
