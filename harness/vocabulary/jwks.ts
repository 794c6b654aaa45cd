/** A public JWK as the caller supplies it (RFC 7517 §4), the trusted key set's member. */
export interface PublicJwk {
  kty: string;
  kid?: string;
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
  alg?: string;
  use?: string;
  [member: string]: unknown;
}

/** A JWK Set (RFC 7517 §5): the keys a verifier trusts. */
export interface Jwks {
  keys: PublicJwk[];
}
