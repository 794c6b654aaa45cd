/** One redirect the wire client met: followed, or refused with the reason. */
export interface RedirectHop {
  /** HTTP status of the redirect (301, 302, 303, 307 or 308). */
  status: number;
  /** URL that answered with the redirect. */
  from: string;
  /** Where its `Location` points, resolved against `from` (the raw header when it does not parse). */
  to: string;
  /** Method of the request sent to `to` (303, and 301/302 after a POST, switch to GET). */
  method: string;
  /** Why the hop was not followed; absent when it was. */
  refused?: string;
}
