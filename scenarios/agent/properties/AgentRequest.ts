import fc from 'fast-check';
import {
  readExtensions,
  requiredExtensionSet,
  readTriState,
  type ParsedCard,
} from '../../../harness/card/index.ts';
import type { A2APart } from '../../../harness/wire/index.ts';
import { AGENT_CHECK_DEFAULTS } from '../defaults.ts';

/**
 * Which extensions a generated request activates (beside the card's required ones, unless
 * omitted): none, an optional one the card declares, the undeclared probe URI, both of those at
 * once (`mixed`: a card with an optional extension only meets the undeclared URI beside a
 * declared one there), or none, leaving out the required ones.
 */
export type Activation = 'none' | 'declared' | 'undeclared' | 'omit-required' | 'mixed';
/** A part of a generated request, by what it is relative to the card. */
export type PartKind = 'text' | 'json' | 'declared-file' | 'undeclared-file';

/**
 * A request the live-agent properties send, as data: small enough to shrink to its essence and
 * print whole. Fields are in the order fast-check shrinks them away.
 */
export interface AgentRequest {
  /** `unknown`: the message names a taskId no agent issued (TaskNotFound is due). */
  task: 'new' | 'unknown';
  activation: Activation;
  mode: 'blocking' | 'non-blocking' | 'streaming';
  parts: PartKind[];
  /** `configuration.historyLength`, or none. */
  historyLength: number | null;
  /** The same request sent this many times at once. */
  copies: 1 | 2;
  /**
   * The progress property's extension probe, sent beside the request (`extensionProbe.ts`):
   * a new task whose first message activates the undeclared URI beside every declared extension
   * the card lets a request carry, asked to stop for input, then a message bringing that task
   * its input under the same activation. Absent: not drawn (every other property).
   */
  extensionProbe?: boolean;
}

/** The extension URI the properties activate as undeclared (no card declares it). */
export const UNDECLARED = AGENT_CHECK_DEFAULTS.undeclaredExtension;
const ODD_TYPE = 'application/x-a2a-crosscheck-unsupported';

/**
 * Requests for one agent, reaching every position the card makes meaningful: activations of a
 * declared, an undeclared and (when the card has one) an omitted required extension; parts
 * inside and outside the card's input modes; blocking, non-blocking and (when the card declares
 * streaming — otherwise UnsupportedOperation would be due and right) streaming; history
 * lengths 0–2 or none; a known or an unknown task; one or two concurrent copies. `only` narrows
 * the modes (a property that watches progress polls a non-blocking task).
 */
export function agentRequestArb(
  card: ParsedCard,
  only?: readonly AgentRequest['mode'][],
  served = false,
): fc.Arbitrary<AgentRequest> {
  const activations: Activation[] = ['none', 'undeclared'];
  if (optionalExtension(card) !== undefined) activations.push('declared');
  if (requiredExtensionSet(card).size > 0) activations.push('omit-required');
  // Last, so the draws of a card without an optional extension are what they were before it.
  if (activations.includes('declared')) activations.push('mixed');
  const allowed: AgentRequest['mode'][] = ['blocking', 'non-blocking'];
  if (readTriState(card, 'streaming') === true) allowed.push('streaming');
  const modes = allowed.filter((m) => only === undefined || only.includes(m));
  // Served requests: what a conforming agent must serve (an activation it does not declare is
  // ignored, A2A §4.6.3), so the invariant about the served task is what gets judged.
  const kinds: PartKind[] = served
    ? ['text', 'declared-file']
    : ['text', 'json', 'declared-file', 'undeclared-file'];
  return fc.record({
    task: served
      ? fc.constant<AgentRequest['task']>('new')
      : fc.constantFrom<AgentRequest['task']>('new', 'unknown'),
    activation: fc.constantFrom(...activations.filter((a) => !served || a !== 'omit-required')),
    mode: fc.constantFrom(...modes),
    parts: fc.array(fc.constantFrom<PartKind>(...kinds), {
      minLength: 1,
      maxLength: 2,
    }),
    historyLength: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    copies: fc.constantFrom<1 | 2>(1, 2),
  });
}

/** The A2A parts of a request, against the card's declared input modes. */
export function partsOf(request: AgentRequest, card: ParsedCard): A2APart[] {
  const declared =
    card.typed.defaultInputModes.find((m) => !m.startsWith('text/') && !m.includes('*')) ??
    'text/plain';
  return request.parts.map((kind): A2APart => {
    switch (kind) {
      case 'text':
        return { text: 'a2a-crosscheck property probe: reply with anything.' };
      case 'json':
        return { data: { probe: 'a2a-crosscheck' }, mediaType: 'application/json' };
      case 'declared-file':
        return {
          raw: Buffer.from('a2a-crosscheck').toString('base64'),
          mediaType: declared,
          filename: 'probe',
        };
      case 'undeclared-file':
        return {
          raw: Buffer.from('a2a-crosscheck').toString('base64'),
          mediaType: ODD_TYPE,
          filename: 'probe.bin',
        };
    }
  });
}

/** Extensions to activate: the card's required ones unless omitted, plus what the request asks. */
export function extensionsOf(
  request: Pick<AgentRequest, 'activation'>,
  card: ParsedCard,
): string[] {
  const required = request.activation === 'omit-required' ? [] : [...requiredExtensionSet(card)];
  const optional = optionalExtension(card);
  if (request.activation === 'declared' && optional !== undefined) return [...required, optional];
  if (request.activation === 'undeclared') return [...required, UNDECLARED];
  if (request.activation === 'mixed' && optional !== undefined)
    return [...required, optional, UNDECLARED];
  return required;
}

/** True when the request activates the undeclared probe URI (alone or beside declared ones). */
export const activatesUndeclared = (activation: Activation): boolean =>
  activation === 'undeclared' || activation === 'mixed';

/**
 * The activation that puts the undeclared URI beside every declared one the card lets a request
 * carry: `mixed` where the card declares an optional extension, else `undeclared` (beside the
 * required ones, if any).
 */
export function fullestActivation(card: ParsedCard): Activation {
  return optionalExtension(card) !== undefined ? 'mixed' : 'undeclared';
}

/** The first extension the card declares without requiring it, if any. */
function optionalExtension(card: ParsedCard): string | undefined {
  const declared = readExtensions(card);
  const requiredSet = requiredExtensionSet(card);
  return Array.isArray(declared) ? declared.find((u) => !requiredSet.has(u)) : undefined;
}
