import { CARD_MEMBER_NAMES, cardMembersAt } from '../card/index.ts';
import type { JsonValue } from '../json/JsonValue.ts';

/**
 * The generated inputs the mutator edits, each a JSON document of one contract type: the card and
 * the fallback peers' cards, the trusted keys and the verifier policy every card is judged under,
 * the delegation params and the stream.
 */
export type InputType = 'card' | 'jwks' | 'policy' | 'plan' | 'events' | 'signing';

/** What the mutator knows of one input type beyond JSON: read from the card model and the contract. */
export interface InputShape {
  /**
   * Schema paths of arrays whose order means nothing: reordering them must not change an
   * answer. Preference-ordered lists (`supportedInterfaces`, §5.5.6; the caller's `peers`) and
   * ordered streams are not sets.
   */
  setLike: readonly string[];
  /**
   * Members the type defines that its generators never set, by the schema path of the object
   * they may sit on: members of another generation (v0.3, snake_case proto names) and optional
   * members of this one.
   */
  knownMembers: Readonly<Record<string, readonly { member: string; value: JsonValue }[]>>;
  /**
   * The members the type defines on its root: what a reader looks up by name, grafted one level
   * down by the deterministic stage (a reader that strips or finds them at any depth).
   */
  rootMembers: readonly string[];
  /**
   * The members the type's schema defines on the object at a schema path, where it says (a
   * free-form object, a Struct, takes any): a graft leaves them out, a retyped known member being
   * another edit.
   */
  membersAt: (inner: string) => readonly string[] | undefined;
  /**
   * Schema paths of objects whose member names are data (scheme names): their members count as
   * one schema path, `<path>/*`.
   */
  mapLike: readonly string[];
  /**
   * The document is contract params, not bytes a peer chose: edits keep every member and its
   * JSON type (no member added, dropped, nested or retyped), so the params stay what the
   * contract's schema allows.
   */
  typeLocked: boolean;
  /** Unknown and other-generation members may be added (§5.7: a reader ignores unknown members). */
  acceptsUnknown: boolean;
  /**
   * Where they may be added, when not anywhere: not inside what the answer echoes (a part of a
   * reassembled artifact may keep an unknown member or drop it, §5.7 says neither).
   */
  unknownAt?: readonly string[];
  /** Schema paths of arrays whose first element stays first and stays one (a stream's opening Task). */
  headPinned: readonly string[];
  /**
   * Schema paths never edited: what ties a part to the whole (the task an event belongs to). An
   * event of another task is another stream, whose reading the contract leaves open.
   */
  fixed: readonly string[];
  /**
   * Schema paths of strings from a closed set (which kind of signature entry): moved, dropped
   * and duplicated with what holds them, never respelled or replaced.
   */
  closed: readonly string[];
}

/** Member names no generation defines, inherited object-property names among them. */
export const UNKNOWN_MEMBERS = [
  'x-crosscheck-unknown',
  'constructor',
  '__proto__',
  'toString',
] as const;

/**
 * The shapes of the inputs, from A2A v1.0 §5.5 (AgentCard and its messages) and the contract's
 * `plan` params: lists of modes, tags, skills, extensions and security alternatives are sets
 * (every reading of them asks "is X among them"), and v0.3 members (§A, the legacy card) or
 * snake_case proto names may appear beside the v1.0 ones.
 */
export const INPUT_SHAPES: Readonly<Record<InputType, InputShape>> = {
  card: {
    setLike: [
      '/skills',
      '/skills/*/tags',
      '/skills/*/inputModes',
      '/skills/*/outputModes',
      '/skills/*/securityRequirements',
      '/defaultInputModes',
      '/defaultOutputModes',
      '/capabilities/extensions',
      '/securityRequirements',
    ],
    knownMembers: {
      '': [
        { member: 'protocolVersion', value: '0.3.0' },
        { member: 'url', value: 'https://agent.example/a2a' },
        { member: 'preferredTransport', value: 'JSONRPC' },
        { member: 'supportsAuthenticatedExtendedCard', value: true },
        { member: 'default_input_modes', value: ['text/plain'] },
        { member: 'security', value: [{ undefinedScheme: [] }] },
      ],
      '/capabilities': [
        { member: 'stateTransitionHistory', value: true },
        { member: 'push_notifications', value: true },
      ],
      '/skills/*': [
        { member: 'input_modes', value: ['application/octet-stream'] },
        { member: 'security', value: [{ undefinedScheme: [] }] },
      ],
    },
    rootMembers: CARD_MEMBER_NAMES,
    membersAt: cardMembersAt,
    mapLike: [
      '/securitySchemes',
      '/securityRequirements/*/schemes',
      '/skills/*/securityRequirements/*/schemes',
    ],
    typeLocked: false,
    acceptsUnknown: true,
    headPinned: [],
    fixed: [],
    closed: [],
  },
  // RFC 7517 §5: the order of a key set means nothing; `key_ops` is a set of operations (§4.3).
  // Key material and members stay (the contract's `jwks` holds JWK objects with `kty`), values
  // and members beside them are the search's: another key's kid, `use`, `key_ops`, private `d`.
  jwks: {
    setLike: ['/keys', '/keys/*/key_ops'],
    knownMembers: {
      '/keys/*': [
        { member: 'key_ops', value: ['sign'] },
        { member: 'key_ops', value: ['verify'] },
        { member: 'd', value: 'AAAA' },
        { member: 'x5u', value: 'https://keys.attacker.example/cert.pem' },
      ],
    },
    rootMembers: [],
    membersAt: () => undefined,
    mapLike: [],
    typeLocked: true,
    acceptsUnknown: true,
    unknownAt: ['/keys/*'],
    headPinned: [],
    fixed: [],
    closed: [],
  },
  // The verifier policy is contract params of closed types. The canonicalization is a closed
  // enum and a floor that does not parse is the caller's usage error: both stay as generated.
  policy: {
    setLike: ['/algorithms', '/allowedJkuOrigins', '/revokedKids', '/requiredNoDefault'],
    knownMembers: {},
    rootMembers: [],
    membersAt: () => undefined,
    mapLike: [],
    typeLocked: true,
    acceptsUnknown: false,
    headPinned: [],
    fixed: ['/canonicalization', '/floorVersion'],
    closed: [],
  },
  // The delegation params, with the names the caller gives its fallback peers (`peerNames`,
  // in the order of the peers' cards: a preference list, not a set).
  plan: {
    setLike: ['/degraded'],
    knownMembers: {},
    rootMembers: [],
    membersAt: () => undefined,
    mapLike: [],
    typeLocked: true,
    acceptsUnknown: false,
    headPinned: [],
    fixed: [],
    closed: [],
  },
  events: {
    setLike: [],
    knownMembers: {
      '/*': [{ member: 'kind', value: 'artifact-update' }],
      '/*/artifactUpdate': [{ member: 'last_chunk', value: true }],
      // A2A §4.1.1 Task: a snapshot may carry the artifacts produced so far.
      '/*/task': [
        {
          member: 'artifacts',
          value: [{ artifactId: 'snapshot-artifact', parts: [{ text: 'so far' }] }],
        },
      ],
    },
    rootMembers: [],
    membersAt: () => undefined,
    mapLike: ['/*/artifactUpdate/artifact/parts/*/data'],
    // A stream is contract params: events keep their members, but may carry unknown ones.
    typeLocked: true,
    acceptsUnknown: true,
    // A stream opens with the Task the updates belong to (A2A §3.1.2): an update before it is
    // another stream, not a reordering of this one.
    headPinned: [''],
    unknownAt: ['/*', '/*/task', '/*/artifactUpdate', '/*/statusUpdate', '/*/statusUpdate/status'],
    fixed: [
      '/*/task/id',
      '/*/task/contextId',
      '/*/artifactUpdate/taskId',
      '/*/artifactUpdate/contextId',
      '/*/statusUpdate/taskId',
      '/*/statusUpdate/contextId',
    ],
    closed: [],
  },
  // The signature entries a served card carries (A2A §8.4.3: trusted when one of them verifies,
  // so their order means nothing), in the order served: the card's own entry, copies of it,
  // entries that do not verify. Made when the card is served, so the document names their kinds
  // and the algorithm and kid the valid ones are signed under (which tie them to a trusted key
  // and to the policy's allow-list).
  signing: {
    setLike: ['/entries'],
    knownMembers: {},
    rootMembers: [],
    membersAt: () => undefined,
    mapLike: [],
    typeLocked: true,
    acceptsUnknown: false,
    headPinned: [],
    fixed: ['/alg', '/kid', '/entries/*/kid'],
    closed: ['/entries/*/kind'],
  },
};
