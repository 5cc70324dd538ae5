import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address.ts';

describe('a web address', () => {
  it('takes http and https addresses with a host', () => {
    expect(isWebAddress('https://chat.example.com/widget.js')).toBe(true);
    expect(isWebAddress('http://localhost:4000/widget.js')).toBe(true);
  });

  it('refuses other schemes, bare names and addresses with spaces', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/javascript,1',
      'ftp://example.com/x',
      'chat.example.com',
      'https://',
      'https://exa mple.com',
      '//example.com/x',
    ]) {
      expect(isWebAddress(text), text).toBe(false);
    }
  });
});
