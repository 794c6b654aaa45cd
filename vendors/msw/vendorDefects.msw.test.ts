import { describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../harness/errors/index.ts';
import { THROWING_FLEET } from '../_fixtures/throwingFleet.ts';
import { startMswServer } from './createMswHandlers.ts';

describe('a simulated vendor whose handler throws, over msw', () => {
  it('fails the exchange as a network error instead of msw answering 500, and keeps the exception as a harness defect', async () => {
    const served = startMswServer(THROWING_FLEET);
    const url = `${served.urls['vendor-throws']!.origin}/a2a/jsonrpc`;
    try {
      const answer = await fetch(url, { method: 'POST', body: '{}' }).then(
        (r) => `HTTP ${r.status}`,
        () => 'cut',
      );
      expect(answer).toBe('cut');
      const defect = served.takeDefect();
      expect(isCrosscheckError(defect, 'INTERNAL')).toBe(true);
      expect(defect?.message).toMatch(/as simulated vendor "vendor-throws": its handler threw/);
      await fetch(url, { method: 'POST', body: '{}' }).catch(() => undefined);
    } finally {
      await expect(served.close()).rejects.toMatchObject({ code: 'INTERNAL' });
    }
  });
});
