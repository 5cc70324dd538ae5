import { describe, expect, it } from 'vitest';
import { clientGroup } from './client-group.ts';

describe('client group', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    expect(clientGroup('2001:db8:1:2::1')).toBe(group);
    expect(clientGroup('2001:db8:1:2:aaaa::1')).toBe(group);
    expect(clientGroup('2001:0db8:0001:0002:ffff:0001:0002:0003')).toBe(group);
    expect(clientGroup('2001:DB8:1:2:FFFF:1:2:3')).toBe(group);
    expect(clientGroup('2001:db8:1:2::1%eth0')).toBe(group);
    expect(clientGroup('2001:db8:1:2:1:2:3:4')).toBe(group);
  });

  it('keeps different /64s apart', () => {
    expect(clientGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('2001:db8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientGroup('fe80::1%25')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientGroup('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientGroup('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(clientGroup('::ffff:a00:1')).toBe('10.0.0.1');
    expect(clientGroup('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('reads a dotted IPv4 tail of another IPv6 address as two groups', () => {
    expect(clientGroup('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
    expect(clientGroup('2001:db8:1:2:0:0:203.0.113.9')).toBe('2001:db8:1:2::/64');
  });

  it('counts anything that is not an address as written', () => {
    expect(clientGroup('unknown')).toBe('unknown');
    expect(clientGroup('2001:db8::/64')).toBe('2001:db8::/64');
  });
});
