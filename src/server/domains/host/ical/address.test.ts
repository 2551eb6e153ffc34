import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address';

describe('isAllowedAddress', () => {
  it('allows public unicast addresses', () => {
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '[2001:4860:4860::8888]'])
      expect(isAllowedAddress(a), a).toBe(true);
  });

  it('refuses private, loopback, link-local and other special ranges', () => {
    const refused = [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '127.8.9.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ];
    for (const a of refused) expect(isAllowedAddress(a), a).toBe(false);
  });

  it('judges IPv4-mapped IPv6 addresses by the IPv4 address they carry', () => {
    expect(isAllowedAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isAllowedAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isAllowedAddress('::ffff:169.254.169.254')).toBe(false);
    expect(isAllowedAddress('::ffff:a00:1')).toBe(false);
    expect(isAllowedAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses the whole ::/96 range, IPv4-compatible addresses included', () => {
    for (const a of ['::7f00:1', '::a00:1', '::a9fe:a9fe', '[::7f00:1]', '::808:808', '::127.0.0.1', '::2'])
      expect(isAllowedAddress(a), a).toBe(false);
    expect(isAllowedAddress('::7f00:1', true)).toBe(false);
    expect(isAllowedAddress(new URL('http://[::127.0.0.1]/c.ics').hostname)).toBe(false);
  });

  it('refuses anything that is not an address', () => {
    for (const a of ['', 'localhost', 'example.com', '1.2.3', '999.1.1.1', '[]', '0x7f.1'])
      expect(isAllowedAddress(a), a).toBe(false);
  });

  it('allows loopback only when told to', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
  });
});
