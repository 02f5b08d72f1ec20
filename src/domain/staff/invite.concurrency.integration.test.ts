import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffTwoFactors } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { totpCode } from '../../../tests/support/totp';
import {
  acceptStaffInvitation,
  createStaffAuth,
  inviteClaimGuard,
  inviteStaffMember,
  issueInvitationLink,
  openStaffInvitation,
  type StaffAuth,
} from '.';

const ATTEMPTS = 8;
const admin = { id: 'admin-1', email: 'admin@xcaret.test', role: 'admin' };

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

/**
 * One invitation link accepted several times at once gives one account (issue 16). PostgreSQL
 * only: PGlite runs one statement at a time. The unique index on (provider, account) is a
 * second line of defence and is dropped first, so only the claim (a conditional update of the
 * invitation) stands between the attempts and a second password and second factor; the
 * control runs the same use case with that condition switched off through its seam and
 * shows the duplicates it prevents.
 */
describe.runIf(engines.includes('postgres'))(
  `${ATTEMPTS} accepts of one invitation link at once (PostgreSQL)`,
  () => {
    let t: TestDatabase;
    let auth: StaffAuth;
    beforeAll(async () => {
      t = await createTestDatabase('postgres', { seed: false });
      auth = createStaffAuth(t.db, {
        baseUrl: 'http://127.0.0.1:3999',
        secret: 'w'.repeat(40),
        secureCookies: false,
      });
      await t.db.execute(
        sql`ALTER TABLE staff_accounts DROP CONSTRAINT IF EXISTS staff_accounts_provider_account`,
      );
    });
    afterAll(async () => {
      inviteClaimGuard.enabled = true;
      await t?.dispose();
    });

    const race = async (email: string) => {
      const invited = await inviteStaffMember(t.db, admin, {
        email,
        name: 'Race',
        role: 'gate',
        locale: 'es',
      });
      if (!invited.ok) throw new Error(invited.code);
      const link = (await issueInvitationLink(t.db, auth, invited.invitationId, new Date()))!;
      const opened = await openStaffInvitation(t.db, auth, link.token, new Date());
      if (!opened.ok) throw new Error(opened.code);
      const code = totpCode(fromBase32(opened.key));
      const outcomes = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, i) =>
          acceptStaffInvitation(
            t.db,
            auth,
            { token: link.token, password: `race-password-${i}-abc`, code },
            new Date(),
          ).catch((error: unknown) => ({ ok: false as const, code: String(error) })),
        ),
      );
      const accounts = await t.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.userId, invited.userId));
      const factors = await t.db
        .select()
        .from(staffTwoFactors)
        .where(eq(staffTwoFactors.userId, invited.userId));
      return { outcomes, accounts: accounts.length, factors: factors.length };
    };

    it('guarded: one accept sets up the account, the others are told the link was used', async () => {
      inviteClaimGuard.enabled = true;
      const { outcomes, accounts, factors } = await race('guarded@xcaret.test');
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.code)).toEqual(
        Array.from({ length: ATTEMPTS - 1 }, () => 'USED'),
      );
      expect(accounts).toBe(1);
      expect(factors).toBe(1);
    });

    it('control: without the claim condition, the same link makes more than one password', async () => {
      inviteClaimGuard.enabled = false;
      try {
        const { accounts } = await race('control@xcaret.test');
        console.info(`control: ${accounts} credential accounts from one link`);
        expect(accounts).toBeGreaterThan(1);
      } finally {
        inviteClaimGuard.enabled = true;
      }
    });
  },
);
