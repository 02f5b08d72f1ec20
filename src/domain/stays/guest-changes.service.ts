import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { bookingCheckIns, bookingRooms, bookings } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { resortToday } from '@/lib/dates';
import {
  checkInPurgeBefore,
  checkInWindow,
  maskIdNumber,
  validateCheckIn,
  type CheckInInput,
  type CheckInResult,
  type IdType,
} from './checkin.rules';
import {
  GuestChangeRefused,
  guestEditRefusal,
  validateGuestEdit,
  type GuestEditInput,
  type GuestEditResult,
} from './guest-edit.rules';
import type { GuestDetails } from './guest.rules';

/**
 * A guest's own changes to a confirmed booking (issues 15 and 19): guest edits (arrival time,
 * requests, room guests' names) and web check-in. Each is one transaction: the booking is
 * locked, its state judged under the lock (a cancellation in another tab wins or waits), the
 * change written and audited together.
 */

type LockedBooking = {
  id: string;
  reference: string;
  status: string;
  checkIn: string;
  guest: GuestDetails | null;
  roomIds: string[];
  roomNames: (string | null)[];
};

async function lockBooking(tx: Tx, bookingId: string): Promise<LockedBooking | undefined> {
  const [row] = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      checkIn: bookings.checkIn,
      guest: bookings.guest,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!row) return undefined;
  const rooms = await tx
    .select({ id: bookingRooms.id, guestName: bookingRooms.guestName })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.position));
  return {
    ...row,
    guest: (row.guest as GuestDetails | null) ?? null,
    roomIds: rooms.map((r) => r.id),
    roomNames: rooms.map((r) => r.guestName),
  };
}

const leadNameOf = (guest: GuestDetails | null) =>
  `${guest?.firstName ?? ''} ${guest?.lastName ?? ''}`.trim();

async function writeGuest(
  tx: Tx,
  booking: LockedBooking,
  change: { arrivalTime: string; requests?: string; roomNames: string[] },
  now: Date,
) {
  const guest = {
    ...(booking.guest ?? {}),
    arrivalTime: change.arrivalTime,
    ...(change.requests === undefined ? {} : { requests: change.requests }),
  };
  await tx.update(bookings).set({ guest, updatedAt: now }).where(eq(bookings.id, booking.id));
  for (const [i, id] of booking.roomIds.entries())
    await tx
      .update(bookingRooms)
      .set({ guestName: change.roomNames[i] ?? null })
      .where(eq(bookingRooms.id, id));
}

/**
 * Changes the arrival time, the special requests and the room guests' names of a confirmed
 * booking before its stay starts, with the booking form's own rules. Invalid input changes
 * nothing and says why per field; a cancelled or started booking is refused
 * (GuestChangeRefused).
 */
export async function editGuestDetails(
  db: Db,
  input: { bookingId: string; edit: GuestEditInput; actor: AuditActor },
  now = new Date(),
): Promise<GuestEditResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!booking) throw new GuestChangeRefused('NOT_CONFIRMED');
    const refusal = guestEditRefusal(booking, now);
    if (refusal) throw new GuestChangeRefused(refusal);
    const result = validateGuestEdit(input.edit, booking.roomIds.length, leadNameOf(booking.guest));
    if (!result.ok) return result;
    await writeGuest(tx, booking, result.edit, now);
    await recordAudit(tx, input.actor, {
      action: 'booking.guest-edit',
      entity: 'booking',
      entityId: booking.reference,
      before: {
        arrivalTime: booking.guest?.arrivalTime ?? '',
        requests: booking.guest?.requests ?? '',
        roomNames: booking.roomNames,
      },
      after: result.edit,
    });
    return result;
  });
}

/** A booking's web check-in as stored; the number whole (front desk) or masked (anyone else). */
export type WebCheckIn = {
  idType: IdType;
  idNumber: string;
  preferences: string[];
  completedAt: Date;
  updatedAt: Date;
};

/**
 * Stores a web check-in while its window is open (seven days before arrival until the end of
 * the arrival day): the arrival time and room names on the booking, the document and
 * preferences in booking_check_ins (a second check-in replaces the first), audited with the
 * number masked. Invalid input changes nothing.
 */
export async function saveWebCheckIn(
  db: Db,
  input: { bookingId: string; checkIn: CheckInInput; actor: AuditActor },
  now = new Date(),
): Promise<CheckInResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!booking) throw new GuestChangeRefused('NOT_CONFIRMED');
    const window = checkInWindow(booking, now);
    if (window.state === 'not-confirmed') throw new GuestChangeRefused('NOT_CONFIRMED');
    if (window.state !== 'open') throw new GuestChangeRefused('CHECK_IN_NOT_OPEN');
    const result = validateCheckIn(
      input.checkIn,
      booking.roomIds.length,
      leadNameOf(booking.guest),
    );
    if (!result.ok) return result;
    const { checkIn } = result;
    const [previous] = await tx
      .select()
      .from(bookingCheckIns)
      .where(eq(bookingCheckIns.bookingId, booking.id));
    await writeGuest(tx, booking, checkIn, now);
    const values = {
      idType: checkIn.idType,
      idNumber: checkIn.idNumber,
      preferences: checkIn.preferences,
      updatedAt: now,
    };
    await tx
      .insert(bookingCheckIns)
      .values({ bookingId: booking.id, completedAt: now, ...values })
      .onConflictDoUpdate({ target: bookingCheckIns.bookingId, set: values });
    await recordAudit(tx, input.actor, {
      action: previous ? 'booking.check-in-update' : 'booking.check-in',
      entity: 'booking',
      entityId: booking.reference,
      before: {
        arrivalTime: booking.guest?.arrivalTime ?? '',
        roomNames: booking.roomNames,
        ...(previous
          ? {
              idType: previous.idType,
              idNumber: maskIdNumber(previous.idNumber),
              preferences: previous.preferences,
            }
          : {}),
      },
      after: { ...checkIn, idNumber: maskIdNumber(checkIn.idNumber) },
    });
    return result;
  });
}

/**
 * A booking's web check-in, or undefined. `reveal: false` (the guest's own page, anything but
 * the front desk) masks the document number.
 */
export async function readWebCheckIn(
  db: Db | Tx,
  bookingId: string,
  { reveal }: { reveal: boolean },
): Promise<WebCheckIn | undefined> {
  const [row] = await db
    .select()
    .from(bookingCheckIns)
    .where(eq(bookingCheckIns.bookingId, bookingId));
  if (!row) return undefined;
  return {
    idType: row.idType,
    idNumber: reveal ? row.idNumber : maskIdNumber(row.idNumber),
    preferences: row.preferences,
    completedAt: row.completedAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Deletes the web check-ins (identity documents) of stays that ended more than
 * CHECK_IN_KEPT_DAYS days ago: personal data kept no longer than the stay needs. Returns how
 * many were deleted (the hold-expiry job runs it).
 */
export async function purgeCheckInDocuments(db: Db, now = new Date()): Promise<number> {
  const ended = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(lt(bookings.checkOut, checkInPurgeBefore(resortToday(now))));
  const deleted = await db
    .delete(bookingCheckIns)
    .where(inArray(bookingCheckIns.bookingId, ended))
    .returning({ id: bookingCheckIns.bookingId });
  return deleted.length;
}
