import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { totpCode } from '../../../tests/support/totp';
import {
  createStaffAuth,
  createStaffMember,
  listStaff,
  resetStaffSecondFactor,
  setStaffDisabled,
  setStaffRole,
  StaffInputError,
  type StaffAuth,
} from '.';

const BASE = 'http://127.0.0.1:3998';
const headersFrom = (ip: string, cookie?: string) =>
  new Headers({ 'x-forwarded-for': ip, origin: BASE, ...(cookie ? { cookie } : {}) });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

/**
 * Issue 16's staff management on both databases: roles, disabling (sessions end at once), a
 * new second factor, the last-admin protection, each audited once.
 */
describe.each(engines)('staff management on %s', (engine) => {
  let t: TestDatabase;
  let auth: StaffAuth;
  const ids: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  const actorOf = (who: string) => ({ id: ids[who]!, email: `${who}@xcaret.test`, role: 'admin' });

  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
    auth = createStaffAuth(t.db, { baseUrl: BASE, secret: 'z'.repeat(40), secureCookies: false });
    for (const [who, role] of [
      ['ana', 'admin'],
      ['beto', 'admin'],
      ['caro', 'frontdesk'],
    ] as const) {
      const created = await createStaffMember(t.db, auth, {
        email: `${who}@xcaret.test`,
        name: who,
        password: `${who}-password-123`,
        role,
      });
      ids[who] = created.id;
      secrets[who] = created.totpSecret;
    }
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Signs a member in (password, then the code) and gives the session's cookie. */
  async function signIn(who: string, secret = secrets[who]!) {
    const first = await auth.api.signInEmail({
      body: { email: `${who}@xcaret.test`, password: `${who}-password-123` },
      headers: headersFrom(`10.2.0.${who.length}`),
      asResponse: true,
    });
    if (first.status !== 200) return { status: first.status, cookie: '' };
    const second = await auth.api.verifyTOTP({
      body: { code: totpCode(secret) },
      headers: headersFrom(`10.2.0.${who.length}`, cookiesOf(first)),
      asResponse: true,
    });
    return { status: second.status, cookie: cookiesOf(second) };
  }
  const sessionOf = (cookie: string) =>
    auth.api.getSession({ headers: headersFrom('10.2.0.99', cookie) });
  const audits = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('lists staff with role and status', async () => {
    const list = await listStaff(t.db);
    expect(list.map((s) => [s.email, s.role, s.disabled])).toEqual([
      ['ana@xcaret.test', 'admin', false],
      ['beto@xcaret.test', 'admin', false],
      ['caro@xcaret.test', 'frontdesk', false],
    ]);
  });

  it('refuses bad details for a new member before anything is written', async () => {
    await expect(
      createStaffMember(t.db, auth, {
        email: 'x',
        name: 'X',
        password: 'p'.repeat(12),
        role: 'gate',
      }),
    ).rejects.toBeInstanceOf(StaffInputError);
    await expect(
      createStaffMember(t.db, auth, {
        email: 'y@xcaret.test',
        name: 'Y',
        password: 'short',
        role: 'gate',
      }),
    ).rejects.toMatchObject({ code: 'SHORT_PASSWORD' });
    expect(await listStaff(t.db)).toHaveLength(3);
  });

  it('creates a member and its audit row in one transaction; a taken address is refused', async () => {
    const dani = { email: 'Dani@Xcaret.test', name: 'Dani', password: 'dani-password-123' };
    // The audit row cannot be written (an actor without an id): no account is left behind.
    const broken = { id: null as unknown as string, email: 'ana@xcaret.test', role: 'admin' };
    await expect(
      createStaffMember(t.db, auth, { ...dani, role: 'gate' }, broken),
    ).rejects.toThrow();
    expect((await listStaff(t.db)).map((s) => s.email)).not.toContain('dani@xcaret.test');

    const created = await createStaffMember(t.db, auth, { ...dani, role: 'gate' }, actorOf('ana'));
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([['staff.create', ids.ana]]);
    // The account signs in with its password and then its code.
    ids.dani = created.id;
    secrets.dani = created.totpSecret;
    expect((await signIn('dani')).status).toBe(200);

    await expect(
      createStaffMember(
        t.db,
        auth,
        { ...dani, email: 'DANI@xcaret.test', role: 'admin' },
        actorOf('ana'),
      ),
    ).rejects.toMatchObject({ code: 'DUPLICATE' });
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id)),
    ).toHaveLength(1);
  });

  it('disabling ends the member’s session at once and refuses their sign-in; enabling lets them back', async () => {
    const caro = await signIn('caro');
    expect(caro.status).toBe(200);
    expect(await sessionOf(caro.cookie)).toBeTruthy();

    expect(await setStaffDisabled(t.db, actorOf('ana'), ids.caro!, true)).toEqual({
      ok: true,
      changed: true,
    });
    expect(await sessionOf(caro.cookie)).toBeNull();
    expect(
      await t.db.select().from(staffSessions).where(eq(staffSessions.userId, ids.caro!)),
    ).toHaveLength(0);
    expect((await signIn('caro')).status).toBeGreaterThanOrEqual(400);
    expect(await setStaffDisabled(t.db, actorOf('ana'), ids.caro!, true)).toEqual({
      ok: true,
      changed: false,
    });

    expect(await setStaffDisabled(t.db, actorOf('ana'), ids.caro!, false)).toEqual({
      ok: true,
      changed: true,
    });
    expect((await signIn('caro')).status).toBe(200);
    expect((await audits('staff.disable')).map((r) => r.after)).toEqual([
      { email: 'caro@xcaret.test', disabled: true },
    ]);
    expect(await audits('staff.enable')).toHaveLength(1);
  });

  it('changes a role, audited before → after', async () => {
    expect(await setStaffRole(t.db, actorOf('ana'), ids.caro!, 'revenue')).toEqual({
      ok: true,
      changed: true,
    });
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, ids.caro!));
    expect(row!.role).toBe('revenue');
    expect((await audits('staff.role'))[0]).toMatchObject({
      before: { role: 'frontdesk' },
      after: { role: 'revenue' },
    });
    expect(await setStaffRole(t.db, actorOf('ana'), ids.caro!, 'superuser')).toEqual({
      ok: false,
      code: 'UNKNOWN_ROLE',
    });
  });

  it('an admin cannot demote or disable themselves; the last admin stays an admin', async () => {
    expect(await setStaffRole(t.db, actorOf('ana'), ids.ana!, 'gate')).toEqual({
      ok: false,
      code: 'SELF',
    });
    expect(await setStaffDisabled(t.db, actorOf('ana'), ids.ana!, true)).toEqual({
      ok: false,
      code: 'SELF',
    });
    // Ana demotes Beto (two admins): allowed. Now Ana is the last admin.
    expect(await setStaffRole(t.db, actorOf('ana'), ids.beto!, 'revenue')).toMatchObject({
      ok: true,
    });
    // Even if Beto's request had been authorised before his demotion, Ana stays.
    expect(await setStaffRole(t.db, actorOf('beto'), ids.ana!, 'gate')).toEqual({
      ok: false,
      code: 'LAST_ADMIN',
    });
    expect(await setStaffDisabled(t.db, actorOf('beto'), ids.ana!, true)).toEqual({
      ok: false,
      code: 'LAST_ADMIN',
    });
    const [ana] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, ids.ana!));
    expect(ana).toMatchObject({ role: 'admin', banned: false });
  });

  it('two admins demoting each other at once leave one admin', async () => {
    await setStaffRole(t.db, actorOf('ana'), ids.beto!, 'admin');
    const results = await Promise.all([
      setStaffRole(t.db, actorOf('ana'), ids.beto!, 'gate'),
      setStaffRole(t.db, actorOf('beto'), ids.ana!, 'gate'),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const admins = (await listStaff(t.db)).filter((s) => s.role === 'admin' && !s.disabled);
    expect(admins).toHaveLength(1);
  });

  it('a new second factor replaces the old key and ends the sessions', async () => {
    const old = secrets.caro!;
    const before = await signIn('caro');
    expect(before.status).toBe(200);
    const reset = await resetStaffSecondFactor(t.db, auth, actorOf('ana'), ids.caro!);
    if (!reset.ok) throw new Error('reset refused');
    expect(reset.totpSecret).not.toBe(old);
    expect(reset.otpauth).toContain('otpauth://totp/');
    expect(await sessionOf(before.cookie)).toBeNull();
    expect((await signIn('caro', old)).status).toBe(401);
    expect((await signIn('caro', reset.totpSecret)).status).toBe(200);
    const rows = await audits('staff.reset-2fa');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(reset.totpSecret);
    expect(await resetStaffSecondFactor(t.db, auth, actorOf('ana'), 'nobody')).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
  });
});
