import { activations } from '../../wire/transcriptQueries.ts';
import { type ClientJudge, facts, sendsTo } from '../../properties/client/clientJudges.ts';

// The negotiation rules' judges of a client over the wire: what the vendors saw, against the
// facts the reference model reads from each served card.

/**
 * XV-NEG-002: no activation toward an admitted peer whose signed card leaves `extensions`
 * undeclared (seed 000's condition: an unsigned card attests nothing about its emitted form).
 */
export const noActivationTowardUndeclared: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.signature !== 'absent' && f.extensions === 'undeclared')
    .flatMap((f) =>
      sendsTo(e, f.id).flatMap((s, n) => {
        const uris = [...new Set(activations(s))];
        return uris.length === 0
          ? []
          : [
              `/${f.id}: its card leaves capabilities.extensions undeclared, yet ${s.label} #${n + 1} activated ${uris.join(', ')}`,
            ];
      }),
    );

/**
 * XV-NEG-006: every task request to an admitted, trusted peer activates each extension its card
 * marks required that the caller supports (a v0.3 `X-A2A-Extensions` header does not count).
 */
export const activatesRequiredExtensions: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.trusted)
    .flatMap((f) => {
      const owed = f.requiredExtensions.filter((u) => e.scenario.task.callerExtensions.includes(u));
      return sendsTo(e, f.id).flatMap((s, n) => {
        const missing = owed.filter((u) => !activations(s).includes(u));
        return missing.length === 0
          ? []
          : [
              `/${f.id}: its card marks ${missing.join(', ')} required and the caller supports ${missing.length === 1 ? 'it' : 'them'}, yet ${s.label} #${n + 1} did not activate ${missing.length === 1 ? 'it' : 'them'}`,
            ];
      });
    });
