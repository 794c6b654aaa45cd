import {
  type Stats,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
} from 'node:fs';
import { CrosscheckError, type CrosscheckErrorCode } from '../errors/CrosscheckError.ts';

/** What a caller says about one file it reads: what it is, its bound, and the error to raise. */
export interface UserFileSpec {
  /** Noun for the message: "configuration", "JWKS file", "baseline", "report", "regression file". */
  what: string;
  /** Largest size accepted, in bytes; the message states it. */
  maxBytes: number;
  /** Code of the error raised for every refusal (`USAGE`, `BASELINE_INVALID`, …). */
  code: CrosscheckErrorCode;
  /** The fix sentence that ends every message. */
  fix: string;
  /** Longest time the read may take, in milliseconds (default 5 s). */
  deadlineMs?: number;
}

const DEFAULT_DEADLINE_MS = 5_000;
const CHUNK = 1024 * 1024;
// O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer, so the
// file's kind can be checked on the open descriptor (no stat-then-open race). It has no effect
// on a regular file. O_NOCTTY: a terminal named as a file never becomes the controlling one.
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * The one way the harness opens a file the user named (config, baseline, JWKS, regression file,
 * report to merge). Links are followed and what they lead to is checked on the open descriptor:
 * only a regular file is read, within `maxBytes` (counted while reading, so a file that grows
 * cannot slip past the size `fstat` gave) and `deadlineMs`. A FIFO, a device such as /dev/zero,
 * a directory or a socket is refused at once, naming the path and its kind. Every refusal is a
 * `CrosscheckError` with `spec.code` and one line: `Failed to read the <what> '<path>': <why>. <fix>`.
 */
export function readUserFile(path: string, spec: UserFileSpec): Buffer {
  const fail = (why: string, cause?: unknown): CrosscheckError =>
    new CrosscheckError(
      spec.code,
      `Failed to read the ${spec.what} '${path}'${linkNote(path)}: ${why}. ${spec.fix}`,
      cause === undefined ? {} : { cause },
    );
  let fd: number;
  try {
    fd = openSync(path, FLAGS);
  } catch (cause) {
    throw fail(osReason(cause), cause);
  }
  try {
    let info: Stats;
    try {
      info = fstatSync(fd);
    } catch (cause) {
      throw fail(osReason(cause), cause);
    }
    if (!info.isFile()) throw fail(`it is ${kindOf(info)}, not a regular file`);
    if (info.size > spec.maxBytes)
      throw fail(`it has ${info.size} bytes, over the ${spec.maxBytes}-byte limit`);
    return readAll(fd, spec, fail);
  } finally {
    closeSync(fd);
  }
}

function readAll(
  fd: number,
  spec: UserFileSpec,
  fail: (why: string, cause?: unknown) => CrosscheckError,
): Buffer {
  const deadline = performance.now() + (spec.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, spec.maxBytes + 1 - total));
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (cause) {
      throw fail(osReason(cause), cause);
    }
    if (n === 0) break;
    total += n;
    if (total > spec.maxBytes) throw fail(`it holds more than the ${spec.maxBytes}-byte limit`);
    chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    if (performance.now() > deadline)
      throw fail(`reading it took longer than ${spec.deadlineMs ?? DEFAULT_DEADLINE_MS} ms`);
  }
  return Buffer.concat(chunks, total);
}

/** " (a link to '<target>')" when `path` itself is a symbolic link, so the message names both. */
function linkNote(path: string): string {
  try {
    return lstatSync(path).isSymbolicLink() ? ` (a link to '${realpathSync(path)}')` : '';
  } catch {
    return '';
  }
}

function osReason(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'there is no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory, not a regular file';
    case 'ENXIO':
      return 'it is a socket or a device with nothing behind it, not a regular file';
    case 'ENAMETOOLONG':
      return 'the path is too long';
    case 'ELOOP':
      return 'its links form a loop';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    default:
      return `the file cannot be read (${code ?? String(cause)})`;
  }
}

function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a directory';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}
