import { describe, expect, it } from 'vitest';
import { base32, newStaffRefusal, otpauthUri, staffChangeRefusal, staffMay } from './staff.rules';

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

describe('staffChangeRefusal (last-admin protection)', () => {
  const admin = { id: 'a', role: 'admin', banned: false };
  const other = { id: 'b', role: 'admin', banned: false };
  it('refuses an admin removing their own admin role or disabling themselves', () => {
    expect(staffChangeRefusal('a', admin, { role: 'revenue' }, 3)).toBe('SELF');
    expect(staffChangeRefusal('a', admin, { disabled: true }, 3)).toBe('SELF');
    expect(staffChangeRefusal('a', { ...admin, role: 'revenue' }, { disabled: true }, 3)).toBe(
      'SELF',
    );
  });
  it('refuses demoting or disabling the last active admin, allows it while another remains', () => {
    expect(staffChangeRefusal('x', other, { role: 'gate' }, 1)).toBe('LAST_ADMIN');
    expect(staffChangeRefusal('x', other, { disabled: true }, 1)).toBe('LAST_ADMIN');
    expect(staffChangeRefusal('a', other, { role: 'gate' }, 2)).toBeUndefined();
    expect(staffChangeRefusal('a', other, { disabled: true }, 2)).toBeUndefined();
  });
  it('lets anyone keep their admin role, and re-enabling a disabled admin is never refused', () => {
    expect(staffChangeRefusal('a', admin, { role: 'admin' }, 1)).toBeUndefined();
    expect(
      staffChangeRefusal('x', { ...other, banned: true }, { disabled: false }, 0),
    ).toBeUndefined();
  });
  it('refuses roles that do not exist', () => {
    for (const role of ['owner', '', 'admin,gate', 'ADMIN'])
      expect(staffChangeRefusal('x', { id: 'c', role: 'gate', banned: false }, { role }, 2)).toBe(
        'UNKNOWN_ROLE',
      );
  });
});

describe('newStaffRefusal', () => {
  const good = { email: 'ana@xcaret.test', name: 'Ana', password: 'x'.repeat(12), role: 'gate' };
  it('accepts a full set of details and names what is wrong otherwise', () => {
    expect(newStaffRefusal(good)).toBeUndefined();
    expect(newStaffRefusal({ ...good, email: '' })).toBe('INVALID_EMAIL');
    expect(newStaffRefusal({ ...good, name: '  ' })).toBe('INVALID_NAME');
    expect(newStaffRefusal({ ...good, name: 'a\nb' })).toBe('INVALID_NAME');
    expect(newStaffRefusal({ ...good, password: 'x'.repeat(11) })).toBe('SHORT_PASSWORD');
    expect(newStaffRefusal({ ...good, password: 'x'.repeat(129) })).toBe('SHORT_PASSWORD');
    expect(newStaffRefusal({ ...good, role: 'root' })).toBe('UNKNOWN_ROLE');
  });
});

describe('site settings permissions (issue 16)', () => {
  it('gives the settings to admins only, the exchange rates to admins and revenue', () => {
    expect(staffMay('admin', 'settings:update')).toBe(true);
    for (const role of ['revenue', 'frontdesk', 'gate', 'content', ''])
      expect(staffMay(role, 'settings:update'), role).toBe(false);
    expect(staffMay('admin', 'exchangeRates:update')).toBe(true);
    expect(staffMay('revenue', 'exchangeRates:update')).toBe(true);
    for (const role of ['frontdesk', 'gate', 'content', ''])
      expect(staffMay(role, 'exchangeRates:update'), role).toBe(false);
    for (const permission of [
      'user:list',
      'user:create',
      'user:set-role',
      'user:ban',
      'user:update',
    ] as const) {
      expect(staffMay('admin', permission)).toBe(true);
      for (const role of ['revenue', 'frontdesk', 'gate', 'content'])
        expect(staffMay(role, permission), `${role} ${permission}`).toBe(false);
    }
  });
});
