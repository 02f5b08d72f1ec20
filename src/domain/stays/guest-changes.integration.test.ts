import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingCheckIns } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { cancelBooking } from '@/domain/manage';
import { addDays, resortMidnight } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import {
  editGuestDetails,
  GuestChangeRefused,
  purgeCheckInDocuments,
  readBookingForSystem,
  readWebCheckIn,
  resortToday,
  saveWebCheckIn,
} from '.';

const actor = { id: 'guest', email: 'ana@example.com', role: 'guest' };
const refused = (reason: string) => (e: unknown) =>
  e instanceof GuestChangeRefused && e.reason === reason;

describe.each(engines)('guest edits and web check-in on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  const stay = () => {
    day += 3;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
  };
  /** An instant `days` before the stay's arrival, at 10:00 at the resort. */
  const before = (checkIn: string, days: number) =>
    new Date(resortMidnight(addDays(checkIn, -days)).getTime() + 10 * 3_600_000);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 60);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const auditOf = (reference: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, reference)));

  it('changes the arrival time, requests and room name, audited with before and after', async () => {
    const { hold } = await paidBooking(t.db, sandbox, stay());
    const result = await editGuestDetails(t.db, {
      bookingId: hold.bookingId,
      edit: { arrivalTime: '20:00', requests: 'Late arrival', roomNames: ['Ana María López'] },
      actor,
    });
    expect(result.ok).toBe(true);
    const booking = await readBookingForSystem(t.db, hold.bookingId);
    expect(booking?.guest).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      arrivalTime: '20:00',
      requests: 'Late arrival',
    });
    expect(booking?.rooms[0]?.guestName).toBe('Ana María López');
    const [entry] = await auditOf(hold.reference);
    expect(entry).toMatchObject({
      action: 'booking.guest-edit',
      actorRole: 'guest',
      before: { arrivalTime: '', requests: '', roomNames: ['Ana López'] },
      after: { arrivalTime: '20:00', requests: 'Late arrival', roomNames: ['Ana María López'] },
    });
  });

  it('invalid input changes nothing and writes no audit row', async () => {
    const { hold } = await paidBooking(t.db, sandbox, stay());
    const result = await editGuestDetails(t.db, {
      bookingId: hold.bookingId,
      edit: { arrivalTime: '25:00', requests: 'x', roomNames: ['Ana'] },
      actor,
    });
    expect(result).toEqual({ ok: false, errors: { arrivalTime: 'INVALID_TIME' } });
    expect((await readBookingForSystem(t.db, hold.bookingId))?.guest?.requests ?? '').toBe('');
    expect(await auditOf(hold.reference)).toEqual([]);
  });

  it('a cancelled booking and a started stay refuse an edit', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    await expect(
      editGuestDetails(
        t.db,
        { bookingId: hold.bookingId, edit: { arrivalTime: '18:00' }, actor },
        resortMidnight(dates.checkIn),
      ),
    ).rejects.toSatisfy(refused('STAY_STARTED'));
    await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      actor: 'guest',
    });
    await expect(
      editGuestDetails(t.db, { bookingId: hold.bookingId, edit: { arrivalTime: '18:00' }, actor }),
    ).rejects.toSatisfy(refused('NOT_CONFIRMED'));
    await expect(
      saveWebCheckIn(
        t.db,
        { bookingId: hold.bookingId, checkIn: {}, actor },
        before(dates.checkIn, 2),
      ),
    ).rejects.toSatisfy(refused('NOT_CONFIRMED'));
  });

  it('check-in is refused before its window opens and after the arrival day', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const checkIn = {
      arrivalTime: '16:00',
      idType: 'passport',
      idNumber: 'G1234567',
    };
    await expect(
      saveWebCheckIn(t.db, { bookingId: hold.bookingId, checkIn, actor }, before(dates.checkIn, 8)),
    ).rejects.toSatisfy(refused('CHECK_IN_NOT_OPEN'));
    await expect(
      saveWebCheckIn(
        t.db,
        { bookingId: hold.bookingId, checkIn, actor },
        resortMidnight(addDays(dates.checkIn, 1)),
      ),
    ).rejects.toSatisfy(refused('CHECK_IN_NOT_OPEN'));
    expect(await readWebCheckIn(t.db, hold.bookingId, { reveal: true })).toBeUndefined();
  });

  it('stores a check-in in its window: arrival and names on the booking, the document apart, masked in the audit', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const now = before(dates.checkIn, 3);
    const result = await saveWebCheckIn(
      t.db,
      {
        bookingId: hold.bookingId,
        checkIn: {
          arrivalTime: '17:00',
          roomNames: [''],
          idType: 'passport',
          idNumber: 'g12 345 678',
          preferences: ['quiet-room', 'high-floor'],
        },
        actor,
      },
      now,
    );
    expect(result.ok).toBe(true);
    const booking = await readBookingForSystem(t.db, hold.bookingId);
    expect(booking?.guest?.arrivalTime).toBe('17:00');
    expect(booking?.rooms[0]?.guestName).toBe('Ana López');
    expect(await readWebCheckIn(t.db, hold.bookingId, { reveal: true })).toEqual({
      idType: 'passport',
      idNumber: 'G12345678',
      preferences: ['high-floor', 'quiet-room'],
      completedAt: now,
      updatedAt: now,
    });
    expect((await readWebCheckIn(t.db, hold.bookingId, { reveal: false }))?.idNumber).toBe(
      '••••••678',
    );
    const audit = await auditOf(hold.reference);
    expect(audit.map((a) => a.action)).toEqual(['booking.check-in']);
    expect(JSON.stringify(audit)).not.toContain('12345678');

    // Again (a second tab, a correction): replaced, one row, audited as an update.
    const later = new Date(now.getTime() + 60_000);
    await saveWebCheckIn(
      t.db,
      {
        bookingId: hold.bookingId,
        checkIn: { arrivalTime: '18:00', idType: 'national-id', idNumber: 'LOAA800101' },
        actor,
      },
      later,
    );
    const rows = await t.db
      .select()
      .from(bookingCheckIns)
      .where(eq(bookingCheckIns.bookingId, hold.bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idType: 'national-id',
      idNumber: 'LOAA800101',
      preferences: [],
      completedAt: now,
      updatedAt: later,
    });
    expect((await auditOf(hold.reference)).map((a) => a.action).sort()).toEqual([
      'booking.check-in',
      'booking.check-in-update',
    ]);
  });

  it('deletes a check-in’s document 30 days after the stay ends, not before', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    await saveWebCheckIn(
      t.db,
      {
        bookingId: hold.bookingId,
        checkIn: { arrivalTime: '15:00', idType: 'passport', idNumber: 'G7654321' },
        actor,
      },
      before(dates.checkIn, 1),
    );
    await purgeCheckInDocuments(t.db, resortMidnight(addDays(dates.checkOut, 30)));
    expect(await readWebCheckIn(t.db, hold.bookingId, { reveal: true })).toBeDefined();
    expect(
      await purgeCheckInDocuments(t.db, resortMidnight(addDays(dates.checkOut, 31))),
    ).toBeGreaterThanOrEqual(1);
    expect(await readWebCheckIn(t.db, hold.bookingId, { reveal: true })).toBeUndefined();
  });

  it('invalid check-in input stores nothing', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const result = await saveWebCheckIn(
      t.db,
      {
        bookingId: hold.bookingId,
        checkIn: { arrivalTime: '17:00', idType: 'passport', idNumber: '12' },
        actor,
      },
      before(dates.checkIn, 1),
    );
    expect(result).toEqual({ ok: false, errors: { idNumber: 'INVALID_ID_NUMBER' } });
    expect(await readWebCheckIn(t.db, hold.bookingId, { reveal: true })).toBeUndefined();
    expect((await readBookingForSystem(t.db, hold.bookingId))?.guest?.arrivalTime ?? '').toBe('');
  });
});
