import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { totpCode } from '../../../tests/support/totp';
import {
  createStaffAuth,
  createStaffMember,
  staffMay,
  STAFF_SESSION_HOURS,
  type StaffAuth,
} from '.';

const BASE = 'http://127.0.0.1:3999';
const headersFrom = (ip: string, cookie?: string) =>
  new Headers({ 'x-forwarded-for': ip, origin: BASE, ...(cookie ? { cookie } : {}) });

/** The cookies a response sets, as one Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

describe.each(engines)('staff sign-in on %s', (engine) => {
  let t: TestDatabase;
  let auth: StaffAuth;
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
    auth = createStaffAuth(t.db, { baseUrl: BASE, secret: 'y'.repeat(40), secureCookies: false });
    await createStaffMember(t.db, auth, {
      email: 'Rosa@Xcaret.test',
      name: 'Rosa',
      password: 'revenue-password-1',
      role: 'revenue',
      totpSecret: secret,
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const signIn = (password: string) =>
    auth.api.signInEmail({
      body: { email: 'rosa@xcaret.test', password },
      headers: headersFrom('10.1.0.1'),
      asResponse: true,
    });

  it('asks for the second factor after the password, and opens a session only with the code', async () => {
    const first = await signIn('revenue-password-1');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    // No session yet: only the two-factor cookie.
    expect(await t.db.select().from(staffSessions)).toHaveLength(0);
    const pending = cookiesOf(first);

    const wrong = await auth.api.verifyTOTP({
      body: { code: totpCode(secret, Date.now() + 5 * 60_000) },
      headers: headersFrom('10.1.0.1', pending),
      asResponse: true,
    });
    expect(wrong.status).toBe(401);

    const right = await auth.api.verifyTOTP({
      body: { code: totpCode(secret) },
      headers: headersFrom('10.1.0.1', pending),
      asResponse: true,
    });
    expect(right.status).toBe(200);
    const session = await auth.api.getSession({
      headers: headersFrom('10.1.0.1', cookiesOf(right)),
    });
    expect(session?.user).toMatchObject({ email: 'rosa@xcaret.test', role: 'revenue' });
    const hours = (session!.session.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(STAFF_SESSION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(STAFF_SESSION_HOURS);
  });

  it('refuses a wrong password and nobody can sign up', async () => {
    expect((await signIn('not-the-password')).status).toBe(401);
    const signUp = await auth.api.signUpEmail({
      body: { email: 'intruder@example.com', password: 'intruder-password', name: 'X' },
      headers: headersFrom('10.1.0.2'),
      asResponse: true,
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(
      await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'intruder@example.com')),
    ).toHaveLength(0);
  });

  it('keeps the audit log append-only', async () => {
    await t.db.insert(auditLog).values({
      actorId: 'x',
      actorEmail: 'x@xcaret.test',
      actorRole: 'admin',
      action: 'test',
      entity: 'test',
      entityId: '1',
    });
    await expect(t.db.execute(sql`UPDATE audit_log SET action = 'changed'`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });
});

describe('staff roles', () => {
  it('grants each role its own permissions and nothing else', () => {
    expect(staffMay('revenue', 'inventory:update')).toBe(true);
    expect(staffMay('revenue', 'audit:read')).toBe(false);
    expect(staffMay('gate', 'inventory:read')).toBe(false);
    expect(staffMay('frontdesk', 'inventory:update')).toBe(false);
    expect(staffMay('content', 'inventory:read')).toBe(false);
    expect(staffMay('admin', 'inventory:update')).toBe(true);
    expect(staffMay('admin', 'audit:read')).toBe(true);
    // The issuers' fiscal data and the invoices: the administration only.
    expect(staffMay('admin', 'fiscal:update')).toBe(true);
    for (const role of ['revenue', 'frontdesk', 'gate', 'content'])
      expect(staffMay(role, 'fiscal:read')).toBe(false);
    // Reports: the administration and revenue.
    expect(staffMay('revenue', 'reports:read')).toBe(true);
    expect(staffMay('admin', 'reports:read')).toBe(true);
    for (const role of ['frontdesk', 'gate', 'content'])
      expect(staffMay(role, 'reports:read')).toBe(false);
    // Promotional codes and offers: revenue and the administration.
    for (const role of ['admin', 'revenue']) {
      expect(staffMay(role, 'promotions:read')).toBe(true);
      expect(staffMay(role, 'promotions:update')).toBe(true);
    }
    for (const role of ['frontdesk', 'gate', 'content'])
      expect(staffMay(role, 'promotions:read')).toBe(false);
    expect(staffMay('', 'inventory:read')).toBe(false);
    expect(staffMay(undefined, 'inventory:read')).toBe(false);
    expect(staffMay('user', 'inventory:read')).toBe(false);
    expect(staffMay('gate,revenue', 'inventory:update')).toBe(true);
  });
});
