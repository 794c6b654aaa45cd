/**
 * The A2A v1.0 Agent Card data model as data (proto `lf.a2a.v1`, tag v1.0.1; spec §4.4).
 * One table drives three readers: the type check and the defaulted typed view (toTypedCard)
 * and the required-member check (findMissingRequired). Members added after v1.0 (for example
 * `capabilities.skillQuery` on the proto's main branch) are deliberately absent: to a v1.0 reader
 * they are unknown members.
 */

/** Element of a repeated or map field. */
export type ElementKind = { t: 'string' } | { t: 'message'; of: MessageSchema };

export type FieldKind =
  | { t: 'string' }
  | { t: 'bool' }
  /** `google.protobuf.Struct`: any JSON object, taken as is. */
  | { t: 'struct' }
  | { t: 'message'; of: MessageSchema }
  | { t: 'list'; of: ElementKind }
  | { t: 'map'; of: ElementKind };

export interface FieldSpec {
  /** ProtoJSON (lowerCamelCase) name: the only spelling a v1.0 emitter may use (A2A §5.5). */
  readonly json: string;
  /** Original proto field name; ProtoJSON parsers accept it as an alias on input. */
  readonly proto: string;
  readonly kind: FieldKind;
  /** `[(google.api.field_behavior) = REQUIRED]`; `nonEmpty` also refuses `[]` (see findMissingRequired). */
  readonly required?: 'present' | 'nonEmpty';
  /** The typed view leaves the member out when absent instead of defaulting it. */
  readonly omitWhenAbsent?: true;
}

export interface MessageSchema {
  readonly name: string;
  readonly fields: readonly FieldSpec[];
}

type Opts = Pick<FieldSpec, 'required' | 'omitWhenAbsent'>;

function f(json: string, kind: FieldKind, opts: Opts = {}): FieldSpec {
  const proto = json.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
  return { json, proto, kind, ...opts };
}

const STR = { t: 'string' } as const;
const BOOL = { t: 'bool' } as const;
const STRUCT = { t: 'struct' } as const;
const REQ = { required: 'present' } as const;
const NON_EMPTY = { required: 'nonEmpty' } as const;
const OMIT = { omitWhenAbsent: true } as const;
const msg = (of: MessageSchema): FieldKind => ({ t: 'message', of });
const listOf = (of: ElementKind): FieldKind => ({ t: 'list', of });
const mapOf = (of: ElementKind): FieldKind => ({ t: 'map', of });
const schema = (name: string, ...fields: FieldSpec[]): MessageSchema => ({ name, fields });

const STRING_LIST = schema('StringList', f('list', listOf(STR)));
export const SECURITY_REQUIREMENT = schema(
  'SecurityRequirement',
  f('schemes', mapOf({ t: 'message', of: STRING_LIST })),
);

const API_KEY = schema(
  'APIKeySecurityScheme',
  f('description', STR),
  f('location', STR, REQ),
  f('name', STR, REQ),
);
const HTTP_AUTH = schema(
  'HTTPAuthSecurityScheme',
  f('description', STR),
  f('scheme', STR, REQ),
  f('bearerFormat', STR),
);
const AUTH_CODE = schema(
  'AuthorizationCodeOAuthFlow',
  f('authorizationUrl', STR, REQ),
  f('tokenUrl', STR, REQ),
  f('refreshUrl', STR),
  f('scopes', mapOf(STR), REQ),
  f('pkceRequired', BOOL),
);
const CLIENT_CREDENTIALS = schema(
  'ClientCredentialsOAuthFlow',
  f('tokenUrl', STR, REQ),
  f('refreshUrl', STR),
  f('scopes', mapOf(STR), REQ),
);
const IMPLICIT = schema(
  'ImplicitOAuthFlow',
  f('authorizationUrl', STR),
  f('refreshUrl', STR),
  f('scopes', mapOf(STR)),
);
const PASSWORD = schema(
  'PasswordOAuthFlow',
  f('tokenUrl', STR),
  f('refreshUrl', STR),
  f('scopes', mapOf(STR)),
);
const DEVICE_CODE = schema(
  'DeviceCodeOAuthFlow',
  f('deviceAuthorizationUrl', STR, REQ),
  f('tokenUrl', STR, REQ),
  f('refreshUrl', STR),
  f('scopes', mapOf(STR), REQ),
);
// oneof members have presence: the typed view shows only the one that was set.
const OAUTH_FLOWS = schema(
  'OAuthFlows',
  f('authorizationCode', msg(AUTH_CODE), OMIT),
  f('clientCredentials', msg(CLIENT_CREDENTIALS), OMIT),
  f('implicit', msg(IMPLICIT), OMIT),
  f('password', msg(PASSWORD), OMIT),
  f('deviceCode', msg(DEVICE_CODE), OMIT),
);
const OAUTH2 = schema(
  'OAuth2SecurityScheme',
  f('description', STR),
  f('flows', msg(OAUTH_FLOWS), REQ),
  f('oauth2MetadataUrl', STR),
);
const OPEN_ID = schema(
  'OpenIdConnectSecurityScheme',
  f('description', STR),
  f('openIdConnectUrl', STR, REQ),
);
const MTLS = schema('MutualTlsSecurityScheme', f('description', STR));
const SECURITY_SCHEME = schema(
  'SecurityScheme',
  f('apiKeySecurityScheme', msg(API_KEY), OMIT),
  f('httpAuthSecurityScheme', msg(HTTP_AUTH), OMIT),
  f('oauth2SecurityScheme', msg(OAUTH2), OMIT),
  f('openIdConnectSecurityScheme', msg(OPEN_ID), OMIT),
  f('mtlsSecurityScheme', msg(MTLS), OMIT),
);

export const AGENT_INTERFACE = schema(
  'AgentInterface',
  f('url', STR, REQ),
  f('protocolBinding', STR, REQ),
  f('tenant', STR),
  f('protocolVersion', STR, REQ),
);
const AGENT_PROVIDER = schema('AgentProvider', f('url', STR, REQ), f('organization', STR, REQ));
const AGENT_EXTENSION = schema(
  'AgentExtension',
  f('uri', STR),
  f('description', STR),
  f('required', BOOL),
  f('params', STRUCT, OMIT),
);
const AGENT_CAPABILITIES = schema(
  'AgentCapabilities',
  f('streaming', BOOL),
  f('pushNotifications', BOOL),
  f('extensions', listOf({ t: 'message', of: AGENT_EXTENSION })),
  f('extendedAgentCard', BOOL),
);
export const AGENT_SKILL = schema(
  'AgentSkill',
  f('id', STR, REQ),
  f('name', STR, REQ),
  f('description', STR, REQ),
  f('tags', listOf(STR), REQ),
  f('examples', listOf(STR)),
  f('inputModes', listOf(STR)),
  f('outputModes', listOf(STR)),
  f('securityRequirements', listOf({ t: 'message', of: SECURITY_REQUIREMENT })),
);
const AGENT_CARD_SIGNATURE = schema(
  'AgentCardSignature',
  f('protected', STR, REQ),
  f('signature', STR, REQ),
  f('header', STRUCT, OMIT),
);

export const AGENT_CARD = schema(
  'AgentCard',
  f('name', STR, REQ),
  f('description', STR, REQ),
  f('supportedInterfaces', listOf({ t: 'message', of: AGENT_INTERFACE }), NON_EMPTY),
  f('provider', msg(AGENT_PROVIDER), OMIT),
  f('version', STR, REQ),
  f('documentationUrl', STR, OMIT),
  f('capabilities', msg(AGENT_CAPABILITIES), REQ),
  f('securitySchemes', mapOf({ t: 'message', of: SECURITY_SCHEME })),
  f('securityRequirements', listOf({ t: 'message', of: SECURITY_REQUIREMENT })),
  f('defaultInputModes', listOf(STR), NON_EMPTY),
  f('defaultOutputModes', listOf(STR), NON_EMPTY),
  f('skills', listOf({ t: 'message', of: AGENT_SKILL }), REQ),
  f('signatures', listOf({ t: 'message', of: AGENT_CARD_SIGNATURE })),
  f('iconUrl', STR, OMIT),
);
