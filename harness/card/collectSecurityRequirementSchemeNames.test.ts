import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { collectSecurityRequirementSchemeNames } from './collectSecurityRequirementSchemeNames.ts';
import { sampleCardText } from './_fixtures/sampleCard.ts';
import { parseCard } from './parseCard.ts';

const names = (edit: (c: JsonObject) => void = () => {}): { pointer: string; name: string }[] =>
  collectSecurityRequirementSchemeNames(parseCard(sampleCardText(edit)));

describe('collectSecurityRequirementSchemeNames', () => {
  it('lists card-level names first, then each skill', () => {
    expect(names()).toEqual([
      { pointer: '/securityRequirements/0/schemes/bearer', name: 'bearer' },
      { pointer: '/skills/0/securityRequirements/0/schemes/oauth', name: 'oauth' },
    ]);
  });

  it('lists every scheme of every requirement, escaping pointers', () => {
    const got = names((c) => {
      c.securityRequirements = [
        { schemes: { a: { list: [] }, 'x/y': { list: [] } } },
        {},
        { schemes: { b: { list: ['s'] } } },
      ];
      c.skills = [{ id: 's1' }, { id: 's2', securityRequirements: [{ schemes: { 'c~d': {} } }] }];
    });
    expect(got).toEqual([
      { pointer: '/securityRequirements/0/schemes/a', name: 'a' },
      { pointer: '/securityRequirements/0/schemes/x~1y', name: 'x/y' },
      { pointer: '/securityRequirements/2/schemes/b', name: 'b' },
      { pointer: '/skills/1/securityRequirements/0/schemes/c~0d', name: 'c~d' },
    ]);
  });

  it('ignores the v0.3 `security` member', () => {
    const got = names((c) => {
      delete c.securityRequirements;
      c.security = [{ legacy: [] }];
      c.skills = [{ id: 's' }];
    });
    expect(got).toEqual([]);
  });

  it('reads security_requirements as securityRequirements (ProtoJSON, A2A §5.5)', () => {
    const got = names((c) => {
      delete c.securityRequirements;
      c.skills = [{ id: 's', security_requirements: [{ schemes: { snake: {} } }] }];
    });
    expect(got).toEqual([
      { pointer: '/skills/0/securityRequirements/0/schemes/snake', name: 'snake' },
    ]);
  });
});
