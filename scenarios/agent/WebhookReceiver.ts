/** One POST the receiver got. */
export interface WebhookDelivery {
  path: string;
  headers: Record<string, string>;
  /** The body parsed as JSON, or the text when it is not JSON. */
  body: unknown;
  at: number;
}

/** A loopback HTTP server that records what agents POST to it (push notifications, §4.3.3). */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port><path>`; give each config its own path to tell deliveries apart. */
  url(path: string): string;
  deliveries(path: string): WebhookDelivery[];
  /** Resolves when `done(deliveries)` holds for `path`, or after `timeoutMs` (whatever arrived). */
  waitFor(
    path: string,
    done: (d: WebhookDelivery[]) => boolean,
    timeoutMs: number,
  ): Promise<WebhookDelivery[]>;
  close(): Promise<void>;
}
