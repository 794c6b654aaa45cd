import type { BuiltinVendorId, PersonaSpec, VendorBehaviour } from './PersonaSpec.ts';

const WELL_BEHAVED: VendorBehaviour = {
  onUndeclaredExtension: 'ignore',
  inputModes: 'accept-any',
  artifactStore: 'merge',
  artifactChunks: 2,
  hang: 'none',
  capabilityChecks: true,
  acceptMissingVersion: false,
};

/** The URI of the extension vendor D and vendor E mark required. */
export const AUDIT_EXTENSION_URI = 'https://a2a-crosscheck.dev/extensions/audit-trail/v1';

const AUDIT_EXTENSION = {
  uri: AUDIT_EXTENSION_URI,
  description: 'Every request carries an audit trail',
  required: true,
};

const INVOICE_SKILL = {
  id: 'invoice.extract',
  topic: 'invoice extraction',
  tags: ['invoice', 'extraction', 'finance'],
  inputModes: ['application/pdf'],
  outputModes: ['text/plain'],
};

/** B's second skill takes the default JSON, so a scenario can reach B's streaming without S2's PDF failure. */
const VALIDATE_SKILL = {
  id: 'invoice.validate',
  topic: 'invoice validation',
  tags: ['invoice', 'validation'],
};

const VENDOR_B: PersonaSpec = {
  id: 'vendor-b',
  summary:
    'Seed 002 worker: skill invoice.extract takes application/pdf beyond defaultInputModes ' +
    '["application/json"], accepts a PDF and then fails the task with an opaque -32602; streams ' +
    'append chunks but a blocking caller gets only the last one (breaks A2A-STR-001).',
  product: 'Invoice Worker',
  capabilities: { streaming: true },
  defaultInputModes: ['application/json'],
  defaultOutputModes: ['text/plain'],
  skills: [INVOICE_SKILL, VALIDATE_SKILL],
  // All members are non-default, so a2a-1.0 and jcs-emitted sign the same bytes.
  canonicalization: 'a2a-1.0',
  behaviour: {
    ...WELL_BEHAVED,
    inputModes: 'fail-after-accept',
    artifactStore: 'last-chunk-only',
    artifactChunks: 3,
  },
};

/**
 * The built-in personas (DESIGN §4), by id. Identities (organisation, host, key id, wording)
 * come from faker, seeded per persona from the run seed; everything here is fixed.
 */
export const PERSONAS: Readonly<Record<BuiltinVendorId, PersonaSpec>> = {
  'vendor-a': {
    id: 'vendor-a',
    summary:
      'Seed 000 signer: capabilities omit "extensions" (it implements none); an activation it does ' +
      'not understand is dropped silently and the task stays TASK_STATE_SUBMITTED forever.',
    product: 'Report Orchestrator',
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'report.summarize', topic: 'report summaries', tags: ['summary', 'reporting'] }],
    // Seed 000's condition: the signed bytes are the emitted bytes, omitted keys still omitted.
    canonicalization: 'jcs-emitted',
    behaviour: { ...WELL_BEHAVED, onUndeclaredExtension: 'drop-task' },
  },
  'vendor-b': VENDOR_B,
  'vendor-b-prime': {
    ...VENDOR_B,
    id: 'vendor-b-prime',
    identityOf: 'vendor-b',
    summary:
      "B's card plus top-level enforceInputModes: true, signed under jcs-emitted so the signature " +
      'covers it: internally inconsistent, to be rejected at discovery (XV-DISC-001).',
    extraMembers: { enforceInputModes: true },
    // a2a-1.0 drops members outside the proto, so only jcs-emitted signs the declaration.
    canonicalization: 'jcs-emitted',
  },
  'vendor-c': {
    id: 'vendor-c',
    summary:
      'Well-behaved fallback: resolves and enforces input modes (PDF for invoice.extract), answers ' +
      '-32005 before creating a task for anything else, returns every chunk merged.',
    product: 'Document Extraction Service',
    capabilities: { streaming: true },
    defaultInputModes: ['application/json', 'text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [INVOICE_SKILL],
    canonicalization: 'a2a-1.0',
    behaviour: { ...WELL_BEHAVED, inputModes: 'enforce', artifactChunks: 3 },
  },
  'vendor-minimal': {
    id: 'vendor-minimal',
    summary:
      'Minimal card: capabilities omit both streaming and extensions. Unary tasks complete; unknown ' +
      'extensions are ignored (A2A §4.6.3); SendStreamingMessage answers -32004.',
    product: 'Echo Agent',
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'text.echo', topic: 'text echo', tags: ['echo'] }],
    canonicalization: 'a2a-1.0',
    behaviour: { ...WELL_BEHAVED, artifactChunks: 1 },
  },
  'vendor-explicit-empty': {
    id: 'vendor-explicit-empty',
    summary:
      'Declares extensions: [] (negotiation supported, none active); ignores requested extensions it ' +
      'lacks and completes.',
    product: 'Translation Agent',
    capabilities: { extensions: [] },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'text.translate', topic: 'translation', tags: ['translation', 'language'] }],
    // a2a-1.0 drops an empty repeated field (A2A §8.4.1), so only jcs-emitted signs the "[]".
    canonicalization: 'jcs-emitted',
    behaviour: WELL_BEHAVED,
  },
  'vendor-hung': {
    id: 'vendor-hung',
    summary: 'Serves its card and JWKS, then never answers a JSON-RPC request (DESIGN §7 fault).',
    product: 'Batch Agent',
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'batch.run', topic: 'batch jobs', tags: ['batch'] }],
    canonicalization: 'a2a-1.0',
    behaviour: { ...WELL_BEHAVED, hang: 'rpc' },
  },
  'vendor-a-lazy': {
    id: 'vendor-a-lazy',
    summary:
      "Vendor A's card (no extensions) with lazy negotiation: an activation it does not understand " +
      'fails the first task with an ordinary error, so the mismatch surfaces instead of stalling ' +
      "(seed 000's condition of validity: the rule needs negotiation before the first task).",
    product: 'Report Summarizer',
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'report.summarize', topic: 'report summaries', tags: ['summary', 'reporting'] }],
    canonicalization: 'jcs-emitted',
    behaviour: { ...WELL_BEHAVED, onUndeclaredExtension: 'fail-task' },
  },
  'vendor-d': {
    id: 'vendor-d',
    summary:
      'Full-surface peer: JSON-RPC and HTTP+JSON, streaming, push notifications delivered to ' +
      'loopback webhooks, an extended card declared but not configured (-32007), a required ' +
      'extension; well-behaved on every operation the agent suite probes.',
    product: 'Operations Hub',
    capabilities: {
      streaming: true,
      pushNotifications: true,
      extendedAgentCard: true,
      extensions: [AUDIT_EXTENSION],
    },
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['text/plain'],
    skills: [
      { id: 'ops.summarize', topic: 'operations summaries', tags: ['operations', 'summary'] },
    ],
    canonicalization: 'a2a-1.0',
    behaviour: { ...WELL_BEHAVED, bindings: ['JSONRPC', 'HTTP+JSON'] },
  },
  'vendor-e': {
    id: 'vendor-e',
    summary:
      'Misfit: files every A2A error under a JSON-RPC standard code with no ErrorInfo (the pre-v1.0 ' +
      'habit, a2a-java #1041), and serves requests that omit the extension its card marks required.',
    product: 'Legacy Bridge',
    capabilities: { streaming: true, extensions: [AUDIT_EXTENSION] },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'bridge.relay', topic: 'message relaying', tags: ['relay'] }],
    canonicalization: 'a2a-1.0',
    behaviour: { ...WELL_BEHAVED, errorCodes: 'misnumbered', requiredExtensions: 'ignore' },
  },
};

/** Built-in persona ids in a stable order (the msw transport assigns ports in this order). */
export const BUILTIN_VENDOR_IDS = Object.keys(PERSONAS) as BuiltinVendorId[];
