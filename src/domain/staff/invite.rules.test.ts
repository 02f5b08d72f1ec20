import { describe, expect, it } from 'vitest';
import {
  INVITE_LINK_HOURS,
  inviteLinkExpiry,
  inviteRefusal,
  invitationState,
  staffPasswordRefusal,
  staffStatus,
} from './invite.rules';

const now = new Date('2026-11-25T12:00:00Z');
const open = {
  usedAt: null,
  revokedAt: null,
  expiresAt: new Date('2026-11-26T12:00:00Z'),
  banned: false,
};

describe('staff invitations', () => {
  it('asks for an address, a one-line name and a known role', () => {
    expect(inviteRefusal({ email: 'ana@x.test', name: 'Ana', role: 'gate' })).toBeUndefined();
    expect(inviteRefusal({ email: '', name: 'Ana', role: 'gate' })).toBe('INVALID_EMAIL');
    expect(inviteRefusal({ email: 'a@x.test', name: ' ', role: 'gate' })).toBe('INVALID_NAME');
    expect(inviteRefusal({ email: 'a@x.test', name: 'A\nB', role: 'gate' })).toBe('INVALID_NAME');
    expect(inviteRefusal({ email: 'a@x.test', name: 'Ana', role: 'owner' })).toBe('UNKNOWN_ROLE');
  });

  it('keeps the one password rule: 12 to 128 characters', () => {
    expect(staffPasswordRefusal('a'.repeat(11))).toBe('SHORT_PASSWORD');
    expect(staffPasswordRefusal('a'.repeat(12))).toBeUndefined();
    expect(staffPasswordRefusal('a'.repeat(128))).toBeUndefined();
    expect(staffPasswordRefusal('a'.repeat(129))).toBe('SHORT_PASSWORD');
  });

  it('opens a link only while it is unused, not revoked and not expired', () => {
    expect(invitationState(open, now)).toBe('OPEN');
    expect(invitationState(undefined, now)).toBe('INVALID');
    expect(invitationState({ ...open, usedAt: now }, now)).toBe('USED');
    expect(invitationState({ ...open, revokedAt: now }, now)).toBe('REVOKED');
    expect(invitationState({ ...open, banned: true }, now)).toBe('REVOKED');
    expect(invitationState({ ...open, expiresAt: now }, now)).toBe('EXPIRED');
    expect(invitationState({ ...open, expiresAt: null }, now)).toBe('EXPIRED');
    // Used wins over the rest: the member is told it already served.
    expect(invitationState({ ...open, usedAt: now, expiresAt: null }, now)).toBe('USED');
  });

  it('gives a link three days', () => {
    expect(INVITE_LINK_HOURS).toBe(72);
    expect(inviteLinkExpiry(now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('says invited until the password and the second factor are set, disabled when banned', () => {
    const active = { banned: false, twoFactorEnabled: true, hasPassword: true };
    expect(staffStatus(active)).toBe('active');
    expect(staffStatus({ ...active, hasPassword: false })).toBe('invited');
    expect(staffStatus({ ...active, twoFactorEnabled: false })).toBe('invited');
    expect(staffStatus({ ...active, banned: true, hasPassword: false })).toBe('disabled');
  });
});
