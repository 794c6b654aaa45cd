import type { Summary } from './stats.ts';

/** Number formats shared by the sections of BENCHMARKS.md. */
export const MB = 1024 * 1024;
export const f0 = (x: number): string => x.toFixed(0);
export const f2 = (x: number): string => x.toFixed(2);
export const pct = (x: number): string => `${(x * 100).toFixed(0)} %`;
export const s1 = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** "median (min–max, IQR q1–q3), n = …" with a formatter. */
export function spread(s: Summary, fmt: (x: number) => string, unit = ''): string {
  return `${fmt(s.median)}${unit} (min–max ${fmt(s.min)}–${fmt(s.max)}, IQR ${fmt(s.q1)}–${fmt(s.q3)}, n = ${s.n})`;
}
