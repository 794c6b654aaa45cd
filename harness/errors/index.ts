export {
  CrosscheckError,
  isCrosscheckError,
  type CrosscheckErrorCode,
  type CrosscheckErrorOptions,
} from './CrosscheckError.ts';
export { CapabilityInvariantError, CapabilityNegotiationError } from './CapabilityErrors.ts';
