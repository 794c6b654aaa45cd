import type { HttpTarget } from './binding/httpExchange.ts';

/**
 * The user's headers (`--header`) for a request to `url`: all of them on the origin they were
 * given for (or everywhere with `--headers-any-origin`), none elsewhere. A card may name
 * interfaces on any origin; the user's credentials are not the card's to send on.
 */
export function userHeadersFor(
  http: HttpTarget,
  url: string,
  headers: Readonly<Record<string, string>>,
): Record<string, string> {
  if (http.userHeadersAnyOrigin === true || http.userHeadersOrigin === undefined)
    return { ...headers };
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return {};
  }
  return origin === http.userHeadersOrigin ? { ...headers } : {};
}
