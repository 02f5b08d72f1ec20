import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  etickets,
  orderNotes,
  orders,
  outbox,
  refunds,
  sandboxRefunds,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import type { AuditActor } from '@/domain/audit';
import { ParkCancellationRefused } from '@/domain/manage';
import { OrderError } from '@/domain/orders';
import { CancellationRefused, resortToday } from '@/domain/stays';
import { addDays, resortMidnight } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import {
  addOrderNote,
  cancelByStaff,
  cancelParkVisitsByStaff,
  deskExport,
  DeskError,
  openOrderDesk,
  refundByStaff,
  resendConfirmation,
  searchDesk,
} from '.';

const actor: AuditActor = {
  id: 'staff-frontdesk-1',
  email: 'desk@example.com',
  role: 'frontdesk',
  address: '203.0.113.9',
};
const other: AuditActor = { ...actor, id: 'staff-frontdesk-2', email: 'desk2@example.com' };
const code = (code: string) => (e: unknown) =>
  (e instanceof OrderError ||
    e instanceof DeskError ||
    e instanceof CancellationRefused ||
    e instanceof ParkCancellationRefused) &&
  ('code' in e ? e.code : e.reason) === code;

describe.each(engines)('the orders desk on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  const stay = () => {
    day += 3;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 60);
    await openCapacity(t.db, today, 60);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const auditOf = (reference: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, reference));

  it('finds a booking by its email, its booking reference and its stay; a park order by its visit', async () => {
    const email = `finder-${randomUUID().slice(0, 8)}@example.com`;
    const dates = stay();
    const { hold, order } = await paidBooking(t.db, sandbox, { ...dates, email });
    const byEmail = await searchDesk(t.db, { q: email.toUpperCase() });
    expect(byEmail.rows.map((r) => r.reference)).toEqual([order.reference]);
    expect(byEmail.rows[0]).toMatchObject({
      kind: 'hotel',
      status: 'paid',
      booking: { reference: hold.reference, checkIn: dates.checkIn },
      trip: { from: dates.checkIn, to: dates.checkOut },
    });
    const byBooking = await searchDesk(t.db, { q: hold.reference.toLowerCase() });
    expect(byBooking.rows.map((r) => r.reference)).toEqual([order.reference]);
    const byStay = await searchDesk(t.db, {
      tripFrom: addDays(dates.checkIn, 1),
      tripTo: addDays(dates.checkIn, 1),
      kind: 'hotel',
    });
    expect(byStay.rows.map((r) => r.reference)).toContain(order.reference);
    const beforeStay = await searchDesk(t.db, { tripTo: addDays(dates.checkIn, -1), q: email });
    expect(beforeStay.rows).toEqual([]);
    // Wildcards typed in the box are themselves, not "anything".
    expect((await searchDesk(t.db, { q: '%' })).rows).toEqual([]);

    const park = await paidParkOrder(t.db, sandbox, { dayOffset: 5 });
    const visit = addDays(today, 25);
    const byVisit = await searchDesk(t.db, { tripFrom: visit, tripTo: visit, kind: 'park' });
    expect(byVisit.rows.map((r) => r.reference)).toContain(park.order.reference);
    const created = await searchDesk(t.db, {
      createdFrom: today,
      createdTo: today,
      sort: 'created-asc',
    });
    const refs = created.rows.map((r) => r.reference);
    expect(refs.indexOf(order.reference)).toBeLessThan(refs.indexOf(park.order.reference));
    const csv = await deskExport(t.db, { q: email });
    expect(csv.rows.map((r) => r.reference)).toEqual([order.reference]);
  });

  it('refunds part, then refuses more than the balance; a double submit refunds once', async () => {
    const { hold, order } = await paidBooking(t.db, sandbox, stay());
    const requestId = randomUUID();
    const part = Math.floor(order.amountMinor / 4);
    const first = await refundByStaff(t.db, sandbox.providers, actor, {
      reference: hold.reference,
      amountMinor: part,
      reason: 'Goodwill: late check-in',
      requestId,
    });
    expect(first).toMatchObject({
      replayed: false,
      refund: { status: 'refunded', amountMinor: part, actor: `staff:${actor.id}` },
    });
    const again = await refundByStaff(t.db, sandbox.providers, actor, {
      reference: order.reference,
      amountMinor: part,
      reason: 'Goodwill: late check-in',
      requestId,
    });
    expect(again).toMatchObject({ replayed: true, refund: { id: first.refund.id } });
    await expect(
      refundByStaff(t.db, sandbox.providers, actor, {
        reference: order.reference,
        amountMinor: order.amountMinor - part + 1,
        reason: 'Too much',
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(code('REFUND_EXCEEDS_BALANCE'));
    const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ledger.map((r) => r.amountMinor)).toEqual([part]);
    const gateway = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `refund-${first.refund.id}`));
    expect(gateway).toHaveLength(1);
    const audit = await auditOf(order.reference);
    expect(audit.map((a) => a.action)).toEqual(['order.refund']);
    expect(audit[0]).toMatchObject({
      actorEmail: actor.email,
      address: actor.address,
      after: { amountMinor: part, refundedMinor: part, reason: 'Goodwill: late check-in' },
    });
    const desk = (await openOrderDesk(t.db, hold.reference))!;
    expect(desk).toMatchObject({
      paidMinor: order.amountMinor,
      refundedMinor: part,
      balanceMinor: order.amountMinor - part,
    });
    expect(desk.receipt).toMatchObject({
      refundedMinor: part,
      balanceMinor: order.amountMinor - part,
    });
    expect(desk.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['created', 'paid', 'refund', 'audit', 'email-queued']),
    );
  });

  it('two staff refunding the rest at once: one refund, the other refused', async () => {
    const { order } = await paidBooking(t.db, sandbox, stay());
    const attempt = (who: AuditActor) =>
      refundByStaff(t.db, sandbox.providers, who, {
        reference: order.reference,
        amountMinor: order.amountMinor - 100,
        reason: 'Guest complaint',
        requestId: randomUUID(),
      });
    const results = await Promise.allSettled([attempt(actor), attempt(other), attempt(actor)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(code('REFUND_EXCEEDS_BALANCE')((r as PromiseRejectedResult).reason)).toBe(true);
    const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ledger.map((r) => r.amountMinor)).toEqual([order.amountMinor - 100]);
    expect((await auditOf(order.reference)).map((a) => a.action)).toEqual(['order.refund']);
  });

  it('refuses hostile input and never records it', async () => {
    const { order } = await paidBooking(t.db, sandbox, stay());
    const base = { reference: order.reference, reason: 'x', requestId: randomUUID() };
    for (const amountMinor of [0, -5, 1.5, Number.NaN])
      await expect(
        refundByStaff(t.db, sandbox.providers, actor, { ...base, amountMinor }),
      ).rejects.toSatisfy(code('INVALID_AMOUNT'));
    await expect(
      refundByStaff(t.db, sandbox.providers, actor, { ...base, amountMinor: 1, reason: '  ' }),
    ).rejects.toSatisfy(code('INVALID_REASON'));
    await expect(
      refundByStaff(t.db, sandbox.providers, actor, { ...base, amountMinor: 1, requestId: 'x' }),
    ).rejects.toSatisfy(code('INVALID_REQUEST'));
    await expect(
      refundByStaff(t.db, sandbox.providers, actor, {
        ...base,
        amountMinor: 1,
        reference: "X' OR 1=1 --",
      }),
    ).rejects.toSatisfy(code('NOT_FOUND'));
    // Another order's request id is not a replay of this one.
    const park = await paidParkOrder(t.db, sandbox);
    const requestId = randomUUID();
    await refundByStaff(t.db, sandbox.providers, actor, {
      reference: park.order.reference,
      amountMinor: 1,
      reason: 'Test',
      requestId,
    });
    await expect(
      refundByStaff(t.db, sandbox.providers, actor, { ...base, amountMinor: 1, requestId }),
    ).rejects.toSatisfy(code('INVALID_REQUEST'));
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await auditOf(order.reference)).toEqual([]);
  });

  it('cancels through the traveller’s cancellation: the policy keeps the first night unless waived with a reason, audited', async () => {
    const late = (checkIn: string) =>
      new Date(resortMidnight(addDays(checkIn, -2)).getTime() + 10 * 3_600_000);
    const kept = stay();
    const a = await paidBooking(t.db, sandbox, kept);
    const byPolicy = await cancelByStaff(
      t.db,
      sandbox.providers,
      actor,
      { reference: a.hold.reference, requestId: randomUUID() },
      late(kept.checkIn),
    );
    expect(byPolicy.keptMinor).toBeGreaterThan(0);
    expect(byPolicy.refundMinor).toBe(a.order.amountMinor - byPolicy.keptMinor);
    const [auditA] = await auditOf(a.order.reference);
    expect(auditA).toMatchObject({
      action: 'order.cancel',
      after: { waivedPenalty: false, reason: null, keptMinor: byPolicy.keptMinor },
    });

    const waived = stay();
    const b = await paidBooking(t.db, sandbox, waived);
    await expect(
      cancelByStaff(
        t.db,
        sandbox.providers,
        actor,
        { reference: b.hold.reference, requestId: randomUUID(), waiveReason: '   ' },
        late(waived.checkIn),
      ),
    ).rejects.toSatisfy(code('INVALID_REASON'));
    const [stillConfirmed] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, b.hold.bookingId));
    expect(stillConfirmed!.status).toBe('confirmed');
    const full = await cancelByStaff(
      t.db,
      sandbox.providers,
      actor,
      { reference: b.hold.reference, requestId: randomUUID(), waiveReason: 'Hurricane warning' },
      late(waived.checkIn),
    );
    expect(full).toMatchObject({ refundMinor: b.order.amountMinor, keptMinor: 0 });
    const [auditB] = await auditOf(b.order.reference);
    expect(auditB).toMatchObject({
      action: 'order.cancel-waived',
      actorEmail: actor.email,
      after: { waivedPenalty: true, reason: 'Hurricane warning', refundMinor: b.order.amountMinor },
    });
    const [cancelled] = await t.db.select().from(orders).where(eq(orders.id, b.order.id));
    expect(cancelled!.status).toBe('refunded');
    expect((await openOrderDesk(t.db, b.order.reference))!.status).toBe('cancelled');
    expect(
      (await searchDesk(t.db, { q: b.hold.reference, status: 'cancelled' })).rows,
    ).toHaveLength(1);
    expect((await searchDesk(t.db, { q: b.hold.reference, status: 'refunded' })).rows).toHaveLength(
      0,
    );

    const park = await paidParkOrder(t.db, sandbox);
    await expect(
      cancelByStaff(t.db, sandbox.providers, actor, {
        reference: park.order.reference,
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(code('NOT_A_BOOKING'));
  });

  it('resends the confirmation and keeps notes as text, each audited', async () => {
    const { hold, order } = await paidBooking(t.db, sandbox, stay());
    const before = await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-confirmed'));
    await resendConfirmation(t.db, actor, hold.reference);
    const after = await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-confirmed'));
    expect(after.length).toBe(before.length + 1);
    const hostile = '<img src=x onerror=alert(1)>\nGuest asked for a crib';
    await addOrderNote(t.db, actor, order.reference, hostile);
    await expect(addOrderNote(t.db, actor, order.reference, ' \n ')).rejects.toSatisfy(
      code('INVALID_NOTE'),
    );
    const notes = await t.db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id));
    expect(notes.map((n) => n.text)).toEqual([hostile]);
    expect((await auditOf(order.reference)).map((a) => a.action).sort()).toEqual([
      'order.note',
      'order.resend-confirmation',
    ]);
    const desk = (await openOrderDesk(t.db, order.reference))!;
    expect(desk.notes).toHaveLength(1);
    expect(desk.emails.filter((e) => e.kind === 'booking-confirmed')).toHaveLength(2);
    const park = await paidParkOrder(t.db, sandbox);
    await resendConfirmation(t.db, actor, park.order.reference);
    const parkDesk = (await openOrderDesk(t.db, park.order.reference))!;
    expect(parkDesk.emails.filter((e) => e.kind === 'park-order-confirmed')).toHaveLength(2);
    expect(parkDesk.tickets.length).toBeGreaterThan(0);
    expect(JSON.stringify(parkDesk.tickets)).not.toContain('token');
  });

  it("cancels a park visit for its guest by the product's policy, and past the deadline only with a reason, each audited", async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: 7, withXcaret: true });
    const desk = (await openOrderDesk(t.db, order.reference))!;
    expect(
      desk.parkCancel!.items.map((i) => [i.product.code, i.quote.cancel.ok, i.waivable]),
    ).toEqual([
      ['XH-XELHA', true, false],
      ['XC-PLUS', true, false],
    ]);
    const [xelha, plus] = desk.parkCancel!.items;
    await expect(
      cancelParkVisitsByStaff(t.db, sandbox.providers, actor, {
        reference: order.reference,
        requestId: randomUUID(),
        items: [],
      }),
    ).rejects.toSatisfy(code('NO_ITEMS'));
    const first = await cancelParkVisitsByStaff(t.db, sandbox.providers, actor, {
      reference: order.reference,
      requestId: randomUUID(),
      items: [xelha!.id],
    });
    expect(first).toMatchObject({ itemIds: [xelha!.id], refundMinor: xelha!.quote.shareMinor });
    const tickets = await t.db.select().from(etickets).where(eq(etickets.orderId, order.id));
    expect(
      tickets.filter((x) => x.cartItemId === xelha!.id).every((x) => x.status === 'void'),
    ).toBe(true);
    expect(
      tickets.filter((x) => x.cartItemId === plus!.id).every((x) => x.status === 'issued'),
    ).toBe(true);

    // Twenty-two days later Xcaret Plus is past its deadline (7 days before the visit).
    const late = new Date(Date.now() + 22 * 86_400_000);
    const lateDesk = (await openOrderDesk(t.db, order.reference, late))!;
    const lateItem = lateDesk.parkCancel!.items.find((i) => i.id === plus!.id)!;
    expect(lateItem.quote.cancel).toMatchObject({ ok: false, reason: 'TOO_LATE' });
    expect(lateItem.waivable).toBe(true);
    await expect(
      cancelParkVisitsByStaff(
        t.db,
        sandbox.providers,
        actor,
        { reference: order.reference, requestId: randomUUID(), items: [plus!.id] },
        late,
      ),
    ).rejects.toSatisfy(code('TOO_LATE'));
    await expect(
      cancelParkVisitsByStaff(
        t.db,
        sandbox.providers,
        actor,
        {
          reference: order.reference,
          requestId: randomUUID(),
          items: [plus!.id],
          waiveReason: '  ',
        },
        late,
      ),
    ).rejects.toSatisfy(code('INVALID_REASON'));
    const waived = await cancelParkVisitsByStaff(
      t.db,
      sandbox.providers,
      other,
      {
        reference: order.reference,
        requestId: randomUUID(),
        items: [plus!.id],
        waiveReason: 'Flight cancelled by the airline',
      },
      late,
    );
    expect(waived.refundMinor).toBe(plus!.quote.shareMinor);
    expect(first.refundMinor + waived.refundMinor).toBe(order.amountMinor);
    const audits = (await auditOf(order.reference)).map((a) => [a.action, a.actorEmail]);
    expect(audits.sort()).toEqual([
      ['order.cancel', 'desk@example.com'],
      ['order.cancel-waived', 'desk2@example.com'],
    ]);
    // Nothing is left to cancel; a hotel reference is not a park order.
    expect((await openOrderDesk(t.db, order.reference))!.parkCancel).toBe(null);
    const { order: hotel } = await paidBooking(t.db, sandbox, stay());
    await expect(
      cancelParkVisitsByStaff(t.db, sandbox.providers, actor, {
        reference: hotel.reference,
        requestId: randomUUID(),
        items: 'all',
      }),
    ).rejects.toSatisfy(code('NOT_A_PARK_ORDER'));
  });
});
