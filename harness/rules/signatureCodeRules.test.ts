import { describe, expect, it } from 'vitest';
import { ruleOfSignatureCode } from './signatureCodeRules.ts';

describe('ruleOfSignatureCode', () => {
  // Written from the rules' texts: the policy members and revocation have rules of their own.
  const table: [Parameters<typeof ruleOfSignatureCode>[0], string][] = [
    ['SIG_ALG_NOT_ALLOWED', 'XV-SIG-002'],
    ['SIG_UNPROTECTED_KEY_HINT', 'XV-SIG-003'],
    ['SIG_JKU_NOT_ALLOWED', 'XV-SIG-004'],
    ['SIG_HEADER_MISSING_ALG_OR_KID', 'A2A-SIG-003'],
    ['SIG_KEY_REVOKED', 'A2A-SIG-004'],
    ['SIG_KEY_NOT_TRUSTED', 'XV-SIG-005'],
    ['SIG_INVALID', 'XV-SIG-005'],
    ['SIG_MALFORMED', 'XV-SIG-005'],
    [undefined, 'XV-SIG-005'],
  ];
  it.each(table)('%s is charged to %s', (code, rule) => {
    expect(ruleOfSignatureCode(code)).toBe(rule);
  });
});
