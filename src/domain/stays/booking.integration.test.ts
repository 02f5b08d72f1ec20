import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { bookings, outbox, roomInventory, roomTypes } from '@/db/schema';
import { findCurrency } from '@/domain/pricing';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  cancelHold,
  confirmBooking,
  createHold,
  expireHolds,
  readBooking,
  saveGuestDetails,
  StayError,
  type Hold,
  type HoldRequest,
} from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const FROM = '2030-01-01';
const MINUTE = 60_000;

const guest = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'Ana@Example.com',
  phone: '+52 998 123 4567',
  country: 'mx',
  arrivalTime: '15:00',
  requests: 'Cuna, por favor',
};

type Room = HoldRequest['rooms'][number];
const gvs = (childrenAges: number[] = []): Room => ({
  roomTypeCode: 'HXM-GVS',
  adults: 2,
  childrenAges,
});
const rvs: Room = { roomTypeCode: 'HXM-RVS', adults: 2, childrenAges: [] };

async function inventoryOf(t: TestDatabase, code: string, from: string, to: string) {
  const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, code));
  return t.db
    .select({ date: roomInventory.date, held: roomInventory.held, sold: roomInventory.sold })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, type!.id),
        gte(roomInventory.date, from),
        lt(roomInventory.date, to),
      ),
    )
    .orderBy(roomInventory.date);
}

async function outboxFor(t: TestDatabase, bookingId: string) {
  return t.db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload} ->> 'bookingId' = ${bookingId}`);
}

async function statusOf(t: TestDatabase, bookingId: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

function resetStock(t: TestDatabase) {
  return t.db.transaction(async (tx) => {
    await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.status, 'held'));
    await tx.execute(sql`
      UPDATE room_inventory SET held = 0, sold = 0, closed = false, total = rt.total_rooms
      FROM room_types rt WHERE rt.id = room_inventory.room_type_id`);
  });
}

const payment = (hold: Hold, paymentReference = `pay-${hold.reference}`) => ({
  bookingId: hold.bookingId,
  paymentReference,
  amountMinor: hold.total.minor,
  currencyIso: hold.total.iso,
});

describe.each(engines)('hotel bookings on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, FROM, 90);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(() => resetStock(t));

  const hold = (
    checkIn: string,
    checkOut: string,
    rooms: Room[] = [gvs()],
    options: { userId?: string; now?: Date } = {},
  ) =>
    createHold(
      t.db,
      { hotelCode: 'HXM', checkIn, checkOut, rooms, userId: options.userId },
      { now: options.now ?? NOW },
    );

  describe('readBooking', () => {
    it('shows the booking to the holder of its secret only', async () => {
      const h = await hold('2030-01-10', '2030-01-13', [gvs([7]), rvs]);
      const other = await hold('2030-01-10', '2030-01-13');
      const view = await readBooking(t.db, h.reference, { secret: h.secret });
      expect(view).toMatchObject({
        id: h.bookingId,
        reference: h.reference,
        status: 'held',
        hotelCode: 'HXM',
        checkIn: '2030-01-10',
        checkOut: '2030-01-13',
        totalUsdCents: h.totalUsdCents,
        currencyIso: 'USD',
        totalMinor: h.total.minor,
        guest: null,
        userId: null,
        paymentReference: null,
      });
      expect(view!.holdExpiresAt.getTime()).toBe(h.expiresAt.getTime());
      expect(view!.rooms).toMatchObject([
        { roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [7], guestName: null },
        { roomTypeCode: 'HXM-RVS', adults: 2, childrenAges: [], guestName: null },
      ]);
      expect(view!.rooms.flatMap((r) => r.nightlyUsdCents)).toHaveLength(6);
      expect(
        view!.rooms.reduce((a, r) => a + r.nightlyUsdCents.reduce((x, y) => x + y, 0), 0),
      ).toBe(h.totalUsdCents);

      expect(await readBooking(t.db, h.reference, { secret: `${h.secret}x` })).toBeUndefined();
      expect(await readBooking(t.db, h.reference, { secret: other.secret })).toBeUndefined();
      expect(await readBooking(t.db, h.reference, { secret: '' })).toBeUndefined();
      expect(await readBooking(t.db, h.reference, {})).toBeUndefined();
      expect(await readBooking(t.db, 'XH-NOTAREAL', { secret: h.secret })).toBeUndefined();
      // A booking made without an account cannot be read by some account.
      expect(await readBooking(t.db, h.reference, { userId: 'user-1' })).toBeUndefined();
    });

    it('shows a booking to the customer who owns it', async () => {
      const h = await hold('2030-01-10', '2030-01-13', [gvs()], { userId: 'user-1' });
      expect(await readBooking(t.db, h.reference, { userId: 'user-1' })).toMatchObject({
        reference: h.reference,
        userId: 'user-1',
      });
      expect(await readBooking(t.db, h.reference, { userId: 'user-2' })).toBeUndefined();
      expect(
        await readBooking(t.db, h.reference, { userId: 'user-1', secret: 'wrong' }),
      ).toBeDefined();
    });
  });

  describe('saveGuestDetails', () => {
    it('stores the lead guest and a name per room', async () => {
      const h = await hold('2030-01-15', '2030-01-17', [gvs(), rvs]);
      const result = await saveGuestDetails(
        t.db,
        h.reference,
        h.secret,
        { ...guest, roomNames: ['', ' Luis Pérez '] },
        NOW,
      );
      expect(result.ok).toBe(true);
      const view = await readBooking(t.db, h.reference, { secret: h.secret });
      expect(view!.guest).toEqual({ ...guest, email: 'ana@example.com', country: 'MX' });
      expect(view!.rooms.map((r) => r.guestName)).toEqual(['Ana López', 'Luis Pérez']);
    });

    it('changes nothing when the input is invalid', async () => {
      const h = await hold('2030-01-15', '2030-01-17', [gvs(), rvs]);
      await saveGuestDetails(
        t.db,
        h.reference,
        h.secret,
        { ...guest, roomNames: ['', 'Luis'] },
        NOW,
      );
      const before = await readBooking(t.db, h.reference, { secret: h.secret });
      const result = await saveGuestDetails(
        t.db,
        h.reference,
        h.secret,
        { ...guest, firstName: 'Otra', email: 'not-an-email', roomNames: ['Marta', ''] },
        NOW,
      );
      expect(result).toEqual({ ok: false, errors: { email: 'INVALID_EMAIL', room2: 'REQUIRED' } });
      expect(await readBooking(t.db, h.reference, { secret: h.secret })).toEqual(before);

      const fresh = await hold('2030-01-15', '2030-01-17');
      const bad = await saveGuestDetails(t.db, fresh.reference, fresh.secret, {}, NOW);
      expect(bad.ok).toBe(false);
      const untouched = await readBooking(t.db, fresh.reference, { secret: fresh.secret });
      expect(untouched!.guest).toBeNull();
      expect(untouched!.rooms[0]!.guestName).toBeNull();
    });

    it('refuses an expired hold and a wrong secret', async () => {
      const h = await hold('2030-01-15', '2030-01-17');
      await expect(
        saveGuestDetails(t.db, h.reference, h.secret, guest, h.expiresAt),
      ).rejects.toMatchObject({ code: 'HOLD_EXPIRED' });
      await expect(
        saveGuestDetails(t.db, h.reference, h.secret, guest, new Date(NOW.getTime() + 60 * MINUTE)),
      ).rejects.toMatchObject({ code: 'HOLD_EXPIRED' });
      await expect(saveGuestDetails(t.db, h.reference, 'wrong', guest, NOW)).rejects.toMatchObject({
        code: 'BOOKING_NOT_FOUND',
      });
      // Once the sweeper has expired it, the hold is gone even before its stated time.
      await expireHolds(t.db, new Date(h.expiresAt.getTime() + MINUTE));
      await expect(saveGuestDetails(t.db, h.reference, h.secret, guest, NOW)).rejects.toMatchObject(
        { code: 'HOLD_EXPIRED' },
      );
      expect((await readBooking(t.db, h.reference, { secret: h.secret }))!.guest).toBeNull();
    });
  });

  describe('confirmBooking', () => {
    const withGuest = async (h: Hold) => {
      const saved = await saveGuestDetails(
        t.db,
        h.reference,
        h.secret,
        { ...guest, roomNames: ['', 'Luis Pérez', 'Marta Ruiz'] },
        NOW,
      );
      expect(saved.ok).toBe(true);
      return h;
    };

    it('moves every night from held to sold and queues one confirmation email', async () => {
      const h = await withGuest(await hold('2030-01-20', '2030-01-23', [gvs(), gvs([4]), rvs]));
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-01-19', '2030-01-24')).map((n) => n.held),
      ).toEqual([0, 2, 2, 2, 0]);
      const paidAt = new Date(NOW.getTime() + 5 * MINUTE);
      const result = await confirmBooking(t.db, payment(h, 'pay-1'), paidAt);
      expect(result).toEqual({ reference: h.reference, alreadyConfirmed: false });

      const gvsNights = await inventoryOf(t, 'HXM-GVS', '2030-01-19', '2030-01-24');
      expect(gvsNights.map((n) => [n.held, n.sold])).toEqual([
        [0, 0],
        [0, 2],
        [0, 2],
        [0, 2],
        [0, 0],
      ]);
      const rvsNights = await inventoryOf(t, 'HXM-RVS', '2030-01-20', '2030-01-23');
      expect(rvsNights.map((n) => [n.held, n.sold])).toEqual([
        [0, 1],
        [0, 1],
        [0, 1],
      ]);
      const stored = await statusOf(t, h.bookingId);
      expect(stored).toMatchObject({ status: 'confirmed', paymentReference: 'pay-1' });
      expect(stored.confirmedAt!.getTime()).toBe(paidAt.getTime());
      const messages = await outboxFor(t, h.bookingId);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        kind: 'booking-confirmed',
        payload: { bookingId: h.bookingId },
        status: 'pending',
      });
    });

    it('is idempotent for the same payment reference and refuses another one', async () => {
      const h = await withGuest(await hold('2030-01-20', '2030-01-23'));
      await confirmBooking(t.db, payment(h, 'pay-1'), NOW);
      const again = await confirmBooking(t.db, payment(h, 'pay-1'), NOW);
      expect(again).toEqual({ reference: h.reference, alreadyConfirmed: true });
      await expect(confirmBooking(t.db, payment(h, 'pay-2'), NOW)).rejects.toMatchObject({
        code: 'ALREADY_CONFIRMED',
      });
      expect(await outboxFor(t, h.bookingId)).toHaveLength(1);
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-01-20', '2030-01-23')).map((n) => [n.held, n.sold]),
      ).toEqual([
        [0, 1],
        [0, 1],
        [0, 1],
      ]);
      expect((await statusOf(t, h.bookingId)).paymentReference).toBe('pay-1');
    });

    it('refuses another amount or currency and changes nothing', async () => {
      const mxn = await findCurrency(t.db, 'MXN');
      const h = await createHold(
        t.db,
        { hotelCode: 'HXM', checkIn: '2030-01-25', checkOut: '2030-01-27', rooms: [gvs()] },
        { now: NOW, currency: mxn! },
      );
      await withGuest(h);
      const right = payment(h, 'pay-1');
      for (const wrong of [
        { ...right, amountMinor: right.amountMinor + 1 },
        { ...right, amountMinor: right.amountMinor - 1 },
        { ...right, currencyIso: 'USD' },
        { ...right, amountMinor: h.totalUsdCents, currencyIso: 'USD' },
      ]) {
        await expect(confirmBooking(t.db, wrong, NOW)).rejects.toMatchObject({
          code: 'AMOUNT_MISMATCH',
        });
      }
      expect(await statusOf(t, h.bookingId)).toMatchObject({
        status: 'held',
        paymentReference: null,
      });
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-01-25', '2030-01-27')).map((n) => [n.held, n.sold]),
      ).toEqual([
        [1, 0],
        [1, 0],
      ]);
      expect(await outboxFor(t, h.bookingId)).toHaveLength(0);
      // The amount fixed at the hold still goes through.
      await expect(confirmBooking(t.db, right, NOW)).resolves.toMatchObject({
        alreadyConfirmed: false,
      });
    });

    it('refuses a hold without guest details', async () => {
      const h = await hold('2030-01-25', '2030-01-27');
      await expect(confirmBooking(t.db, payment(h), NOW)).rejects.toMatchObject({
        code: 'GUEST_DETAILS_REQUIRED',
      });
      expect((await statusOf(t, h.bookingId)).status).toBe('held');
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-01-25', '2030-01-27')).map((n) => [n.held, n.sold]),
      ).toEqual([
        [1, 0],
        [1, 0],
      ]);
      expect(await outboxFor(t, h.bookingId)).toHaveLength(0);
    });

    it('refuses an expired or cancelled hold, whose rooms went back on sale', async () => {
      const expired = await withGuest(await hold('2030-01-25', '2030-01-27'));
      expect(await expireHolds(t.db, new Date(expired.expiresAt.getTime() + MINUTE))).toBe(1);
      await expect(confirmBooking(t.db, payment(expired), NOW)).rejects.toMatchObject({
        code: 'HOLD_EXPIRED',
      });
      const cancelled = await withGuest(await hold('2030-01-25', '2030-01-27'));
      await cancelHold(t.db, cancelled.reference, { secret: cancelled.secret }, NOW);
      await expect(confirmBooking(t.db, payment(cancelled), NOW)).rejects.toMatchObject({
        code: 'HOLD_EXPIRED',
      });
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-01-25', '2030-01-27')).map((n) => [n.held, n.sold]),
      ).toEqual([
        [0, 0],
        [0, 0],
      ]);
      expect((await statusOf(t, expired.bookingId)).status).toBe('expired');
      expect((await statusOf(t, cancelled.bookingId)).status).toBe('cancelled');
      expect(await outboxFor(t, expired.bookingId)).toHaveLength(0);
      expect(await outboxFor(t, cancelled.bookingId)).toHaveLength(0);
      await expect(
        confirmBooking(t.db, { ...payment(expired), bookingId: randomUUID() }, NOW),
      ).rejects.toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    });
  });

  describe('cancelHold', () => {
    it('gives the stock back once; a second cancel says the hold is gone', async () => {
      const keep = await hold('2030-02-01', '2030-02-04');
      const h = await hold('2030-02-01', '2030-02-03', [gvs(), gvs(), rvs]);
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-02-01', '2030-02-04')).map((n) => n.held),
      ).toEqual([3, 3, 1]);
      await expect(
        cancelHold(t.db, h.reference, { secret: keep.secret }, NOW),
      ).rejects.toMatchObject({ code: 'BOOKING_NOT_FOUND' });
      await cancelHold(t.db, h.reference, { secret: h.secret }, NOW);
      expect((await statusOf(t, h.bookingId)).status).toBe('cancelled');
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-02-01', '2030-02-04')).map((n) => n.held),
      ).toEqual([1, 1, 1]);
      expect(
        (await inventoryOf(t, 'HXM-RVS', '2030-02-01', '2030-02-03')).map((n) => n.held),
      ).toEqual([0, 0]);
      await expect(cancelHold(t.db, h.reference, { secret: h.secret }, NOW)).rejects.toMatchObject({
        code: 'HOLD_EXPIRED',
      });
      // The other guest's hold is untouched by the second attempt.
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-02-01', '2030-02-04')).map((n) => n.held),
      ).toEqual([1, 1, 1]);
      expect((await statusOf(t, keep.bookingId)).status).toBe('held');
    });

    it('lets the owner cancel, and never cancels a confirmed booking', async () => {
      const owned = await hold('2030-02-05', '2030-02-07', [gvs()], { userId: 'user-1' });
      await expect(
        cancelHold(t.db, owned.reference, { userId: 'user-2' }, NOW),
      ).rejects.toMatchObject({ code: 'BOOKING_NOT_FOUND' });
      await cancelHold(t.db, owned.reference, { userId: 'user-1' }, NOW);
      expect((await statusOf(t, owned.bookingId)).status).toBe('cancelled');

      const paid = await hold('2030-02-05', '2030-02-07');
      await saveGuestDetails(t.db, paid.reference, paid.secret, guest, NOW);
      await confirmBooking(t.db, payment(paid), NOW);
      await expect(
        cancelHold(t.db, paid.reference, { secret: paid.secret }, NOW),
      ).rejects.toMatchObject({ code: 'HOLD_EXPIRED' });
      expect((await statusOf(t, paid.bookingId)).status).toBe('confirmed');
      expect(
        (await inventoryOf(t, 'HXM-GVS', '2030-02-05', '2030-02-07')).map((n) => [n.held, n.sold]),
      ).toEqual([
        [0, 1],
        [0, 1],
      ]);
    });
  });
});

describe.runIf(engines.includes('postgres'))('confirmation racing expiry (PostgreSQL)', () => {
  let t: TestDatabase;
  let typeId: number;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    await openInventory(t.db, FROM, 30);
    const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, 'HXM-GVS'));
    typeId = type!.id;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const holdsFor = async (count: number, checkIn: string, checkOut: string) => {
    const holds: Hold[] = [];
    for (let i = 0; i < count; i++) {
      const h = await createHold(
        t.db,
        { hotelCode: 'HXM', checkIn, checkOut, rooms: [gvs()] },
        { now: NOW },
      );
      await saveGuestDetails(t.db, h.reference, h.secret, guest, NOW);
      holds.push(h);
    }
    return holds;
  };

  it('lets exactly one of confirm and expiry win for every booking, and stock stays exact', async () => {
    const rounds = [
      ['2030-01-05', '2030-01-08'],
      ['2030-01-10', '2030-01-13'],
      ['2030-01-15', '2030-01-18'],
    ] as const;
    let confirmedOverall = 0;
    let expiredOverall = 0;
    for (const [checkIn, checkOut] of rounds) {
      const holds = await holdsFor(24, checkIn, checkOut);
      // Paid after the hold's time: the sweeper may get there first, or the payment may.
      const late = new Date(holds[0]!.expiresAt.getTime() + MINUTE);
      const confirm = (h: Hold) => confirmBooking(t.db, payment(h), late);
      const [first, second] = [holds.slice(0, 12), holds.slice(12)];
      // Two sweeps start among the payments, as two app instances' jobs would.
      const confirms = first.map(confirm);
      const sweeps = [expireHolds(t.db, late)];
      confirms.push(...second.map(confirm));
      sweeps.push(expireHolds(t.db, late));
      const results = await Promise.allSettled(confirms);
      const expiredBySweeps = (await Promise.all(sweeps)).reduce((a, b) => a + b, 0);

      let confirmed = 0;
      for (const [i, h] of holds.entries()) {
        const result = results[i]!;
        const { status } = await statusOf(t, h.bookingId);
        const messages = await outboxFor(t, h.bookingId);
        if (result.status === 'fulfilled') {
          confirmed++;
          expect(status).toBe('confirmed');
          expect(messages).toHaveLength(1);
        } else {
          expect(result.reason).toBeInstanceOf(StayError);
          expect((result.reason as StayError).code).toBe('HOLD_EXPIRED');
          expect(status).toBe('expired');
          expect(messages).toHaveLength(0);
        }
      }
      expect(confirmed + expiredBySweeps).toBe(holds.length);
      const nights = await inventoryOf(t, 'HXM-GVS', checkIn, checkOut);
      expect(nights.map((n) => [n.held, n.sold])).toEqual(nights.map(() => [0, confirmed]));
      confirmedOverall += confirmed;
      expiredOverall += expiredBySweeps;
    }
    expect(confirmedOverall + expiredOverall).toBe(72);
  });

  it('control: a confirm that neither locks nor re-checks the hold lets both win (so the test above can fail)', async () => {
    await t.db.execute(
      sql`ALTER TABLE room_inventory DROP CONSTRAINT IF EXISTS room_inventory_within_total`,
    );
    const holds = await holdsFor(4, '2030-01-20', '2030-01-23');
    const late = new Date(holds[0]!.expiresAt.getTime() + MINUTE);
    const naiveConfirm = (h: Hold) =>
      t.db.transaction(async (tx) => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, h.bookingId));
        if (row!.status !== 'held') return false;
        await tx.execute(sql`SELECT pg_sleep(0.3)`);
        await tx
          .update(roomInventory)
          .set({ held: sql`${roomInventory.held} - 1`, sold: sql`${roomInventory.sold} + 1` })
          .where(
            and(
              eq(roomInventory.roomTypeId, typeId),
              gte(roomInventory.date, '2030-01-20'),
              lt(roomInventory.date, '2030-01-23'),
            ),
          );
        await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, h.bookingId));
        return true;
      });
    const confirming = Promise.all(holds.map(naiveConfirm));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const expired = await expireHolds(t.db, late);
    const confirmed = (await confirming).filter(Boolean).length;
    // Both sides claim the same bookings, and the stock no longer adds up.
    expect(confirmed + expired).toBeGreaterThan(holds.length);
    const nights = await inventoryOf(t, 'HXM-GVS', '2030-01-20', '2030-01-23');
    expect(nights.some((n) => n.held !== 0 || n.sold !== confirmed)).toBe(true);
  });
});
