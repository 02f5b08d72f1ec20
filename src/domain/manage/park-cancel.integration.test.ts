import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etickets, orders, outbox, productCapacity, refunds } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { readOrderForSystem } from '@/domain/orders';
import type { MailMessage } from '@/domain/outbox';
import { redeemTicket } from '@/domain/tickets';
import { parkOrderConfirmedHandler, renderParkCancelled } from '@/integrations/mail';
import { addDays, resortMidnight, resortToday } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import {
  cancelParkItems,
  issueManageLink,
  openTrip,
  ParkCancellationRefused,
  quoteParkOrderCancel,
  type ManagedOrder,
} from '.';

/**
 * Issue 15, park orders in Manage my booking: the order opens from a signed link with its
 * items and e-tickets; one visit or the whole order is cancelled within the product's policy,
 * in one transaction (tickets void, places back on sale, the refund in the ledger, the email
 * queued), once per request id; used tickets, open tickets and late requests are refused.
 */
describe.each(engines)('park orders in Manage my booking on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  let day = 0;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, resortToday(new Date()), 120);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function opened(reference: string, now = new Date()): Promise<ManagedOrder> {
    const token = await issueManageLink(
      t.db,
      { kind: 'order', reference },
      { origin: 'lookup', expiresAt: new Date(now.getTime() + 3_600_000) },
    );
    const trip = await openTrip(t.db, { token }, now);
    if (trip?.kind !== 'order') throw new Error('The order did not open');
    return trip;
  }

  const sold = async (slotId: number, date: string) => {
    const [row] = await t.db
      .select({ sold: productCapacity.sold })
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
    return row!.sold;
  };
  const statuses = async (orderId: string) =>
    (await t.db.select().from(etickets).where(eq(etickets.orderId, orderId)))
      .map((r) => `${r.cartItemId}:${r.status}`)
      .sort();

  it('opens a paid order from its link with each item, its people and its tickets', async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, {
      dayOffset: day++,
      withXcaret: true,
    });
    const trip = await opened(order.reference);
    expect(trip.items.map((i) => [i.product.code, i.visitDate, i.adults, i.children])).toEqual([
      ['XH-XELHA', visit, 2, 0],
      ['XC-PLUS', addDays(visit, 1), 1, 1],
    ]);
    expect(trip.items.map((i) => i.tickets.length)).toEqual([2, 2]);
    expect(trip.items.every((i) => i.tickets.every((x) => x.status === 'issued' && x.token))).toBe(
      true,
    );
    // The shares make the total to the unit, and both visits can be cancelled now.
    expect(trip.items.reduce((sum, i) => sum + i.quote.shareMinor, 0)).toBe(order.amountMinor);
    expect(trip.items.every((i) => i.quote.cancel.ok)).toBe(true);
    expect(trip.cancelAll).toMatchObject({ ok: true, refundMinor: order.amountMinor });
  });

  it('opens a park order for its logged-in owner by reference, and for no one else', async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    await t.db.update(orders).set({ userId: 'owner-1' }).where(eq(orders.id, order.id));
    expect(await openTrip(t.db, { reference: order.reference, userId: 'owner-1' })).toMatchObject({
      kind: 'order',
      order: { reference: order.reference },
    });
    expect(await openTrip(t.db, { reference: order.reference, userId: 'someone-else' })).toBe(
      undefined,
    );
  });

  it('cancels one visit: its tickets void, its places back, its share refunded once, the email queued', async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: day++, withXcaret: true });
    const before = await opened(order.reference);
    const [xelha, plus] = before.items;
    const visit = plus!.visitDate!;
    const [ticketRow] = await t.db
      .select()
      .from(etickets)
      .where(eq(etickets.id, plus!.tickets[0]!.id));
    const plusSlotId = ticketRow!.slotId!;
    const soldBefore = await sold(plusSlotId, visit);

    const quote = await quoteParkOrderCancel(t.db, order.reference, [plus!.id]);
    expect(quote).toMatchObject({ ok: true, refundMinor: plus!.quote.shareMinor });

    const requestId = `req-${order.id}`;
    const first = await cancelParkItems(t.db, sandbox.providers, {
      reference: order.reference,
      items: [plus!.id],
      requestId,
      actor: 'guest',
    });
    expect(first).toMatchObject({
      itemIds: [plus!.id],
      refundMinor: plus!.quote.shareMinor,
      replayed: false,
      refund: { status: 'refunded', amountMinor: plus!.quote.shareMinor },
    });
    expect(await sold(plusSlotId, visit)).toBe(soldBefore - 2);
    expect(await statuses(order.id)).toEqual(
      [`${xelha!.id}:issued`, `${xelha!.id}:issued`, `${plus!.id}:void`, `${plus!.id}:void`].sort(),
    );
    const queued = await t.db.select().from(outbox).where(eq(outbox.kind, 'park-order-cancelled'));
    expect(queued.map((m) => m.payload)).toContainEqual({
      reference: order.reference,
      itemIds: [plus!.id],
      refundMinor: plus!.quote.shareMinor,
    });

    // A double submit (the same request id) replays; another request finds it cancelled.
    const again = await cancelParkItems(t.db, sandbox.providers, {
      reference: order.reference,
      items: [plus!.id],
      requestId,
      actor: 'guest',
    });
    expect(again).toMatchObject({ replayed: true, refundMinor: plus!.quote.shareMinor });
    await expect(
      cancelParkItems(t.db, sandbox.providers, {
        reference: order.reference,
        items: [plus!.id],
        requestId: `other-${order.id}`,
        actor: 'guest',
      }),
    ).rejects.toMatchObject({ reason: 'ALREADY_CANCELLED' });
    const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ledger).toHaveLength(1);
    expect(await sold(plusSlotId, visit)).toBe(soldBefore - 2);

    // The page now shows it cancelled, the balance is the other visit's share.
    const after = await opened(order.reference);
    expect(after.items.map((i) => i.quote.state)).toEqual(['live', 'cancelled']);
    expect(after.money!.balanceMinor).toBe(xelha!.quote.shareMinor);
    expect(after.order.status).toBe('paid');

    // The rest: the whole order, then it is refunded in full.
    const rest = await cancelParkItems(t.db, sandbox.providers, {
      reference: order.reference,
      items: 'all',
      requestId: `rest-${order.id}`,
      actor: 'guest',
    });
    expect(rest).toMatchObject({ itemIds: [xelha!.id], refundMinor: xelha!.quote.shareMinor });
    expect((await readOrderForSystem(t.db, order.reference))!.status).toBe('refunded');
    const closed = await opened(order.reference);
    expect(closed.money!.balanceMinor).toBe(0);
    expect(closed.cancelAll).toEqual({ ok: false, reason: 'ALREADY_CANCELLED' });
  });

  it('refuses a visit with a ticket used at the gate, and changes nothing', async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const trip = await opened(order.reference);
    const [item] = trip.items;
    const onVisitDay = new Date(resortMidnight(visit).getTime() + 10 * 3_600_000);
    expect(await redeemTicket(t.db, item!.tickets[0]!.token, { now: onVisitDay })).toMatchObject({
      admitted: true,
    });
    await expect(
      cancelParkItems(t.db, sandbox.providers, {
        reference: order.reference,
        items: 'all',
        requestId: `used-${order.id}`,
        actor: 'guest',
      }),
    ).rejects.toMatchObject({ reason: 'USED' });
    expect(await statuses(order.id)).toEqual([`${item!.id}:issued`, `${item!.id}:used`].sort());
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });

  it("refuses after the product's deadline, another order's item and junk", async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const other = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const foreignItem = (await opened(other.order.reference)).items[0]!.id;
    // Xel-Há refunds until 23:59 seven days before the visit; six days before is too late.
    const late = resortMidnight(addDays(visit, -6));
    await expect(
      cancelParkItems(
        t.db,
        sandbox.providers,
        { reference: order.reference, items: 'all', requestId: `late-${order.id}`, actor: 'guest' },
        { now: late },
      ),
    ).rejects.toMatchObject({ reason: 'TOO_LATE' });
    await expect(
      cancelParkItems(t.db, sandbox.providers, {
        reference: order.reference,
        items: [foreignItem],
        requestId: `foreign-${order.id}`,
        actor: 'guest',
      }),
    ).rejects.toBeInstanceOf(ParkCancellationRefused);
    await expect(
      cancelParkItems(t.db, sandbox.providers, {
        reference: order.reference,
        items: 'all',
        requestId: 'short',
        actor: 'guest',
      }),
    ).rejects.toThrow(/request id/);
    // Another order's refund id replays nothing here.
    await cancelParkItems(t.db, sandbox.providers, {
      reference: other.order.reference,
      items: 'all',
      requestId: `theirs-${other.order.id}`,
      actor: 'guest',
    });
    await expect(
      cancelParkItems(t.db, sandbox.providers, {
        reference: order.reference,
        items: 'all',
        requestId: `theirs-${other.order.id}`,
        actor: 'guest',
      }),
    ).rejects.toThrow(/another refund/);
    expect((await opened(order.reference)).items[0]!.quote.state).toBe('live');
  });

  it("puts a signed manage link in the park order's confirmation email, and words the cancellation email", async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: day++, locale: 'en' });
    const row = (
      await t.db.select().from(outbox).where(eq(outbox.kind, 'park-order-confirmed'))
    ).find((m) => (m.payload as { reference: string }).reference === order.reference);
    expect(row).toBeDefined();
    const sent: MailMessage[] = [];
    const handler = parkOrderConfirmedHandler({
      mailer: { send: async (m) => void sent.push(m) },
      baseUrl: 'https://store.example',
    });
    await handler(row!.payload as never, { db: t.db, now: new Date() } as never);
    const link = /https:\/\/store\.example\/en\/manage-booking\/\?t=([A-Za-z0-9_-]{43})/.exec(
      sent[0]!.text,
    );
    expect(link).not.toBeNull();
    expect(sent[0]!.html).toContain(link![0].replace('https://store.example', ''));
    const trip = await openTrip(t.db, { token: link![1] });
    expect(trip).toMatchObject({ kind: 'order', order: { reference: order.reference } });

    const mail = renderParkCancelled(order, (trip as ManagedOrder).items, {
      refundMinor: order.amountMinor,
      currencyDecimals: 2,
    });
    expect(mail.subject).toBe(`Purchase ${order.reference}: cancellation done`);
    expect(mail.text).toContain('Xel-Há');
    expect(mail.text).toMatch(/We refund \$[\d.,]+ USD to the card/);
  });
});
