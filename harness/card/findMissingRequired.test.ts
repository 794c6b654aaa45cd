import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { sampleCardText } from './_fixtures/sampleCard.ts';
import { findMissingRequired } from './findMissingRequired.ts';
import { parseCard } from './parseCard.ts';

const missing = (edit: (c: JsonObject) => void): string[] =>
  findMissingRequired(parseCard(sampleCardText(edit)));
const iface = (c: JsonObject): JsonObject =>
  (c.supportedInterfaces as JsonObject[])[0] as JsonObject;
const skill = (c: JsonObject, i = 0): JsonObject => (c.skills as JsonObject[])[i] as JsonObject;

describe('findMissingRequired', () => {
  it('finds nothing missing on a complete card', () => {
    expect(missing(() => {})).toEqual([]);
  });

  it('lists every top-level REQUIRED member of an empty card, in schema order', () => {
    expect(findMissingRequired(parseCard('{}'))).toEqual([
      '/name',
      '/description',
      '/supportedInterfaces',
      '/version',
      '/capabilities',
      '/defaultInputModes',
      '/defaultOutputModes',
      '/skills',
    ]);
  });

  const rows: { name: string; edit: (c: JsonObject) => void; pointers: string[] }[] = [
    {
      name: 'null counts as absent',
      edit: (c) => ((c.name = null), (c.capabilities = null)),
      pointers: ['/name', '/capabilities'],
    },
    {
      name: 'empty supportedInterfaces',
      edit: (c) => (c.supportedInterfaces = []),
      pointers: ['/supportedInterfaces'],
    },
    {
      name: 'empty defaultInputModes',
      edit: (c) => (c.defaultInputModes = []),
      pointers: ['/defaultInputModes'],
    },
    {
      name: 'empty defaultOutputModes',
      edit: (c) => (c.defaultOutputModes = []),
      pointers: ['/defaultOutputModes'],
    },
    {
      name: 'empty skills is present (§8.4.1 example)',
      edit: (c) => (c.skills = []),
      pointers: [],
    },
    { name: 'empty tags is present', edit: (c) => (skill(c).tags = []), pointers: [] },
    {
      name: 'empty description string is present',
      edit: (c) => (c.description = ''),
      pointers: [],
    },
    {
      name: 'empty capabilities object is present',
      edit: (c) => (c.capabilities = {}),
      pointers: [],
    },
    { name: 'absent tags', edit: (c) => delete skill(c, 1).tags, pointers: ['/skills/1/tags'] },
    {
      name: 'skill id, name, description',
      edit: (c) => (c.skills = [{ tags: [] }]),
      pointers: ['/skills/0/id', '/skills/0/name', '/skills/0/description'],
    },
    {
      name: 'interface members',
      edit: (c) => (c.supportedInterfaces = [{ tenant: 't' }]),
      pointers: [
        '/supportedInterfaces/0/url',
        '/supportedInterfaces/0/protocolBinding',
        '/supportedInterfaces/0/protocolVersion',
      ],
    },
    {
      name: 'interface protocolVersion null',
      edit: (c) => (iface(c).protocolVersion = null),
      pointers: ['/supportedInterfaces/0/protocolVersion'],
    },
    {
      name: 'provider members',
      edit: (c) => (c.provider = {}),
      pointers: ['/provider/url', '/provider/organization'],
    },
    {
      name: 'signature members',
      edit: (c) => (c.signatures = [{ header: {} }]),
      pointers: ['/signatures/0/protected', '/signatures/0/signature'],
    },
    {
      name: 'http scheme without scheme',
      edit: (c) => (c.securitySchemes = { b: { httpAuthSecurityScheme: {} } }),
      pointers: ['/securitySchemes/b/httpAuthSecurityScheme/scheme'],
    },
    {
      name: 'oauth2 without flows',
      edit: (c) => (c.securitySchemes = { o: { oauth2SecurityScheme: {} } }),
      pointers: ['/securitySchemes/o/oauth2SecurityScheme/flows'],
    },
    {
      name: 'client credentials flow members',
      edit: (c) =>
        (c.securitySchemes = { o: { oauth2SecurityScheme: { flows: { clientCredentials: {} } } } }),
      pointers: [
        '/securitySchemes/o/oauth2SecurityScheme/flows/clientCredentials/tokenUrl',
        '/securitySchemes/o/oauth2SecurityScheme/flows/clientCredentials/scopes',
      ],
    },
    {
      // ProtoJSON parsers accept a field under its proto name (A2A §5.5 adopts ProtoJSON), and
      // `a2a-1.0` signs it as the field: the member is present; the camelCase MUST is the
      // emitter's rule (A2A-CARD-003), not a missing member.
      name: 'a snake_case alias supplies the member',
      edit: (c) => (delete c.defaultInputModes, (c.default_input_modes = ['text/plain'])),
      pointers: [],
    },
    {
      name: 'a snake_case alias set to null supplies nothing',
      edit: (c) => (delete c.defaultInputModes, (c.default_input_modes = null)),
      pointers: ['/defaultInputModes'],
    },
    {
      name: 'optional members may be absent',
      edit: (c) => (
        delete c.provider,
        delete c.signatures,
        delete c.securitySchemes,
        delete c.securityRequirements
      ),
      pointers: [],
    },
  ];
  it.each(rows)('$name', ({ edit, pointers }) => {
    expect(missing(edit)).toEqual(pointers);
  });
});
