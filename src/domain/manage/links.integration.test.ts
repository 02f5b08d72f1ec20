import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageLinks, outbox } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  issueManageLink,
  LOOKUPS_PER_CLIENT,
  openManageLink,
  requestManageLink,
  revokeManageLinks,
} from '.';
import { hashToken } from './links.rules';

const NOW = new Date('2030-01-01T12:00:00Z');
const LATER = new Date('2030-01-02T12:00:00Z');
const target = { kind: 'booking' as const, reference: 'XH-ABCDEFGH' };

describe.each(engines)('manage links on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('opens its trip until it expires, and stores only a hash of the token', async () => {
    const token = await issueManageLink(t.db, target, { origin: 'lookup', expiresAt: LATER });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(manageLinks);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);

    expect(await openManageLink(t.db, token, NOW)).toMatchObject(target);
    expect(await openManageLink(t.db, token, new Date(LATER.getTime() - 1))).toMatchObject(target);
    expect(await openManageLink(t.db, token, LATER)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['a huge string', 'a'.repeat(100_000)],
    ['a token of the right shape never issued', 'A'.repeat(43)],
    ['the hash of a token instead of the token', 'x'],
  ])('opens nothing for %s', async (_, token) => {
    const real = await issueManageLink(t.db, target, { origin: 'lookup', expiresAt: LATER });
    const given = token === 'x' ? hashToken(real) : token;
    expect(await openManageLink(t.db, given, NOW)).toBeUndefined();
  });

  it('is revocable: one link, or every link of a trip', async () => {
    const a = await issueManageLink(t.db, target, { origin: 'confirmation', expiresAt: LATER });
    const b = await issueManageLink(t.db, target, { origin: 'lookup', expiresAt: LATER });
    const other = { kind: 'order' as const, reference: 'XO-ZZZZZZZZ' };
    const c = await issueManageLink(t.db, other, { origin: 'lookup', expiresAt: LATER });
    const opened = await openManageLink(t.db, a, NOW);
    expect(await revokeManageLinks(t.db, { linkId: opened!.linkId }, NOW)).toBe(1);
    expect(await openManageLink(t.db, a, NOW)).toBeUndefined();
    expect(await openManageLink(t.db, b, NOW)).toMatchObject(target);
    expect(await revokeManageLinks(t.db, target, NOW)).toBeGreaterThanOrEqual(1);
    expect(await openManageLink(t.db, b, NOW)).toBeUndefined();
    expect(await openManageLink(t.db, c, NOW)).toMatchObject(other);
  });

  it('answers a lookup alike whether or not the pair exists, and limits the tries', async () => {
    const before = await t.db.select().from(outbox).where(eq(outbox.kind, 'manage-link'));
    const answers = await Promise.all(
      [
        { reference: 'XH-NOPENOPE', email: 'ana@example.com' },
        { reference: '', email: '' },
        { reference: { $ne: null }, email: ['x'] },
        { reference: 'x'.repeat(10_000), email: 'ana@example.com' },
      ].map((input, i) => requestManageLink(t.db, { ...input, clientKey: `c${i}` }, NOW)),
    );
    expect(answers).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
    const after = await t.db.select().from(outbox).where(eq(outbox.kind, 'manage-link'));
    expect(after.length).toBe(before.length);

    const tries = [];
    for (let i = 0; i <= LOOKUPS_PER_CLIENT; i++)
      tries.push(
        await requestManageLink(
          t.db,
          { reference: `XH-TRY${i}AAAA`, email: 'a@example.com', clientKey: 'same' },
          NOW,
        ),
      );
    expect(tries.at(-1)).toBe('rate-limited');
    expect(tries.slice(0, -1).every((a) => a === 'accepted')).toBe(true);
  });
});
