import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether a feed may be fetched from this address: only public unicast ones (ipaddr.js's 'unicast' range),
 * so a feed URL cannot reach the instance's own network (private, loopback, link-local such as the cloud
 * metadata service at 169.254.169.254, carrier-grade NAT, multicast, NAT64 and 6to4 prefixes...). IPv4-mapped
 * IPv6 addresses are judged as the IPv4 address they carry. Loopback is allowed only when the test setting
 * ICAL_ALLOW_LOOPBACK says so.
 */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  // URL host names keep IPv6 literals in brackets.
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only the canonical forms the resolver and the URL parser produce; ipaddr.js alone also reads '1.2.3'.
  if (isIP(bare) === 0) return false;
  let range: string;
  try {
    range = ipaddr.process(bare).range();
  } catch {
    return false;
  }
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}
