/** The key id of the harness's own case-signing key (trusted in every case context). */
export const CASE_SIGNING_KID = 'crosscheck-case-key';
