import { writeFile } from 'node:fs/promises';
import { TCK_REQUIREMENTS } from '../harness/rules/index.ts';
import { RULES } from '../scenarios/catalogue.ts';
import { renderTckCoverage } from '../reports/renderTckCoverage.ts';

/** `npm run docs:tck`: rewrites docs/tck-coverage.md from the rule catalogue. */
await writeFile(
  new URL('../docs/tck-coverage.md', import.meta.url),
  renderTckCoverage(TCK_REQUIREMENTS, RULES),
);
