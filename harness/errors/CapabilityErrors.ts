import {
  CrosscheckError,
  type CrosscheckErrorCode,
  type CrosscheckErrorOptions,
} from './CrosscheckError.ts';

/**
 * Seed 002: a cryptographically valid card cannot honour a delegation. Raised before
 * `SendMessage`, never downgraded to a task-level failure.
 */
export class CapabilityInvariantError extends CrosscheckError {
  readonly peer: string | undefined;
  readonly skillId: string | undefined;

  constructor(
    code: CrosscheckErrorCode,
    message: string,
    options: CrosscheckErrorOptions & { peer?: string; skillId?: string } = {},
  ) {
    super(code, message, options);
    this.name = 'CapabilityInvariantError';
    this.peer = options.peer;
    this.skillId = options.skillId;
  }
}

/**
 * Seed 000: the emitted and defaulted forms of a capability block disagree at negotiation,
 * or activation was attempted toward a peer that never declared extension support.
 */
export class CapabilityNegotiationError extends CrosscheckError {
  constructor(code: CrosscheckErrorCode, message: string, options: CrosscheckErrorOptions = {}) {
    super(code, message, options);
    this.name = 'CapabilityNegotiationError';
  }
}
