import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { CrosscheckError } from '../errors/CrosscheckError.ts';

/**
 * One HTTP/1.1 request through node:http, header names sent exactly as written (`fetch`
 * lower-cases them on the wire), the answer's body kept up to 64 KiB. For a probe whose point is
 * the spelling of a header; everything else speaks through a binding.
 */
export function sendRawHttpRequest(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  deadlineMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method, headers, timeout: deadlineMs, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= 64 * 1024) chunks.push(c);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () =>
      req.destroy(
        new CrosscheckError(
          'NET_TIMEOUT',
          `Failed to send ${method} ${url.pathname}: no answer within the ${deadlineMs} ms deadline. Check that the agent is running, or raise the deadline.`,
        ),
      ),
    );
    req.on('error', (cause) =>
      reject(
        cause instanceof CrosscheckError
          ? cause
          : new CrosscheckError(
              'NET_UNREACHABLE',
              `Failed to send ${method} ${url.pathname}: ${cause.message}. Check the URL and that the agent is listening.`,
              { cause },
            ),
      ),
    );
    req.end(body);
  });
}
