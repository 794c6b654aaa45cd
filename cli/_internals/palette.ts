import type { CliIo, OutStream } from '../Io.ts';

/** Text styles the CLI uses; each returns its input unchanged when colour is off. */
export interface Palette {
  enabled: boolean;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;

const COLOURED: Omit<Palette, 'enabled'> = {
  red: sgr(31, 39),
  green: sgr(32, 39),
  yellow: sgr(33, 39),
  bold: sgr(1, 22),
  dim: sgr(2, 22),
};

const PLAIN: Omit<Palette, 'enabled'> = {
  red: (t) => t,
  green: (t) => t,
  yellow: (t) => t,
  bold: (t) => t,
  dim: (t) => t,
};

const set = (v: string | undefined): boolean => v !== undefined && v !== '';

/**
 * Whether to colour what goes to `stream`, as Node itself decides: `FORCE_COLOR` wins when set
 * (`0` or `false` turn colour off), then `NO_COLOR` (https://no-color.org: any non-empty value)
 * turns it off, then colour follows whether the stream is a terminal (and `TERM` is not `dumb`).
 */
export function wantsColour(stream: OutStream, env: CliIo['env']): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (set(env['NO_COLOR'])) return false;
  return stream.isTTY === true && env['TERM'] !== 'dumb';
}

/** The palette for `stream` in `env`. */
export function paletteFor(stream: OutStream, env: CliIo['env']): Palette {
  const enabled = wantsColour(stream, env);
  return { enabled, ...(enabled ? COLOURED : PLAIN) };
}
