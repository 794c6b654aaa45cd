import { writeFile } from 'node:fs/promises';
import { RULES } from '../scenarios/catalogue.ts';
import { renderRulesDoc } from '../reports/renderRulesDoc.ts';

/** `npm run docs:rules`: rewrites docs/rules.md from the rule catalogue. */
await writeFile(new URL('../docs/rules.md', import.meta.url), renderRulesDoc(RULES));
