import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  outbox,
  staffAccounts,
  staffInvitations,
  staffSessions,
  staffUsers,
} from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { totpCode } from '../../../tests/support/totp';
import {
  acceptStaffInvitation,
  changeOwnStaffPassword,
  createStaffAuth,
  createStaffMember,
  hashInviteToken,
  inviteStaffMember,
  issueInvitationLink,
  listStaff,
  openStaffInvitation,
  resendStaffInvitation,
  revokeStaffInvitation,
  type StaffAuth,
} from '.';

const BASE = 'http://127.0.0.1:3999';
const admin = { id: 'admin-1', email: 'admin@xcaret.test', role: 'admin', address: '10.0.0.1' };
const headersFrom = (cookie?: string) =>
  new Headers({ 'x-forwarded-for': '10.2.0.1', origin: BASE, ...(cookie ? { cookie } : {}) });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

/** The base32 key shown on the page, back to the bytes the TOTP is computed from. */
function fromBase32(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of key) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe.each(engines)('staff invitations on %s', (engine) => {
  let t: TestDatabase;
  let auth: StaffAuth;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
    auth = createStaffAuth(t.db, { baseUrl: BASE, secret: 'z'.repeat(40), secureCookies: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const invite = async (email: string, role = 'frontdesk') => {
    const outcome = await inviteStaffMember(t.db, admin, {
      email,
      name: 'Lucía Pérez',
      role,
      locale: 'es',
    });
    if (!outcome.ok) throw new Error(outcome.code);
    return outcome;
  };
  const statusOf = async (email: string) =>
    (await listStaff(t.db)).find((m) => m.email === email)?.status;

  it('invites, and the member sets a password and TOTP, then signs in with both', async () => {
    const { userId, invitationId } = await invite('Lucia@Xcaret.test');
    expect(await statusOf('lucia@xcaret.test')).toBe('invited');
    // The email waits in the outbox with the invitation only: no token anywhere yet.
    const queued = await t.db.select().from(outbox).where(eq(outbox.kind, 'staff-invitation'));
    expect(queued.map((q) => q.payload)).toContainEqual({ invitationId });
    // The account cannot sign in before accepting.
    const early = await auth.api.signInEmail({
      body: { email: 'lucia@xcaret.test', password: 'whatever-password-1' },
      headers: headersFrom(),
      asResponse: true,
    });
    expect(early.status).toBe(401);

    const link = (await issueInvitationLink(t.db, auth, invitationId, new Date()))!;
    expect(link).toMatchObject({ email: 'lucia@xcaret.test', locale: 'es' });
    const [stored] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitationId));
    // Only the hash rests in the database.
    expect(stored!.tokenHash).toBe(hashInviteToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const opened = await openStaffInvitation(t.db, auth, link.token, new Date());
    if (!opened.ok) throw new Error(opened.code);
    expect(opened).toMatchObject({ name: 'Lucía Pérez', email: 'lucia@xcaret.test' });
    const secret = fromBase32(opened.key);

    expect(
      await acceptStaffInvitation(
        t.db,
        auth,
        { token: link.token, password: 'short', code: totpCode(secret) },
        new Date(),
      ),
    ).toEqual({ ok: false, code: 'SHORT_PASSWORD' });
    expect(
      await acceptStaffInvitation(
        t.db,
        auth,
        {
          token: link.token,
          password: 'lucia-password-1',
          code: totpCode(secret, Date.now() + 10 * 60_000),
        },
        new Date(),
      ),
    ).toEqual({ ok: false, code: 'WRONG_CODE' });
    const accepted = await acceptStaffInvitation(
      t.db,
      auth,
      { token: link.token, password: 'lucia-password-1', code: totpCode(secret) },
      new Date(),
    );
    expect(accepted).toEqual({ ok: true, email: 'lucia@xcaret.test' });
    expect(await statusOf('lucia@xcaret.test')).toBe('active');

    // Sign in: the password, then the code of the enrolled key.
    const first = await auth.api.signInEmail({
      body: { email: 'lucia@xcaret.test', password: 'lucia-password-1' },
      headers: headersFrom(),
      asResponse: true,
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const second = await auth.api.verifyTOTP({
      body: { code: totpCode(secret) },
      headers: headersFrom(cookiesOf(first)),
      asResponse: true,
    });
    expect(second.status).toBe(200);
    const session = await auth.api.getSession({ headers: headersFrom(cookiesOf(second)) });
    expect(session?.user).toMatchObject({ id: userId, role: 'frontdesk' });

    // The link served once.
    expect(
      await acceptStaffInvitation(
        t.db,
        auth,
        { token: link.token, password: 'another-password-2', code: totpCode(secret) },
        new Date(),
      ),
    ).toEqual({ ok: false, code: 'USED' });
    expect(await openStaffInvitation(t.db, auth, link.token, new Date())).toEqual({
      ok: false,
      code: 'USED',
    });
    // Each step audited: the invitation by the admin, the acceptance by the member.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['staff.invite', 'admin-1'],
      ['staff.invite-accept', userId],
    ]);
  });

  it('refuses forged, expired, replaced and revoked links, and a second invitation of one address', async () => {
    expect(await openStaffInvitation(t.db, auth, 'forged-token', new Date())).toEqual({
      ok: false,
      code: 'INVALID',
    });
    const { userId, invitationId } = await invite('marco@xcaret.test');
    expect(
      await inviteStaffMember(t.db, admin, {
        email: 'MARCO@xcaret.test',
        name: 'Otro',
        role: 'gate',
        locale: 'en',
      }),
    ).toEqual({ ok: false, code: 'DUPLICATE' });

    const old = (await issueInvitationLink(t.db, auth, invitationId, new Date()))!;
    // Three days later the link has expired.
    const later = new Date(Date.now() + 73 * 3_600_000);
    expect(await openStaffInvitation(t.db, auth, old.token, later)).toEqual({
      ok: false,
      code: 'EXPIRED',
    });
    // Resent: the old link stops working at once, the new one works.
    expect(await resendStaffInvitation(t.db, admin, userId)).toEqual({ ok: true, changed: true });
    expect(await openStaffInvitation(t.db, auth, old.token, new Date())).toEqual({
      ok: false,
      code: 'INVALID',
    });
    const fresh = (await issueInvitationLink(t.db, auth, invitationId, new Date()))!;
    expect((await openStaffInvitation(t.db, auth, fresh.token, new Date())).ok).toBe(true);

    // Revoked: the link opens nothing, the account is disabled, and no new link is made.
    expect(await revokeStaffInvitation(t.db, admin, userId)).toEqual({ ok: true, changed: true });
    expect(await openStaffInvitation(t.db, auth, fresh.token, new Date())).toEqual({
      ok: false,
      code: 'REVOKED',
    });
    expect(await issueInvitationLink(t.db, auth, invitationId, new Date())).toBeUndefined();
    expect(await statusOf('marco@xcaret.test')).toBe('disabled');
    expect(
      await t.db.select().from(staffAccounts).where(eq(staffAccounts.userId, userId)),
    ).toHaveLength(0);
    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, userId)))
    ).map((a) => a.action);
    expect(actions).toEqual(['staff.invite', 'staff.invite-resend', 'staff.invite-revoke']);
    // An active member has no invitation to resend.
    const [lucia] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'lucia@xcaret.test'));
    expect(await resendStaffInvitation(t.db, admin, lucia!.id)).toEqual({
      ok: false,
      code: 'NOT_INVITED',
    });
  });
});

describe.each(engines)('a staff member’s own password on %s', (engine) => {
  let t: TestDatabase;
  let auth: StaffAuth;
  const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
    auth = createStaffAuth(t.db, { baseUrl: BASE, secret: 'v'.repeat(40), secureCookies: false });
    await createStaffMember(t.db, auth, {
      email: 'pablo@xcaret.test',
      name: 'Pablo',
      password: 'pablo-password-1',
      role: 'gate',
      totpSecret: secret,
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const signIn = async (password: string) => {
    const first = await auth.api.signInEmail({
      body: { email: 'pablo@xcaret.test', password },
      headers: headersFrom(),
      asResponse: true,
    });
    if (first.status !== 200) return undefined;
    const second = await auth.api.verifyTOTP({
      body: { code: totpCode(secret) },
      headers: headersFrom(cookiesOf(first)),
      asResponse: true,
    });
    return auth.api.getSession({ headers: headersFrom(cookiesOf(second)) });
  };

  it('needs the current password and a code, ends the other sessions, and is audited', async () => {
    const here = (await signIn('pablo-password-1'))!;
    const elsewhere = (await signIn('pablo-password-1'))!;
    const actor = { id: here.user.id, email: 'pablo@xcaret.test', role: 'gate' };
    const change = (current: string, next: string, code = totpCode(secret)) =>
      changeOwnStaffPassword(t.db, auth, actor, {
        current,
        next,
        code,
        keepSessionId: here.session.id,
      });
    expect(await change('not-the-password', 'pablo-password-2')).toEqual({
      ok: false,
      code: 'WRONG_PASSWORD',
    });
    expect(
      await change('pablo-password-1', 'pablo-password-2', totpCode(secret, Date.now() + 600_000)),
    ).toEqual({ ok: false, code: 'WRONG_CODE' });
    expect(await change('pablo-password-1', 'short')).toEqual({
      ok: false,
      code: 'SHORT_PASSWORD',
    });
    expect(await change('pablo-password-1', 'pablo-password-1')).toEqual({
      ok: false,
      code: 'SAME_PASSWORD',
    });
    expect(await change('pablo-password-1', 'pablo-password-2')).toEqual({
      ok: true,
      sessionsEnded: 1,
    });
    const sessions = await t.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(eq(staffSessions.userId, actor.id));
    expect(sessions.map((s) => s.id)).toEqual([here.session.id]);
    expect(sessions.map((s) => s.id)).not.toContain(elsewhere.session.id);
    expect(await signIn('pablo-password-1')).toBeUndefined();
    expect((await signIn('pablo-password-2'))?.user.email).toBe('pablo@xcaret.test');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, actor.id));
    expect(audits.map((a) => a.action)).toEqual(['staff.password']);
    expect(JSON.stringify(audits)).not.toContain('pablo-password');
  });
});
