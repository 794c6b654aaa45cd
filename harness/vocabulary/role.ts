/** Roles an implementation under test can take (DESIGN §3). */
export type Role = 'verifier' | 'signer' | 'consumer' | 'client' | 'agent';
export const ROLES: readonly Role[] = ['verifier', 'signer', 'consumer', 'client', 'agent'];
