/**
 * Header names exactly as they came over the wire, by request (loopback only: a Fetch `Request`
 * keeps names lower-cased). A fault reads them to match names in one letter case only.
 */
export const RAW_HEADER_NAMES = new WeakMap<Request, readonly string[]>();
