import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, etickets } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { addToCart, issueTicketsForCart, ticketsForOrder } from '@/domain/cart';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import { redeemTicket, type Redemption } from '.';

/**
 * Issue 17: the gate admits a ticket exactly once, whoever scans it and however many scanners
 * read it at once; every other answer says what the ticket is (used: when, by whom, where;
 * cancelled; another day; unknown). On PostgreSQL the 20 redemptions really run at once (a
 * pool of connections); PGlite runs one statement at a time, so there it checks the answers.
 */
const PARALLEL = 20;
/** 10:00 in Cancún on 31 August 2029. */
const NOW = new Date('2029-08-31T15:00:00Z');
const TODAY = '2029-08-31';
const gateUser = {
  id: 'staff-1',
  email: 'gate@staff.xcaret.test',
  role: 'gate',
  address: '10.0.0.9',
};

describe.each(engines)('the gate on %s', (engine) => {
  let t: TestDatabase;
  let p: Record<string, ProductDetail>;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { timeouts: LOAD_TEST_TIMEOUTS });
    await openCapacity(t.db, TODAY, 30);
    p = {};
    for (const row of await listProducts(t.db))
      p[row.code] = (await findProductById(t.db, row.id))!;
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  /** A paid order: one open Xel-Há ticket (admits today) and two Xcaret Plus for 20 September. */
  async function order() {
    const base = {
      transportZoneId: null,
      food: false,
      photo: false,
      children: 0,
      infants: 0,
    };
    const { cartId } = await addToCart(
      t.db,
      undefined,
      {
        ...base,
        productId: p['XH-XELHA']!.id,
        visitDate: null,
        openTicket: true,
        slotId: null,
        adults: 1,
      },
      { now: NOW },
    );
    const plus = p['XC-PLUS']!;
    await addToCart(
      t.db,
      cartId,
      {
        ...base,
        productId: plus.id,
        visitDate: '2029-09-20',
        openTicket: false,
        slotId: plus.slots[0]!.id,
        adults: 2,
      },
      { now: new Date(NOW.getTime() + 1000) },
    );
    const orderId = `gate-${randomUUID()}`;
    await t.db.transaction((tx) => issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }));
    const tickets = await ticketsForOrder(t.db, orderId);
    return {
      open: tickets.find((x) => x.product.code === 'XH-XELHA')!,
      dated: tickets.filter((x) => x.product.code === 'XC-PLUS'),
    };
  }

  it(`${PARALLEL} parallel redemptions of one ticket give one "valid"`, async () => {
    const { open } = await order();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        redeemTicket(
          t.db,
          { token: open.token },
          { now: NOW, actor: gateUser, gate: `Gate ${i}`, scanId: `scan-${i}` },
        ),
      ),
    );
    const admitted = results.filter((r) => r.admitted);
    expect(admitted).toHaveLength(1);
    const refused = results.filter(
      (r): r is Extract<Redemption, { reason: 'used' }> => !r.admitted,
    );
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const r of refused) expect(r.reason).toBe('used');
    // Every refusal names the one gate that let the ticket through.
    const [row] = await t.db.select().from(etickets).where(eq(etickets.id, open.id));
    expect(row).toMatchObject({ status: 'used', usedBy: gateUser.email });
    for (const r of refused)
      expect(r).toMatchObject({ gate: row!.usedGate, usedBy: gateUser.email });
    // One admission, one audit row.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, open.code));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'ticket.redeem', actorEmail: gateUser.email });
  }, 120_000);

  it('answers used (when, by whom, where), a retried scan valid again, void, another day and unknown', async () => {
    const { open, dated } = await order();
    const later = new Date(NOW.getTime() + 60_000);
    const first = await redeemTicket(
      t.db,
      { code: open.code.toLowerCase().replace('xt-', '') },
      { now: NOW, actor: gateUser, gate: '  Puerta Norte  ', scanId: 'scan-a' },
    );
    expect(first).toMatchObject({
      admitted: true,
      replay: false,
      ticket: { id: open.id, band: 'adult' },
    });
    // The same scan again (its answer was lost): valid, not "already used", and no second row.
    expect(
      await redeemTicket(
        t.db,
        { token: open.token },
        { now: later, actor: gateUser, scanId: 'scan-a' },
      ),
    ).toMatchObject({ admitted: true, replay: true });
    expect(
      await redeemTicket(
        t.db,
        { token: open.token },
        { now: later, actor: gateUser, scanId: 'scan-b' },
      ),
    ).toEqual({
      admitted: false,
      reason: 'used',
      ticket: expect.objectContaining({ id: open.id }),
      usedAt: NOW,
      usedBy: gateUser.email,
      gate: 'Puerta Norte',
    });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, open.code))).toHaveLength(
      1,
    );

    // Another day: the dated tickets are for 20 September.
    expect(await redeemTicket(t.db, { token: dated[0]!.token }, { now: NOW })).toMatchObject({
      admitted: false,
      reason: 'wrong-day',
      ticket: { visitDate: '2029-09-20' },
    });
    // Cancelled: refused on any day, before its date is even looked at.
    await t.db.update(etickets).set({ status: 'void' }).where(eq(etickets.id, dated[1]!.id));
    expect(await redeemTicket(t.db, { code: dated[1]!.code }, { now: NOW })).toMatchObject({
      admitted: false,
      reason: 'void',
    });
    const visitDay = new Date('2029-09-20T14:00:00Z');
    expect(await redeemTicket(t.db, { token: dated[1]!.token }, { now: visitDay })).toMatchObject({
      reason: 'void',
    });
    expect(await redeemTicket(t.db, { token: dated[0]!.token }, { now: visitDay })).toMatchObject({
      admitted: true,
    });
    // Unknown: a code nobody holds, a typo that cannot be a code, a forged token.
    expect(await redeemTicket(t.db, { code: 'XT-0000000000' }, { now: NOW })).toEqual({
      admitted: false,
      reason: 'unknown',
    });
    expect(await redeemTicket(t.db, { code: "XT-1' OR 1=1" }, { now: NOW })).toEqual({
      admitted: false,
      reason: 'malformed',
    });
    expect(await redeemTicket(t.db, { token: `${open.token}x` }, { now: NOW })).toMatchObject({
      admitted: false,
    });
    // Without an actor (the public API's caller): admitted, no audit row, no staff recorded.
    const again = await order();
    expect(await redeemTicket(t.db, again.open.token, { now: NOW })).toMatchObject({
      admitted: true,
    });
  });
});
