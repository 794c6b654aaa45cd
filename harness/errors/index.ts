export {
  CrosscheckError,
  isCrosscheckError,
  type CrosscheckErrorCode,
  type CrosscheckErrorOptions,
} from './CrosscheckError.ts';
export { CapabilityInvariantError, CapabilityNegotiationError } from './CapabilityErrors.ts';
export {
  HarnessDefect,
  asHarnessDefect,
  isHarnessDefect,
  isPeerFault,
  type DefectRecord,
  type DefectSite,
} from './HarnessDefect.ts';
export { isInputRefusal } from './isInputRefusal.ts';
