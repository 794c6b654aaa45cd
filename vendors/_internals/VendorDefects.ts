import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

/**
 * The exceptions of the simulated vendors' own handlers, kept by the transport that serves them.
 * A vendor is the harness's code: its exception is a harness defect (exit 3), never an answer.
 * Turned into an HTTP 500 it would be judged as the implementation's doing (a client's failed
 * delegation, an agent check's refusal), so the transport cuts the exchange instead and keeps
 * the first exception for whoever asks (`take`) or closes the transport.
 */
export class VendorDefects {
  private first: CrosscheckError | undefined;

  /** Records `cause`, thrown while vendor `id` answered `request`; the error to report. */
  record(id: string, request: Request, cause: unknown): CrosscheckError {
    const what = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    const defect = new CrosscheckError(
      'INTERNAL',
      `Failed to answer ${request.method} ${new URL(request.url).pathname} as simulated vendor "${id}": its handler threw (${what.slice(0, 300)}). This is a defect of the harness, not of the implementation under test; report it with the replay command.`,
      { cause },
    );
    this.first ??= defect;
    return defect;
  }

  /** The first defect since the last `take`, taken. */
  take(): CrosscheckError | undefined {
    const first = this.first;
    this.first = undefined;
    return first;
  }
}
