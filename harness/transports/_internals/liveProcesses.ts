import { readFileSync, readdirSync } from 'node:fs';

/** One process as `/proc/<pid>/stat` describes it (Linux). */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
  /** One-letter state: R, S, D, T, Z (zombie), X (dead), … */
  state: string;
}

/**
 * Every process of this machine that is not a zombie, read from `/proc` (Linux), or `undefined`
 * where there is no `/proc` to read. A zombie has ended and only waits for its parent to reap
 * it (after a group is killed, orphans are reaped by PID 1, which in some containers takes
 * seconds): it holds no resources and runs nothing, so it does not count as alive.
 */
export function liveProcesses(): ProcessEntry[] | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const out: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'latin1');
    } catch {
      continue; // ended between readdir and read
    }
    // "pid (comm) state ppid pgrp …"; comm may hold spaces and parentheses, so split after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0] ?? '?';
    if (state === 'Z' || state === 'X') continue;
    out.push({ pid: Number(name), state, ppid: Number(fields[1]), pgid: Number(fields[2]) });
  }
  return out;
}
