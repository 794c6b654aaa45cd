import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../scenarios/catalogue.ts';
import { renderRulesDoc } from '../../reports/renderRulesDoc.ts';

describe('docs/rules.md', () => {
  it('is what the catalogue renders (run `npm run docs:rules` after changing a rule)', async () => {
    const onDisk = await readFile(new URL('../../docs/rules.md', import.meta.url), 'utf8');

    expect(onDisk).toBe(renderRulesDoc(RULES));
  });

  it('has a section for every rule, and says what each cited source is', () => {
    const doc = renderRulesDoc(RULES);
    for (const r of RULES) expect(doc).toContain(`\n### ${r.id}\n`);
    expect(doc).toContain('- `seeds/000_77dafd5eadc66fb9.txt`: seed 000, the field report');
    expect(doc).toContain('- `DESIGN.md`: the project');
  });
});
