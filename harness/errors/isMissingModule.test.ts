import { describe, expect, it } from 'vitest';
import { isMissingModule } from './isMissingModule.ts';

const error = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isMissingModule', () => {
  it.each([
    [error('ERR_MODULE_NOT_FOUND', "Cannot find package 'express'"), undefined, true],
    [error('MODULE_NOT_FOUND', "Cannot find module '@a2a-js/sdk'"), '@a2a-js/sdk', true],
    [error('ERR_MODULE_NOT_FOUND', "Cannot find package 'express'"), '@a2a-js/sdk', false],
    [error('ERR_INVALID_ARG_TYPE', "Cannot find package 'express'"), undefined, false],
    [new Error('Cannot find module'), undefined, false],
    [null, undefined, false],
    ['ERR_MODULE_NOT_FOUND', undefined, false],
  ] as const)('%o (name %s) → %s', (cause, name, expected) => {
    expect(isMissingModule(cause, name)).toBe(expected);
  });
});
