import { describe, expect, it } from 'vitest';
import { CapabilityNegotiationError } from '../errors/CapabilityErrors.ts';
import { assertExtensionActivation } from './assertExtensionActivation.ts';

describe('assertExtensionActivation (XV-NEG-004)', () => {
  it('throws a typed negotiation error when activating toward undeclared extensions', () => {
    let caught: unknown;
    try {
      assertExtensionActivation('undeclared', ['urn:example:ext/trace']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CapabilityNegotiationError);
    expect(caught).toMatchObject({
      code: 'NEG_EXTENSIONS_UNDECLARED',
      pointer: '/capabilities/extensions',
      rule: 'XV-NEG-004',
    });
  });

  const allowed: [string, 'undeclared' | string[], string[]][] = [
    ['nothing toward undeclared', 'undeclared', []],
    ['anything toward []', [], ['urn:example:ext/trace']],
    ['a declared one', ['urn:example:ext/trace'], ['urn:example:ext/trace']],
  ];
  it.each(allowed)('allows activating %s', (_name, extensions, uris) => {
    expect(() => assertExtensionActivation(extensions, uris)).not.toThrow();
  });
});
