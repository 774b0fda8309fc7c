/**
 * Which addresses a server-side form post may connect to (security-cases "fromRequest"; DESIGN
 * §5): public unicast only. Loopback, private, link-local and metadata, CGNAT, multicast,
 * broadcast, reserved, unspecified, unique-local and every IPv6 range that embeds or translates
 * an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused. Applied to EVERY address a name
 * resolves to, after resolution, so a spelling trick (127.1, 0x7f.1, 2130706433, [::ffff:7f00:1])
 * or a DNS answer cannot reach inside.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** True only for a public unicast address (ipaddr.js range() 'unicast', IPv4-mapped unwrapped first). */
export function isPublicAddress(ip: string): boolean {
  // net.isIP accepts only canonical literals; ipaddr.js would also take 0x7f.1-style spellings
  if (net.isIP(ip.replace(/%.*$/, '')) === 0) return false;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip);
  } catch {
    return false;
  }
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) addr = v6.toIPv4Address();
  }
  return addr.range() === 'unicast';
}

/** Names that mean this machine whatever DNS says ("localhost", "localhost.", "x.localhost"). */
export function isLocalName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.+$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '';
}

/** The host of a URL as an address or name: "[::1]" → "::1". */
export function hostOf(url: URL): string {
  const h = url.hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}
