import { describe, expect, it } from 'vitest';
import { startWebhookReceiver } from './webhookReceiver.ts';

describe('startWebhookReceiver', () => {
  it('waits for a delivery and wakes on it, or gives back what arrived at its deadline', async () => {
    // Arrange
    const receiver = await startWebhookReceiver();
    try {
      // Act: nothing is delivered to /silent; one delivery reaches /push while it is awaited.
      const started = performance.now();
      const none = await receiver.waitFor('/silent', (d) => d.length > 0, 150);
      const waited = performance.now() - started;
      const pending = receiver.waitFor('/push', (d) => d.length > 0, 5_000);
      await fetch(receiver.url('/push'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ statusUpdate: { taskId: 't1' } }),
      });
      const some = await pending;
      // Assert
      expect(none).toEqual([]);
      expect(waited).toBeGreaterThanOrEqual(140);
      expect(some).toHaveLength(1);
      expect(some[0]?.path).toBe('/push');
    } finally {
      await receiver.close();
    }
  });
});
