import { describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../harness/errors/index.ts';
import { THROWING_FLEET } from '../_fixtures/throwingFleet.ts';
import { startLoopbackServer } from './startLoopbackServer.ts';

describe('a simulated vendor whose handler throws, on loopback', () => {
  it('cuts the exchange instead of answering 500, and keeps the exception as a harness defect', async () => {
    const served = await startLoopbackServer(THROWING_FLEET);
    const url = `${served.urls['vendor-throws']!.origin}/a2a/jsonrpc`;
    const answer = await fetch(url, { method: 'POST', body: '{}' }).then(
      (r) => `HTTP ${r.status}`,
      () => 'cut',
    );
    expect(answer).toBe('cut');
    const defect = served.takeDefect();
    expect(isCrosscheckError(defect, 'INTERNAL')).toBe(true);
    expect(defect?.message).toMatch(
      /^Failed to answer POST \/a2a\/jsonrpc as simulated vendor "vendor-throws": its handler threw \(TypeError: /,
    );
    expect(served.takeDefect()).toBeUndefined();
    await fetch(url, { method: 'POST', body: '{}' }).catch(() => undefined);
    await expect(served.close()).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
