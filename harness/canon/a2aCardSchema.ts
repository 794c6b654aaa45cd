/**
 * The slice of the A2A v1.0 proto (`lf.a2a.v1`, tag v1.0.1) that an Agent Card is made of, as
 * data. Canonicalization under `a2a-1.0` reads this table to know, for every member, its JSON
 * name, its type and its presence class (A2A §5.7):
 * - `required`: `[(google.api.field_behavior) = REQUIRED]`, always kept (§8.4.1 rule 1);
 * - `optional`: the proto `optional` keyword, kept whenever explicitly set;
 * - `oneof`: a oneof member; proto tracks which member is set, so it is kept whenever set;
 * - `implicit`: plain proto3 field, dropped at its default (`""`, `false`, `[]`, `{}`).
 * Fields added to the proto after v1.0.1 (e.g. `AgentCapabilities.skill_query`) are not v1.0
 * members and are deliberately absent: a v1.0 reader drops them.
 */

export type Presence = 'required' | 'optional' | 'oneof' | 'implicit';

export type FieldType =
  | { kind: 'string' }
  | { kind: 'bool' }
  | { kind: 'message'; message: MessageName }
  /** `google.protobuf.Struct`: arbitrary JSON object, kept as written. */
  | { kind: 'struct' }
  /** `map<string, V>`: keys are data, never field names. */
  | { kind: 'map'; value: { kind: 'string' } | { kind: 'message'; message: MessageName } };

export interface FieldSpec {
  /** Proto field name (snake_case); ProtoJSON readers accept it as an alias. */
  proto: string;
  /** JSON name (lowerCamelCase), what the canonical form emits. */
  json: string;
  type: FieldType;
  repeated: boolean;
  presence: Presence;
}

export type MessageName =
  | 'AgentCard'
  | 'AgentInterface'
  | 'AgentProvider'
  | 'AgentCapabilities'
  | 'AgentExtension'
  | 'AgentSkill'
  | 'SecurityRequirement'
  | 'StringList'
  | 'SecurityScheme'
  | 'APIKeySecurityScheme'
  | 'HTTPAuthSecurityScheme'
  | 'OAuth2SecurityScheme'
  | 'OpenIdConnectSecurityScheme'
  | 'MutualTlsSecurityScheme'
  | 'OAuthFlows'
  | 'AuthorizationCodeOAuthFlow'
  | 'ClientCredentialsOAuthFlow'
  | 'ImplicitOAuthFlow'
  | 'PasswordOAuthFlow'
  | 'DeviceCodeOAuthFlow';

const str = { kind: 'string' } as const;
const bool = { kind: 'bool' } as const;
const struct = { kind: 'struct' } as const;
const msg = (message: MessageName) => ({ kind: 'message', message }) as const;
const mapOf = (value: { kind: 'string' } | { kind: 'message'; message: MessageName }) =>
  ({ kind: 'map', value }) as const;

type Row = [proto: string, type: FieldType, presence: Presence, repeated?: 'repeated'];

/** Proto's `ToJsonName`: drop each `_` and upper-case the character after it. */
export function protoJsonName(proto: string): string {
  return proto.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

const ROWS: Record<MessageName, Row[]> = {
  AgentCard: [
    ['name', str, 'required'],
    ['description', str, 'required'],
    ['supported_interfaces', msg('AgentInterface'), 'required', 'repeated'],
    ['provider', msg('AgentProvider'), 'implicit'],
    ['version', str, 'required'],
    ['documentation_url', str, 'optional'],
    ['capabilities', msg('AgentCapabilities'), 'required'],
    ['security_schemes', mapOf(msg('SecurityScheme')), 'implicit'],
    ['security_requirements', msg('SecurityRequirement'), 'implicit', 'repeated'],
    ['default_input_modes', str, 'required', 'repeated'],
    ['default_output_modes', str, 'required', 'repeated'],
    ['skills', msg('AgentSkill'), 'required', 'repeated'],
    // `signatures` (13) is excluded before canonicalization (A2A §8.4.1 rule 3).
    ['icon_url', str, 'optional'],
  ],
  AgentInterface: [
    ['url', str, 'required'],
    ['protocol_binding', str, 'required'],
    ['tenant', str, 'implicit'],
    ['protocol_version', str, 'required'],
  ],
  AgentProvider: [
    ['url', str, 'required'],
    ['organization', str, 'required'],
  ],
  AgentCapabilities: [
    ['streaming', bool, 'optional'],
    ['push_notifications', bool, 'optional'],
    ['extensions', msg('AgentExtension'), 'implicit', 'repeated'],
    ['extended_agent_card', bool, 'optional'],
  ],
  AgentExtension: [
    ['uri', str, 'implicit'],
    ['description', str, 'implicit'],
    ['required', bool, 'implicit'],
    ['params', struct, 'implicit'],
  ],
  AgentSkill: [
    ['id', str, 'required'],
    ['name', str, 'required'],
    ['description', str, 'required'],
    ['tags', str, 'required', 'repeated'],
    ['examples', str, 'implicit', 'repeated'],
    ['input_modes', str, 'implicit', 'repeated'],
    ['output_modes', str, 'implicit', 'repeated'],
    ['security_requirements', msg('SecurityRequirement'), 'implicit', 'repeated'],
  ],
  SecurityRequirement: [['schemes', mapOf(msg('StringList')), 'implicit']],
  StringList: [['list', str, 'implicit', 'repeated']],
  SecurityScheme: [
    ['api_key_security_scheme', msg('APIKeySecurityScheme'), 'oneof'],
    ['http_auth_security_scheme', msg('HTTPAuthSecurityScheme'), 'oneof'],
    ['oauth2_security_scheme', msg('OAuth2SecurityScheme'), 'oneof'],
    ['open_id_connect_security_scheme', msg('OpenIdConnectSecurityScheme'), 'oneof'],
    ['mtls_security_scheme', msg('MutualTlsSecurityScheme'), 'oneof'],
  ],
  APIKeySecurityScheme: [
    ['description', str, 'implicit'],
    ['location', str, 'required'],
    ['name', str, 'required'],
  ],
  HTTPAuthSecurityScheme: [
    ['description', str, 'implicit'],
    ['scheme', str, 'required'],
    ['bearer_format', str, 'implicit'],
  ],
  OAuth2SecurityScheme: [
    ['description', str, 'implicit'],
    ['flows', msg('OAuthFlows'), 'required'],
    ['oauth2_metadata_url', str, 'implicit'],
  ],
  OpenIdConnectSecurityScheme: [
    ['description', str, 'implicit'],
    ['open_id_connect_url', str, 'required'],
  ],
  MutualTlsSecurityScheme: [['description', str, 'implicit']],
  OAuthFlows: [
    ['authorization_code', msg('AuthorizationCodeOAuthFlow'), 'oneof'],
    ['client_credentials', msg('ClientCredentialsOAuthFlow'), 'oneof'],
    ['implicit', msg('ImplicitOAuthFlow'), 'oneof'],
    ['password', msg('PasswordOAuthFlow'), 'oneof'],
    ['device_code', msg('DeviceCodeOAuthFlow'), 'oneof'],
  ],
  AuthorizationCodeOAuthFlow: [
    ['authorization_url', str, 'required'],
    ['token_url', str, 'required'],
    ['refresh_url', str, 'implicit'],
    ['scopes', mapOf(str), 'required'],
    ['pkce_required', bool, 'implicit'],
  ],
  ClientCredentialsOAuthFlow: [
    ['token_url', str, 'required'],
    ['refresh_url', str, 'implicit'],
    ['scopes', mapOf(str), 'required'],
  ],
  ImplicitOAuthFlow: [
    ['authorization_url', str, 'implicit'],
    ['refresh_url', str, 'implicit'],
    ['scopes', mapOf(str), 'implicit'],
  ],
  PasswordOAuthFlow: [
    ['token_url', str, 'implicit'],
    ['refresh_url', str, 'implicit'],
    ['scopes', mapOf(str), 'implicit'],
  ],
  DeviceCodeOAuthFlow: [
    ['device_authorization_url', str, 'required'],
    ['token_url', str, 'required'],
    ['refresh_url', str, 'implicit'],
    ['scopes', mapOf(str), 'required'],
  ],
};

/** Per message: every accepted member name (JSON name and proto alias) to its field. */
export const A2A_CARD_SCHEMA: ReadonlyMap<MessageName, ReadonlyMap<string, FieldSpec>> = new Map(
  (Object.keys(ROWS) as MessageName[]).map((name) => {
    const byName = new Map<string, FieldSpec>();
    for (const [proto, type, presence, repeated] of ROWS[name]) {
      const spec: FieldSpec = {
        proto,
        json: protoJsonName(proto),
        type,
        presence,
        repeated: repeated === 'repeated',
      };
      byName.set(spec.json, spec);
      byName.set(spec.proto, spec);
    }
    return [name, byName];
  }),
);
