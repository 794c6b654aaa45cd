import { isCrosscheckError } from './CrosscheckError.ts';
import { isHarnessDefect } from './HarnessDefect.ts';

/**
 * True when `cause` is the harness refusing an input it was handed (a typed `CrosscheckError`: a
 * card the strict parser refuses, a value RFC 8785 cannot serialize), which a generator may
 * leave out; false for a defect of the harness's own (an untyped throw such as a `TypeError`,
 * `INTERNAL`, a `HarnessDefect`), which must propagate to exit 3, never drop an input silently.
 */
export function isInputRefusal(cause: unknown): boolean {
  return isCrosscheckError(cause) && cause.code !== 'INTERNAL' && !isHarnessDefect(cause);
}
