import type { RuleResult } from '../../harness/results/types.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import { escapeHtml as esc } from './escape.ts';
import { VERDICT_LABEL, VERDICT_SYMBOL } from './verdictLabels.ts';

/** Vendor of a grid cell: the signer a verifier read (`signer:<name>`), or the oracle. */
const SIGNER = 'signer:';
const ORACLE = 'oracle:reference';

/** The signer × verifier grid of a run, read back from its results (engine/sdks). */
interface Grid {
  signers: string[];
  verifiers: string[];
  /** Index of the result at (verifier, signer); a signer's own row is under ORACLE. */
  at(verifier: string, signer: string): number | undefined;
}

function readGrid(results: readonly RuleResult[]): Grid | undefined {
  const cells = new Map<string, number>();
  const signers = new Set<string>();
  const verifiers = new Set<string>();
  results.forEach((r, i) => {
    if (r.rule !== 'A2A-SIG-001' || r.vendor === null) return;
    if (r.vendor === ORACLE) {
      signers.add(r.iut);
      cells.set(`${ORACLE}|${r.iut}`, i);
    } else if (r.vendor.startsWith(SIGNER)) {
      const signer = r.vendor.slice(SIGNER.length);
      signers.add(signer);
      verifiers.add(r.iut);
      cells.set(`${r.iut}|${signer}`, i);
    }
  });
  if (cells.size === 0) return undefined;
  return {
    signers: [...signers].sort(),
    verifiers: [ORACLE, ...[...verifiers].sort()],
    at: (verifier, signer) => cells.get(`${verifier}|${signer}`),
  };
}

const rowName = (v: string): string => (v === ORACLE ? 'A2A §8.4.1 (reference)' : v);

/**
 * The grid as HTML: rows are verifiers (the first row is A2A §8.4.1 itself, through the harness's
 * verifier: does what the signer emitted verify?), columns are signers; each cell links to its
 * result, whose evidence names the first card where the two part and the byte where they do.
 */
export function htmlSignatureGrid(report: CrosscheckReport): string {
  const grid = readGrid(report.results);
  if (grid === undefined) return '';
  const head = `<tr><th scope="col">verifier ↓ · signer →</th>${grid.signers.map((s) => `<th scope="col"><code>${esc(s)}</code></th>`).join('')}</tr>`;
  const body = grid.verifiers
    .map((v) => {
      const cells = grid.signers
        .map((s) => {
          const i = grid.at(v, s);
          if (i === undefined) return '<td class="empty" title="not run">·</td>';
          const r = report.results[i]!;
          return `<td class="cell v-${r.verdict}" title="${esc(r.evidence.summary)}"><a href="#r${i}">${VERDICT_SYMBOL[r.verdict]} ${VERDICT_LABEL[r.verdict]}</a></td>`;
        })
        .join('');
      return `<tr><th scope="row">${esc(rowName(v))}</th>${cells}</tr>`;
    })
    .join('');
  return (
    '<h2>Signer × verifier grid</h2><p class="muted">Each signer signs the same cards (A2A §8.4.1’s worked example, a card with non-ASCII text, generated cards) with one ES256 key; each verifier reads what each signer emitted. A cell passes when the verifier agrees with A2A §8.4.1 on every card; the first row says whether the signer’s own signatures verify. Rule A2A-SIG-001.</p>' +
    `<table class="matrix glance"><thead>${head}</thead><tbody>${body}</tbody></table>`
  );
}

/** The grid as a Markdown table, one line per verifier. */
export function markdownSignatureGrid(report: CrosscheckReport): string[] {
  const grid = readGrid(report.results);
  if (grid === undefined) return [];
  const cell = (v: string, s: string): string => {
    const i = grid.at(v, s);
    return i === undefined
      ? '·'
      : `${VERDICT_SYMBOL[report.results[i]!.verdict]} ${report.results[i]!.verdict}`;
  };
  return [
    '## Signer × verifier grid (A2A-SIG-001)',
    '',
    'Rows verify what the columns signed; the first row is A2A §8.4.1 itself (the harness verifier).',
    '',
    `| verifier ↓ · signer → | ${grid.signers.map((s) => `\`${s}\``).join(' | ')} |`,
    `| --- | ${grid.signers.map(() => '---').join(' | ')} |`,
    ...grid.verifiers.map(
      (v) => `| ${rowName(v)} | ${grid.signers.map((s) => cell(v, s)).join(' | ')} |`,
    ),
    '',
  ];
}
