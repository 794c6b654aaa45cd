export { signCard } from './signCard.ts';
export { verifyCardSignatures } from './verifyCardSignatures.ts';
export { generateSigningKey } from './generateSigningKey.ts';
export type { SigningKeyPair } from './generateSigningKey.ts';
export { extractSignatureEntries } from './extractSignatureEntries.ts';
export type { ExtractedSignatures, SignatureEntry } from './extractSignatureEntries.ts';
export { decodeProtectedHeader } from './decodeProtectedHeader.ts';
export {
  checkJoseHeaders,
  isJkuAllowed,
  UNPROTECTED_FORBIDDEN,
  EMBEDDED_KEY_SOURCES,
} from './checkJoseHeaders.ts';
export type { CheckedHeader, HeaderPolicy } from './checkJoseHeaders.ts';
export { selectTrustedKey } from './selectTrustedKey.ts';
export { verifyDetachedJws } from './verifyDetachedJws.ts';
export { signJwsFast, verifyJwsFast } from './fastJws.ts';
export { encodeBase64url, decodeBase64urlStrict } from './base64url.ts';
export { jwsSigningInput, signEs256Raw, signHs256Raw, craftSignatureEntry } from './rawSigners.ts';
export { P256_ORDER, highSTwin, p1363FromIntegers, p1363ToDer, splitP1363 } from './ecdsaP256.ts';
export { DEFAULT_MAX_SIGNATURE_ENTRIES, DEFAULT_JWS_TYP, DEFAULT_SIGNING_ALG } from './defaults.ts';
export type {
  VerifyCardOptions,
  SignatureEntryResult,
  SignatureVerdict,
  SignCardOptions,
  StepOutcome,
} from './types.ts';
