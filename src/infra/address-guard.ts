/**
 * Which addresses a webhook may be delivered to. Loopback, private, link-local, shared, multicast,
 * documentation and other special-purpose ranges are refused unless the installation allows
 * private targets. An IPv6 address that embeds an IPv4 one (compatible, mapped, translated,
 * NAT64, 6to4) is judged by the IPv4 address; the local-use NAT64 prefix (`64:ff9b:1::/48`,
 * where the operator chooses where the IPv4 address sits) and Teredo (inside `2001::/23`) are
 * refused whole. Addresses are parsed by ipaddr.js. Pure: no DNS here; the delivery client
 * checks every address it resolves.
 */
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/**
 * IPv6 ranges whose last 32 bits are an IPv4 address the packets end up at: IPv4-compatible
 * (`::a.b.c.d`, deprecated, still routed by some stacks), IPv4-mapped (`::ffff:a.b.c.d`),
 * IPv4-translated (`::ffff:0:a.b.c.d`, SIIT) and the well-known NAT64 prefix (`64:ff9b::/96`).
 */
const LAST_32_BITS = ['::/96', '::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);
/** 6to4 (`2002:V4ADDR::/48`) carries the IPv4 address it is tunnelled to in bits 16 to 47. */
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR('2002::/16');

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 one carries, if it is of a form that carries one. */
function embeddedIpv4(address: ipaddr.IPv6): string | null {
  const p = address.parts;
  if (LAST_32_BITS.some((range) => address.match(range))) return v4(p[6] ?? 0, p[7] ?? 0);
  if (address.match(SIX_TO_FOUR)) return v4(p[1] ?? 0, p[2] ?? 0);
  return null;
}

/** Whether `address` (an IP literal) is in a range webhooks may not reach by default. */
export function isSpecialPurpose(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const bare = address.split('%')[0] ?? address;
  let parsed: ipaddr.IPv6;
  try {
    parsed = ipaddr.IPv6.parse(bare);
  } catch {
    return true;
  }
  const inner = embeddedIpv4(parsed);
  if (inner !== null) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(parsed.toNormalizedString(), 'ipv6');
}

/** The hostname of a URL without IPv6 brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * What can be refused from the URL alone, before any lookup: an IP literal in a special range,
 * `localhost` and its subdomains. Returns the reason, or null.
 */
export function refusedTarget(url: URL, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  const host = bareHost(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return 'The address is a loopback name.';
  }
  if (isIP(host) && isSpecialPurpose(host)) {
    return 'The address is loopback, private, link-local or otherwise reserved.';
  }
  return null;
}
