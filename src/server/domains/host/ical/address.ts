import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether a feed may be fetched from this address: only public unicast ones (ipaddr.js's 'unicast' range),
 * so a feed URL cannot reach the instance's own network (private, loopback, link-local such as the cloud
 * metadata service at 169.254.169.254, carrier-grade NAT, multicast, NAT64 and 6to4 prefixes...). IPv4-mapped
 * IPv6 addresses are judged as the IPv4 address they carry; the whole ::/96 range (IPv4-compatible addresses,
 * '::' and '::1') is refused. Loopback is allowed only when the test setting
 * ICAL_ALLOW_LOOPBACK says so.
 */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  // URL host names keep IPv6 literals in brackets.
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only the canonical forms the resolver and the URL parser produce; ipaddr.js alone also reads '1.2.3'.
  if (isIP(bare) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(bare);
  } catch {
    return false;
  }
  // ::/96 (the first 96 bits zero): '::', '::1' and the deprecated IPv4-compatible addresses such as
  // ::7f00:1 (how the URL parser writes [::127.0.0.1]), which ipaddr.js calls 'unicast'. None is a public host.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0))
    return allowLoopback && parsed.range() === 'loopback';
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}
