import type { TranscriptEntry } from '../../harness/results/types.ts';
import { escapeHtml as esc, truncate } from './escape.ts';

const LANE_GAP = 230;
const LEFT = 120;
const ROW = 36;
const TOP = 56;
const MAX_ROWS = 200;

/** A request body as a comparison key, bounded (a body may be large). */
function bodyKey(body: unknown): string {
  if (body === undefined) return '';
  try {
    return (JSON.stringify(body) ?? '').slice(0, 4_000);
  } catch {
    return '(unreadable)';
  }
}

/** Whether an entry records a stall (a progress deadline that expired): label `stall` or `stalled`. */
export function isStall(e: TranscriptEntry): boolean {
  return /\bstall(ed)?\b/i.test(e.label);
}

/**
 * A wire transcript as an inline SVG sequence diagram: one lane per party, one arrow per
 * request (solid), response (dashed) or event (dotted), labelled with the method and its time.
 * A request repeating an earlier one (from, to, label and body) is a retry and says so; a stall draws a red
 * dashed segment down the silent party's lane up to the deadline. `uid` keeps marker ids unique
 * among the diagrams of one page.
 */
export function transcriptSvg(entries: readonly TranscriptEntry[], uid: string): string {
  const shown = entries.slice(0, MAX_ROWS);
  const lanes: string[] = [];
  for (const e of shown) for (const p of [e.from, e.to]) if (!lanes.includes(p)) lanes.push(p);
  const x = (party: string): number => LEFT + lanes.indexOf(party) * LANE_GAP;
  // Room on the right for the longest annotation (a stall's "no progress …" text).
  const width = LEFT + Math.max(1, lanes.length - 1) * LANE_GAP + 420;
  const height = TOP + shown.length * ROW + 30;
  const out: string[] = [];
  const label = `Wire transcript: ${shown.length} entries between ${lanes.join(', ')}`;
  out.push(
    `<svg class="seq" role="img" aria-label="${esc(label)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${esc(label)}</title>`,
    `<defs>${marker(`${uid}-a`, '#24292f')}${marker(`${uid}-e`, '#0969da')}${marker(`${uid}-r`, '#bc4c00')}</defs>`,
  );
  for (const party of lanes) {
    const px = x(party);
    out.push(
      `<line class="lifeline" x1="${px}" y1="36" x2="${px}" y2="${height - 10}"/>`,
      `<rect class="lane" x="${px - 75}" y="8" width="150" height="26" rx="4"/>`,
      `<text class="lane-name" x="${px}" y="26" text-anchor="middle">${esc(truncate(party, 22))}<title>${esc(party)}</title></text>`,
    );
  }
  const requestsSeen = new Map<string, number>();
  shown.forEach((e, i) => {
    const y = TOP + i * ROW + ROW / 2;
    out.push(`<text class="at" x="8" y="${y + 4}">+${esc(formatMs(e.at))}</text>`);
    if (isStall(e)) {
      out.push(stall(e, shown[i - 1], y, x));
      return;
    }
    if (e.direction === 'note') {
      out.push(note(e, y, x));
      return;
    }
    let text = e.label;
    let kind: 'a' | 'e' | 'r' = e.direction === 'event' ? 'e' : 'a';
    if (e.direction === 'request') {
      // A retry sends the same request again: same parties, call and body. Probes that share a
      // call name but ask different things (GetTask of four tasks) are not retries of each other.
      const key = `${e.from}\u0000${e.to}\u0000${e.label}\u0000${bodyKey(e.body)}`;
      const n = (requestsSeen.get(key) ?? 0) + 1;
      requestsSeen.set(key, n);
      if (n > 1) {
        text = `${e.label} (retry #${n - 1})`;
        kind = 'r';
      }
    }
    out.push(arrow(e, text, kind, y, x, uid));
  });
  if (entries.length > MAX_ROWS) {
    out.push(
      `<text class="more" x="8" y="${height - 8}">…${entries.length - MAX_ROWS} more entries not drawn</text>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

function marker(id: string, colour: string): string {
  return `<marker id="${id}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${colour}"/></marker>`;
}

function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

function arrow(
  e: TranscriptEntry,
  text: string,
  kind: 'a' | 'e' | 'r',
  y: number,
  x: (p: string) => number,
  uid: string,
): string {
  const x1 = x(e.from);
  const x2 = x(e.to);
  const cls = `msg ${e.direction}${kind === 'r' ? ' retry' : ''}`;
  const title = `<title>${esc(`${e.direction} ${e.from} → ${e.to}: ${text} at +${formatMs(e.at)}`)}</title>`;
  if (x1 === x2) {
    return `<g class="${cls}">${title}<path d="M${x1},${y - 8} h40 v14 h-40" fill="none" marker-end="url(#${uid}-${kind})"/><text x="${x1 + 46}" y="${y}">${esc(truncate(text, 40))}</text></g>`;
  }
  const mid = (x1 + x2) / 2;
  return (
    `<g class="${cls}">${title}<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" marker-end="url(#${uid}-${kind})"/>` +
    `<text x="${mid}" y="${y - 5}" text-anchor="middle">${esc(truncate(text, 36))}</text></g>`
  );
}

function note(e: TranscriptEntry, y: number, x: (p: string) => number): string {
  const text = truncate(e.label, 50);
  const centre = (x(e.from) + x(e.to)) / 2;
  // Wide enough for its label (about 7 px per monospace character) as well as for its lanes.
  const w = Math.max(Math.abs(x(e.from) - x(e.to)) + 140, text.length * 7 + 16);
  const left = centre - w / 2;
  return `<g class="note"><title>${esc(`note from ${e.from}: ${e.label}`)}</title><rect x="${left}" y="${y - 12}" width="${w}" height="22" rx="3"/><text x="${centre}" y="${y + 3}" text-anchor="middle">${esc(text)}</text></g>`;
}

/** The silent party is the one the stalled exchange waited on: `to` of the stall entry, else its `from`. */
function stall(
  e: TranscriptEntry,
  prev: TranscriptEntry | undefined,
  y: number,
  x: (p: string) => number,
): string {
  const party = e.to || e.from;
  const px = x(party);
  const y0 = y - ROW + 6;
  const since = prev ? ` (${formatMs(e.at - prev.at)} silent)` : '';
  const text = `no progress until deadline at +${formatMs(e.at)}${since}`;
  return (
    `<g class="stall"><title>${esc(`${e.label}: ${party} ${text}`)}</title>` +
    `<line x1="${px}" y1="${y0}" x2="${px}" y2="${y + 6}"/>` +
    `<line x1="${px - 10}" y1="${y + 6}" x2="${px + 10}" y2="${y + 6}"/>` +
    `<text x="${px + 14}" y="${y + 2}">⏱ ${esc(text)}</text></g>`
  );
}
