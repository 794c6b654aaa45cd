import { describe, expect, it } from 'vitest';
import { ROOT_CAUSES, uniqueCauses } from './index.ts';

describe('the root causes', () => {
  it('are refused at load when two share an id', () => {
    const [first] = ROOT_CAUSES;
    expect(() => uniqueCauses([first!, { ...first! }])).toThrow(
      `Failed to load the root causes: the id "${first!.id}" is defined twice. Give each cause its own id.`,
    );
  });

  it('each hold their point in the probe card and not in the control card', () => {
    const held = ROOT_CAUSES.map((c) => [
      c.id,
      c.holdsPoint(c.probeCard),
      c.holdsPoint(c.controlCard),
    ]);
    expect(held).toEqual(ROOT_CAUSES.map((c) => [c.id, true, false]));
  });

  it('find a point only where it is: a member name, a nested string, never an escape in the text', () => {
    const nonAscii = ROOT_CAUSES.find((c) => c.id === 'canonical-form/non-ascii')!;
    const nested = ROOT_CAUSES.find((c) => c.id === 'canonical-form/nested-signatures')!;
    expect(nonAscii.holdsPoint(JSON.parse('{"skills":[{"tags":["\\u00e9"]}]}'))).toBe(true);
    expect(nonAscii.holdsPoint({ ['café']: 1 })).toBe(true);
    expect(nonAscii.holdsPoint({ name: 'cafe\\u00e9' })).toBe(false);
    expect(nested.holdsPoint({ signatures: [] })).toBe(false);
    expect(nested.holdsPoint({ capabilities: { signatures: [] } })).toBe(true);
  });
});
