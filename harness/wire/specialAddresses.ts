/**
 * Address ranges `--allow-remote` still does not reach without `--allow-special-addresses`: where
 * a redirect or a card's interface URL could turn the harness against the machine it runs on or
 * its cloud (IANA special-purpose registries, RFC 6890). Private ranges (10/8, 172.16/12,
 * 192.168/16) stay reachable: an agent on the office network is a legitimate remote target.
 */
const IPV4_RANGES: readonly { base: string; bits: number; what: string }[] = [
  { base: '0.0.0.0', bits: 8, what: 'in "this network", 0.0.0.0/8 (RFC 791)' },
  {
    base: '100.64.0.0',
    bits: 10,
    what: 'in the shared address space 100.64.0.0/10 (RFC 6598), where some clouds serve metadata',
  },
  {
    base: '169.254.0.0',
    bits: 16,
    what: 'in the link-local range 169.254.0.0/16 (RFC 3927), where clouds serve instance metadata',
  },
  { base: '192.0.0.0', bits: 24, what: 'in the IETF protocol assignments 192.0.0.0/24 (RFC 6890)' },
  { base: '198.18.0.0', bits: 15, what: 'in the benchmarking range 198.18.0.0/15 (RFC 2544)' },
  { base: '224.0.0.0', bits: 4, what: 'in the multicast range 224.0.0.0/4 (RFC 5771)' },
  { base: '240.0.0.0', bits: 4, what: 'in the reserved range 240.0.0.0/4 (RFC 1112)' },
];
/** Host names clouds give their metadata service. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata', 'instance-data']);

function ipv4Number(text: string): number | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (m === null) return undefined;
  const octets = m.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return undefined;
  return ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
}

function ipv4Range(address: number): string | undefined {
  for (const r of IPV4_RANGES) {
    const mask = r.bits === 0 ? 0 : (~0 << (32 - r.bits)) >>> 0;
    if ((address & mask) >>> 0 === (ipv4Number(r.base)! & mask) >>> 0) return r.what;
  }
  return undefined;
}

/**
 * The eight 16-bit groups of an IPv6 address: as the URL parser writes it (compressed, no zone)
 * or as a resolver gives it (a dotted IPv4 tail, `::ffff:169.254.169.254`, a `%zone`).
 */
function ipv6Groups(text: string): number[] | undefined {
  let body = text.replace(/%.*$/, '');
  const tail = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(body);
  if (tail !== null) {
    const v4 = ipv4Number(tail[2]!);
    if (v4 === undefined) return undefined;
    body = `${tail[1]}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  if (!/^[0-9a-f:]+$/i.test(body)) return undefined;
  const [head = '', rest, extra] = body.split('::');
  if (extra !== undefined) return undefined;
  const part = (s: string): number[] => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const a = part(head);
  const b = rest === undefined ? [] : part(rest);
  const groups =
    rest === undefined
      ? a
      : [...a, ...Array<number>(Math.max(0, 8 - a.length - b.length)).fill(0), ...b];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g <= 0xffff)
    ? groups
    : undefined;
}

const v4At = (g: number[], i: number): number => ((g[i]! << 16) | g[i + 1]!) >>> 0;

function ipv6Range(g: number[]): string | undefined {
  if (g.every((x) => x === 0)) return 'the unspecified address :: (RFC 4291)';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'in the link-local range fe80::/10 (RFC 4291)';
  if ((g[0]! & 0xff00) === 0xff00) return 'in the multicast range ff00::/8 (RFC 4291)';
  if (g[0] === 0xfd00 && g[1] === 0x0ec2)
    return 'in fd00:ec2::/32, where AWS serves instance metadata';
  // Spellings of an IPv4 address inside IPv6 are judged by the IPv4 address: IPv4-mapped
  // (::ffff:0:0/96) and IPv4-compatible (::/96, RFC 4291 §2.5.5; ::1 is loopback, not one),
  // NAT64 (64:ff9b::/96, RFC 6052; 64:ff9b:1::/48, RFC 8215), 6to4 (2002::/16, RFC 3056: the
  // address in groups 2-3) and Teredo (2001::/32, RFC 4380: the client's, inverted, last).
  const zeros = (from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 5) && g[5] === 0xffff;
  const compatible = zeros(0, 6) && !(g[6] === 0 && g[7] === 1);
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && (zeros(2, 6) || g[2] === 1);
  if (mapped || compatible || nat64) return ipv4Range(v4At(g, 6));
  if (g[0] === 0x2002) return ipv4Range(v4At(g, 1));
  if (g[0] === 0x2001 && g[1] === 0) return ipv4Range(~v4At(g, 6) >>> 0);
  return undefined;
}

/**
 * Why an IP address (IPv4 dotted or IPv6 text, as a resolver returns it) must not be reached
 * even with `--allow-remote`, or `undefined`; also `undefined` for text that is not an address.
 */
export function specialIpRefusal(address: string): string | undefined {
  const v4 = ipv4Number(address);
  if (v4 !== undefined) return ipv4Range(v4);
  const groups = address.includes(':') ? ipv6Groups(address) : undefined;
  return groups === undefined ? undefined : ipv6Range(groups);
}

/**
 * Why `url` must not be reached even with `--allow-remote` (the range its host is in), or
 * `undefined`. Judged on the parsed host: an IP literal (the URL parser has already rewritten
 * numeric IPv4 forms such as `0xa9fea9fe` to dotted decimal) or a cloud metadata host name. A
 * name that resolves into such a range is caught when the harness connects
 * (`checkedLookup`: every address the name resolves to is checked, and only those are used).
 */
export function specialAddressRefusal(url: URL): string | undefined {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (METADATA_NAMES.has(host)) return 'a cloud metadata host name';
  return specialIpRefusal(host.startsWith('[') ? host.slice(1, -1) : host);
}
