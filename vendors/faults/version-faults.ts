import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of version negotiation (A2A §3.6): which `A2A-Version` is served, and how the header
 * is read (`scenarios/agent/version/twins.ts`).
 */
export const VERSION_FAULTS = {
  'any-version-served': {
    summary: 'every A2A-Version is served, 99.0 included',
    versionServed(check) {
      check.served = true;
    },
  },
  'declared-version-refused': {
    summary: 'A2A-Version 1.0, the version the card declares, is refused; only 1.0.x is served',
    versionServed(check) {
      check.served = /^1\.0\.\d+$/.test(check.version);
    },
  },
  'patch-version-refused': {
    summary: 'A2A-Version 1.0.1 is refused: the patch number takes part in negotiation',
    versionServed(check) {
      check.served = check.version === '1.0';
    },
  },
  'service-headers-case-sensitive': {
    summary: 'A2A-Version is read only when its name comes lower-cased (loopback only)',
    versionHeader(read) {
      const odd = (n: string): boolean => n.toLowerCase() === 'a2a-version' && n !== 'a2a-version';
      if (read.rawNames?.some(odd) === true) read.read = false;
    },
  },
  'version-query-parameter-first': {
    summary:
      'a JSON-RPC request with an A2A-Version query parameter is served in that version, whatever its header says',
    versionHeader(read) {
      if (read.binding !== 'JSONRPC') return;
      const asked = [...read.query].find(([name]) => name.toLowerCase() === 'a2a-version');
      if (asked !== undefined) read.instead = asked[1].trim();
    },
  },
  'rest-version-query-over-header': {
    summary:
      'an HTTP+JSON request is served in the version of its A2A-Version query parameter (spelt as §3.6.1 spells it) before its header: §3.6.1 read as "the query, else the header"',
    versionHeader(read) {
      if (read.binding !== 'HTTP+JSON') return;
      // URLSearchParams.get compares names exactly, as a server reading §3.6.1's example would.
      const asked = read.query.get('A2A-Version');
      if (asked !== null) read.instead = asked.trim();
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
