import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address rule counts (unpaid units, sign-in attempts, geocoder lookups): an IPv4
 * address as itself, an IPv6 address as its /64 — one home or phone connection is given a whole /64
 * to pick addresses from — and an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as the IPv4 address.
 * Anything else (never from a socket) is counted as written, in lower case.
 */
export function clientGroup(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const withoutZone = address.split('%')[0]!;
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const toGroups = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const left = toGroups(head);
  const right = toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
