import type { HelloResult } from '../../harness/contract/types.ts';
import { CANONICALIZATIONS } from '../../harness/vocabulary/index.ts';
import type { IutCanonicalizations } from '../../scenarios/core/CaseContext.ts';

/** What an IUT's `hello` declares it verifies and signs; both where it declares nothing (1.0). */
export function declaredCanonicalizations(hello: HelloResult): IutCanonicalizations {
  return {
    verify: hello.canonicalizations?.verify ?? CANONICALIZATIONS,
    sign: hello.canonicalizations?.sign ?? CANONICALIZATIONS,
  };
}
