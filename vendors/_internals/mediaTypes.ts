import type { A2APart } from '../../harness/wire/index.ts';

/**
 * The media type of a part: its `mediaType`, else the type its member implies (`text` is
 * text/plain, `data` is application/json, bytes or a URL are application/octet-stream).
 * Lower-cased, parameters dropped.
 */
export function partMediaType(part: A2APart): string {
  const declared =
    typeof part.mediaType === 'string' && part.mediaType !== '' ? part.mediaType : undefined;
  const implied =
    part.text !== undefined
      ? 'text/plain'
      : part.data !== undefined
        ? 'application/json'
        : 'application/octet-stream';
  return essence(declared ?? implied);
}

/** RFC 6838: type and subtype compare case-insensitively; `*\/*` and `type/*` are wildcards. */
export function modeAccepts(mode: string, mediaType: string): boolean {
  const m = essence(mode);
  if (m === '*/*' || m === mediaType) return true;
  return m.endsWith('/*') && mediaType.startsWith(m.slice(0, -1));
}

function essence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}
