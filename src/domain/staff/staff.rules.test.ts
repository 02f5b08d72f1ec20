import { describe, expect, it } from 'vitest';
import { base32, otpauthUri, staffMay } from './staff.rules';

describe('authenticator link', () => {
  it('encodes the secret in RFC 4648 base32', () => {
    // RFC 4648 test vectors.
    expect(base32('f')).toBe('MY');
    expect(base32('foobar')).toBe('MZXW6YTBOI');
    expect(otpauthUri('foobar', 'ana@xcaret.test')).toContain('secret=MZXW6YTBOI');
  });
});

describe('media library permissions (issue 17)', () => {
  it('lets the content team and admins read and change the media library, nobody else', () => {
    for (const permission of ['media:read', 'media:update'] as const) {
      expect(staffMay('content', permission)).toBe(true);
      expect(staffMay('admin', permission)).toBe(true);
      for (const role of ['revenue', 'frontdesk', 'gate', '', 'customer'])
        expect(staffMay(role, permission), `${role} ${permission}`).toBe(false);
    }
  });
});
