import { CrosscheckError, isCrosscheckError } from '../errors/CrosscheckError.ts';
import { isJsonObject } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import type { Transcript } from '../results/Transcript.ts';
import type { HttpAnswer, HttpTarget } from './binding/httpExchange.ts';
import { AGENT_CARD_PATH } from './defaults.ts';
import { fetchDocument } from './fetchDocument.ts';

/** The card's answer, and the URL it came from. */
export interface FetchedCard {
  url: string;
  answer: HttpAnswer;
  /** Every URL tried, in order, with what it answered. */
  tried: { url: string; outcome: string }[];
}

/**
 * Where a card may be, for a URL the user gave: the URL itself when it names a path (a card file
 * or a sub-path an agent is mounted under), then the well-known path under that sub-path, then
 * the well-known path under the origin (A2A §8.2). Duplicates are dropped.
 */
export function cardCandidates(url: string): string[] {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  const out = [];
  if (path !== '') out.push(`${u.origin}${path}${u.search}`);
  if (path !== '' && !/\.json$/i.test(path)) out.push(`${u.origin}${path}${AGENT_CARD_PATH}`);
  out.push(`${u.origin}${AGENT_CARD_PATH}`);
  return [...new Set(out)];
}

/**
 * Fetches the card: the first candidate that answers 200 with a JSON object wins; otherwise the
 * first candidate that answered at all is returned so its answer can be judged. With
 * `waitMs` > 0, a refused connection is retried every 100 ms until that much time has passed
 * (`--wait-for-agent`, for an agent still starting). Throws `NET_UNREACHABLE` / `NET_TIMEOUT`
 * when no candidate answered.
 */
export async function fetchAgentCard(
  url: string,
  http: HttpTarget,
  options: {
    headers: Record<string, string>;
    waitMs: number;
    transcript: Transcript;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<FetchedCard> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const started = performance.now();
  const until = started + options.waitMs;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      return await tryCandidates(url, http, options.headers, options.transcript);
    } catch (cause) {
      if (!isCrosscheckError(cause, 'NET_UNREACHABLE')) throw cause;
      if (performance.now() + 100 > until) {
        if (options.waitMs <= 0) throw cause;
        // Say what was waited for, and for how long: "cannot be reached" alone reads as if the
        // harness had not tried (`--wait-for-agent`).
        const waited = Math.round(performance.now() - started);
        throw new CrosscheckError(
          'NET_UNREACHABLE',
          `waited ${waited} ms (--wait-for-agent ${options.waitMs}) for ${url} to accept a connection, ${attempts} attempts 100 ms apart; the last: ${cause.message}`,
          { cause },
        );
      }
      await sleep(100);
    }
  }
}

async function tryCandidates(
  url: string,
  http: HttpTarget,
  headers: Record<string, string>,
  transcript: Transcript,
): Promise<FetchedCard> {
  const tried: FetchedCard['tried'] = [];
  let first: { url: string; answer: HttpAnswer } | undefined;
  let failure: Error | undefined;
  let firstFailed: Error | undefined;
  for (const candidate of cardCandidates(url)) {
    const path = new URL(candidate).pathname;
    transcript.request(`GET ${path}`, null);
    let answer: HttpAnswer;
    try {
      answer = await fetchDocument(candidate, http, { headers });
    } catch (cause) {
      transcript.note(
        `GET ${path} failed`,
        isCrosscheckError(cause) ? { code: cause.code, message: cause.message } : String(cause),
      );
      tried.push({ url: candidate, outcome: isCrosscheckError(cause) ? cause.code : 'failed' });
      failure ??= cause instanceof Error ? cause : new Error(String(cause));
      if (tried.length === 1) firstFailed = failure;
      continue;
    }
    transcript.response(`GET ${path}`, {
      status: answer.status,
      contentType: answer.contentType,
      bytes: answer.bytes.length,
      text: new TextDecoder().decode(answer.bytes.slice(0, 4096)),
    });
    tried.push({ url: candidate, outcome: `HTTP ${answer.status}` });
    first ??= { url: candidate, answer };
    if (answer.status === 200 && isJsonObjectText(answer.bytes))
      return { url: candidate, answer, tried };
  }
  // The URL the user named is the authority: when it failed on the network (a redirect refused
  // or to nowhere, a timeout), a 404 from a fallback location is a guess, not the agent's answer.
  if (firstFailed !== undefined) throw firstFailed;
  if (first !== undefined) return { ...first, tried };
  if (failure instanceof Error) throw failure;
  throw new CrosscheckError(
    'NET_UNREACHABLE',
    `Failed to fetch the Agent Card from ${url}: nothing answered. Check the URL.`,
  );
}

function isJsonObjectText(bytes: Uint8Array): boolean {
  try {
    return isJsonObject(parseStrictJson(bytes));
  } catch {
    return false;
  }
}
