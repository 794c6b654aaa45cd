import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMissingRequired, parseCard } from '../card/index.ts';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { capabilitiesArb, extensionsValueArb, triStateValueArb } from './capabilitiesArb.ts';
import { cardArb } from './cardArb.ts';
import { chunkedStreamArb } from './chunkedStreamArb.ts';
import { fakerFrom } from './fakerFrom.ts';
import { inputModesArb } from './inputModesArb.ts';
import { membersBeyondMinimal } from './membersBeyondMinimal.ts';
import { buildMinimalCard, cardIdentityArb } from './minimalCard.ts';
import { securityArb } from './securityArb.ts';

const sample = <T>(arb: fc.Arbitrary<T>, seed = 7, numRuns = 300): T[] =>
  fc.sample(arb, { seed, numRuns });
const show = (v: JsonValue | undefined): string => (v === undefined ? 'absent' : JSON.stringify(v));

describe('reproducibility', () => {
  it('draws the same cards and streams from the same seed', () => {
    expect(JSON.stringify(sample(cardArb(), 3, 20))).toBe(JSON.stringify(sample(cardArb(), 3, 20)));
    expect(JSON.stringify(sample(chunkedStreamArb(), 3, 20))).toBe(
      JSON.stringify(sample(chunkedStreamArb(), 3, 20)),
    );
  });

  it('gives a faker value that depends on its seed only, not on earlier draws', () => {
    const arb = fakerFrom((f) => f.company.name());
    const alone = fc.sample(arb, { seed: 11, numRuns: 1 })[0];
    fc.sample(arb, { seed: 99, numRuns: 5 });
    expect(fc.sample(arb, { seed: 11, numRuns: 1 })[0]).toBe(alone);
  });

  it('draws different identities from different seeds', () => {
    expect(sample(cardIdentityArb(), 1, 1)[0]).not.toEqual(sample(cardIdentityArb(), 2, 1)[0]);
  });
});

describe('tri-state capabilities', () => {
  it('takes every state: absent, false, true, null', () => {
    const states = new Set(sample(triStateValueArb()).map(show));
    expect([...states].sort()).toEqual(['absent', 'false', 'null', 'true']);
  });

  it('adds the wrong types "true" and 0 on request', () => {
    const states = new Set(sample(triStateValueArb({ wrongTypes: true })).map(show));
    expect([...states].sort()).toEqual(['"true"', '0', 'absent', 'false', 'null', 'true']);
  });

  it('draws extensions absent, null, [] and one to three entries, required or not', () => {
    const values = sample(extensionsValueArb(), 7, 500);
    const kinds = new Set(
      values.map((v) => (Array.isArray(v) ? (v.length === 0 ? '[]' : 'list') : show(v))),
    );
    expect([...kinds].sort()).toEqual(['[]', 'absent', 'list', 'null']);
    const lists = values.filter((v): v is JsonObject[] => Array.isArray(v) && v.length > 0);
    expect(new Set(lists.map((l) => l.length))).toEqual(new Set([1, 2, 3]));
    const required = new Set(lists.flat().map((e) => show(e['required'])));
    expect([...required].sort()).toEqual(['absent', 'false', 'true']);
  });

  it('varies each capability member independently', () => {
    const caps = sample(capabilitiesArb());
    for (const member of ['streaming', 'pushNotifications', 'extendedAgentCard', 'extensions']) {
      expect(caps.some((c) => Object.hasOwn(c, member))).toBe(true);
      expect(caps.some((c) => !Object.hasOwn(c, member))).toBe(true);
    }
  });
});

describe('input modes', () => {
  it('relates skill modes to the defaults as named', () => {
    const drawn = sample(inputModesArb(), 5, 400);
    expect(new Set(drawn.map((m) => m.relation))).toEqual(
      new Set(['absent', 'empty', 'subset', 'superset', 'disjoint']),
    );
    for (const { relation, defaultInputModes: d, skillInputModes: s } of drawn) {
      if (relation === 'absent') expect(s).toBeUndefined();
      if (relation === 'empty') expect(s).toEqual([]);
      if (relation === 'subset')
        expect(s?.every((m) => d.includes(m)) && (s?.length ?? 0) > 0).toBe(true);
      if (relation === 'superset')
        expect(d.every((m) => s?.includes(m)) && (s?.length ?? 0) > d.length).toBe(true);
      if (relation === 'disjoint') expect(s?.some((m) => d.includes(m))).toBe(false);
    }
  });
});

describe('security', () => {
  it('draws requirements that resolve and ones that do not, at card and skill level', () => {
    const drawn = sample(securityArb(), 5, 300);
    const resolves = (p: (typeof drawn)[number], reqs: JsonObject[] | undefined) =>
      (reqs ?? []).every((r) =>
        Object.keys(r['schemes'] as JsonObject).every((n) =>
          Object.hasOwn(p.securitySchemes ?? {}, n),
        ),
      );
    expect(drawn.some((p) => p.securityRequirements && resolves(p, p.securityRequirements))).toBe(
      true,
    );
    expect(drawn.some((p) => !resolves(p, p.securityRequirements))).toBe(true);
    expect(drawn.some((p) => !resolves(p, p.skillSecurityRequirements))).toBe(true);
  });
});

describe('cards', () => {
  it('builds on a minimal card with every REQUIRED member', () => {
    for (const card of sample(cardArb(), 9, 100)) {
      expect(findMissingRequired(parseCard(JSON.stringify(card)))).toEqual([]);
    }
  });

  it('reports nothing beyond the minimal card for the minimal card itself', () => {
    const identity = sample(cardIdentityArb(), 1, 1)[0]!;
    expect(membersBeyondMinimal(buildMinimalCard(identity))).toEqual([]);
  });

  it('names what a card carries beyond the minimal one', () => {
    const identity = sample(cardIdentityArb(), 1, 1)[0]!;
    const card = buildMinimalCard(identity);
    card['capabilities'] = { streaming: true };
    card['enforceInputModes'] = true;
    (card['skills'] as JsonObject[])[0]!['inputModes'] = ['application/pdf'];
    expect(membersBeyondMinimal(card).sort()).toEqual([
      '/capabilities/streaming',
      '/enforceInputModes',
      '/skills/0/inputModes',
    ]);
  });

  it('keeps clean cards free of nulls and unknown members', () => {
    for (const card of sample(cardArb({ clean: true }), 9, 100)) {
      const text = JSON.stringify(card);
      expect(text).not.toContain('null');
      expect(card).not.toHaveProperty('enforceInputModes');
      expect(card).not.toHaveProperty('x-vendor-region');
      expect(card).not.toHaveProperty('protocolVersion');
    }
  });
});

describe('chunked streams', () => {
  it('cuts whole artifacts into chunks that concatenate back in event order', () => {
    for (const { events, expected } of sample(chunkedStreamArb(), 13, 200)) {
      const seen = new Map<string, JsonValue[]>();
      const order: string[] = [];
      for (const event of events) {
        const update = event['artifactUpdate'] as JsonObject | undefined;
        if (update === undefined) continue;
        const artifact = update['artifact'] as JsonObject;
        const id = artifact['artifactId'] as string;
        if (!seen.has(id)) {
          order.push(id);
          seen.set(id, []);
        } else {
          expect(update['append']).toBe(true);
        }
        seen.get(id)!.push(...(artifact['parts'] as JsonValue[]));
      }
      expect(order).toEqual(expected.map((a) => a.artifactId));
      expect(expected.map((a) => seen.get(a.artifactId))).toEqual(expected.map((a) => a.parts));
    }
  });

  it('draws several artifacts, several chunks and every first-chunk append state', () => {
    const streams = sample(chunkedStreamArb(), 13, 300);
    expect(streams.some((s) => s.expected.length === 3)).toBe(true);
    const firsts = new Set<string>();
    for (const { events } of streams) {
      const started = new Set<string>();
      for (const event of events) {
        const update = event['artifactUpdate'] as JsonObject | undefined;
        const id = (update?.['artifact'] as JsonObject | undefined)?.['artifactId'] as
          string | undefined;
        if (id === undefined || started.has(id)) continue;
        started.add(id);
        firsts.add(show(update!['append']));
      }
    }
    expect([...firsts].sort()).toEqual(['absent', 'false', 'true']);
    expect(
      streams.some((s) => s.events.filter((e) => e['artifactUpdate']).length > s.expected.length),
    ).toBe(true);
  });
});
