import { describe, expect, it } from 'vitest';
import { CrosscheckError } from './CrosscheckError.ts';
import { isInputRefusal } from './isInputRefusal.ts';

describe('isInputRefusal', () => {
  it.each([
    ['a card the strict parser refuses', new CrosscheckError('CARD_TOO_DEEP', 'x'), true],
    ['a TypeError of the harness', new TypeError('x'), false],
    ['INTERNAL', new CrosscheckError('INTERNAL', 'x'), false],
    ['a string thrown', 'x', false],
  ])('%s: %s', (_, cause, expected) => {
    expect(isInputRefusal(cause)).toBe(expected);
  });
});
