import { CrosscheckError, type CrosscheckErrorCode } from '../errors/CrosscheckError.ts';
import { STDERR_IN_MESSAGE_CHARS } from './defaults.ts';

/** What a child-process IUT error carries beyond its code and message. */
export interface IutProcessErrorDetails {
  /** Contract call the error is reported against (`hello` during startup). */
  call: string;
  /** JSON-RPC id of that call, when one was sent. */
  id?: number;
  /** The captured stderr tail at the time of the error (bounded). */
  stderr: string;
  /** Exit code and signal, when the process had ended. */
  exit?: { code: number | null; signal: string | null };
  cause?: unknown;
}

/**
 * An error of the stdio transport. The message ends with the last lines of the adapter's stderr
 * (so a report shows why the adapter failed without opening a log); `stderr` keeps the whole
 * bounded tail for the report's evidence.
 */
export class IutProcessError extends CrosscheckError {
  readonly call: string;
  readonly id: number | undefined;
  readonly stderr: string;
  readonly exit: { code: number | null; signal: string | null } | undefined;

  constructor(code: CrosscheckErrorCode, message: string, details: IutProcessErrorDetails) {
    super(
      code,
      withStderr(message, details.stderr),
      details.cause === undefined ? {} : { cause: details.cause },
    );
    this.name = 'IutProcessError';
    this.call = details.call;
    this.id = details.id;
    this.stderr = details.stderr;
    this.exit = details.exit;
  }
}

function withStderr(message: string, stderr: string): string {
  const trimmed = stderr.trimEnd();
  if (trimmed === '') return `${message} (stderr was empty)`;
  const tail =
    trimmed.length > STDERR_IN_MESSAGE_CHARS
      ? `…${trimmed.slice(-STDERR_IN_MESSAGE_CHARS)}`
      : trimmed;
  return `${message}\n--- adapter stderr (tail) ---\n${tail}`;
}
