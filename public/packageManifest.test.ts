import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  files: string[];
  license: string;
};

describe('what the package ships', () => {
  it('exports every JSON Schema the docs point at, each built from a source the build emits', () => {
    const schemas = Object.entries(manifest.exports).filter(([k]) => k.endsWith('.schema.json'));
    expect(Object.fromEntries(schemas)).toEqual({
      './contract.schema.json': './dist/harness/contract/contract.schema.json',
      './config.schema.json': './dist/cli/config/config.schema.json',
      './report.schema.json': './dist/reports/report.schema.json',
      './baseline.schema.json': './dist/reports/baseline.schema.json',
    });
    for (const [, target] of schemas)
      expect(existsSync(join(ROOT, String(target).replace('./dist/', '')))).toBe(true);
  });

  it('ships its licence text', () => {
    expect(manifest.files).toContain('LICENSE');
    expect(manifest.license).toBe('Apache-2.0');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(
      /^\s+Apache License\n\s+Version 2\.0/,
    );
  });
});

describe('the findings the gate cites', () => {
  it('ship in the package, beside dist/ where knownFindings looks for them', () => {
    expect(manifest.files).toContain('crosscheck-baseline/third-party-sdks.json');
  });
});
