import { describe, expect, it } from 'vitest';
import { base32, otpauthUri } from './staff.rules';

describe('authenticator link', () => {
  it('encodes the secret in RFC 4648 base32', () => {
    // RFC 4648 test vectors.
    expect(base32('f')).toBe('MY');
    expect(base32('foobar')).toBe('MZXW6YTBOI');
    expect(otpauthUri('foobar', 'ana@xcaret.test')).toContain('secret=MZXW6YTBOI');
  });
});
