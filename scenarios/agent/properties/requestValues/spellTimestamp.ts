import type { TimestampSpelling } from './RequestValues.ts';

const HOUR_MS = 3_600_000;

/**
 * `at` (milliseconds since the epoch) written in `spelling`, with the instant the text names: the
 * same instant, except whole seconds, which cut it down to its second. Every form is RFC 3339,
 * which ProtoJSON's Timestamp reads ("offsets other than Z are also accepted").
 */
export function spellTimestamp(
  at: number,
  spelling: TimestampSpelling,
): { text: string; instant: number } {
  const iso = new Date(at).toISOString();
  switch (spelling) {
    case 'milliseconds-z':
      return { text: iso, instant: at };
    case 'seconds-z':
      return { text: iso.replace(/\.\d{3}Z$/, 'Z'), instant: Math.floor(at / 1000) * 1000 };
    case 'offset-zero':
      return { text: iso.replace(/Z$/, '+00:00'), instant: at };
    case 'offset-plus-one':
      return {
        text: new Date(at + HOUR_MS).toISOString().replace(/Z$/, '+01:00'),
        instant: at,
      };
  }
}
