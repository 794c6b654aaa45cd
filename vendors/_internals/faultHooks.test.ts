import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { A2ATask } from '../../harness/wire/index.ts';
import { twinPersona } from '../twinPersona.ts';
import { VENDOR_FAULTS } from '../VendorFault.ts';
import { applyFaults, faultHooks } from './faultHooks.ts';

const VENDORS = join(import.meta.dirname, '..');

/** The vendor's own modules: every `.ts` under vendors/, its tests and fixtures left out. */
function vendorModules(dir = VENDORS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '_fixtures' ? [] : vendorModules(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const task = (): A2ATask & Record<string, unknown> => ({
  id: 't-1',
  contextId: 'c-1',
  status: { state: 'TASK_STATE_COMPLETED', timestamp: '2026-01-01T00:00:00Z' },
});

describe('faultHooks', () => {
  it('gives a well-behaved vendor no hook, and a fault none at the points it leaves alone', () => {
    expect(faultHooks({ persona: twinPersona('ok', 'full-surface') }, 'servedTask')).toEqual([]);
    const cancelling = twinPersona('cancel', 'full-surface', ['cancel-ignored']);
    expect(faultHooks({ persona: cancelling }, 'servedTask')).toEqual([]);
    expect(faultHooks({ persona: cancelling }, 'cancelPlan')).toHaveLength(1);
  });

  it('hands back the value a handler built, edited by the hooks at its point', () => {
    const persona = twinPersona('cancel', 'full-surface', ['cancel-reported-not-done']);
    const plan = { refuseSettled: true, cancel: true, reportCanceled: false };

    expect(applyFaults({ persona }, 'cancelPlan', plan)).toBe(plan);
    expect(plan).toEqual({ refuseSettled: true, cancel: false, reportCanceled: true });
  });

  it('sets a knob fault on the persona, not on the vendor', () => {
    const twin = twinPersona('store', 'full-surface', ['last-chunk-only-store']);

    expect(twin.behaviour.artifactStore).toBe('last-chunk-only');
    expect(twinPersona('ok', 'full-surface').behaviour.artifactStore).toBe('merge');
  });

  it('declares every fault with at least one hook, and no handler names a fault', () => {
    // A fault is consulted only through its declaration's hooks: a fault's name in a handler
    // would be a second place that says what the twin breaks.
    const declarations = Object.entries(VENDOR_FAULTS);
    const hookless = declarations.filter(([, d]) => Object.keys(d).every((k) => k === 'summary'));
    const naming = vendorModules()
      .filter((path) => !path.includes(`${join('vendors', 'faults')}`))
      .filter((path) => !path.endsWith('VendorFault.ts'))
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8');
        return declarations.flatMap(([name]) =>
          text.includes(`'${name}'`) ? [`${path.slice(VENDORS.length + 1)}: ${name}`] : [],
        );
      });

    expect(hookless.map(([name]) => name)).toEqual([]);
    expect(naming).toEqual([]);
  });

  it('applies every fault a twin lists at the point its hook names', () => {
    // Arrange
    const persona = twinPersona('two', 'full-surface', [
      'task-states-lower-case',
      'v03-kind-members',
      'task-status-without-state',
    ]);
    const out = task();
    // Act
    for (const edit of faultHooks({ persona }, 'servedTask')) edit(out);
    // Assert
    expect(out).toEqual({
      id: 't-1',
      contextId: 'c-1',
      kind: 'task',
      status: { timestamp: '2026-01-01T00:00:00Z' },
    });
  });

  it('consults only the hooks of the point asked for', () => {
    const persona = twinPersona('list', 'full-surface', ['list-oldest-first', 'v03-kind-members']);
    const plan = {
      pageSize: 50,
      includeArtifacts: false,
      newestFirst: true,
      contextMatchLastOnly: false,
      totalSize: true,
      tokenFilters: false,
      timestampsAsText: false,
      runningTasks: true,
    };
    for (const edit of faultHooks({ persona }, 'listPlan')) edit(plan);
    expect(plan).toEqual({
      pageSize: 50,
      includeArtifacts: false,
      newestFirst: false,
      contextMatchLastOnly: false,
      totalSize: true,
      tokenFilters: false,
      timestampsAsText: false,
      runningTasks: true,
    });
    expect(faultHooks({ persona }, 'servedTask')).toHaveLength(1);
  });
});
