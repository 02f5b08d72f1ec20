import type { Db } from '@/db/client';
import { hitRateLimit } from '@/domain/limits';
import { readOrderForSystem } from '@/domain/orders';
import { enqueue } from '@/domain/outbox';
import { bookingContact, readBookingForSystem } from '@/domain/stays';
import { normalizeEmail, normalizeReference } from './links.rules';
import type { TripTarget } from './links.service';

/** Requests per client address per quarter hour, and per reference per hour. */
export const LOOKUPS_PER_CLIENT = 5;
export const LOOKUPS_PER_REFERENCE = 3;

/** Where a trip's messages go: its email, its language, and the last day of the trip. */
export type TripContact = TripTarget & { email: string; locale: string; tripEnds: string };

/**
 * The contact of the trip a reference names, for the back end's own work: a booking (XH-…)
 * by its guest, a park order (XO-…) by its buyer; an order for a hotel stay names its booking.
 * Only paid trips (a confirmed booking, a paid order) have one.
 */
export async function tripContact(db: Db, reference: string): Promise<TripContact | undefined> {
  if (reference.startsWith('XH-')) {
    const booking = await bookingContact(db, reference);
    if (!booking?.email || (booking.status !== 'confirmed' && booking.status !== 'cancelled'))
      return undefined;
    return {
      kind: 'booking',
      reference: booking.reference,
      email: booking.email,
      locale: booking.locale,
      tripEnds: booking.checkOut,
    };
  }
  const order = await readOrderForSystem(db, reference);
  if (!order || (order.status !== 'paid' && order.status !== 'refunded')) return undefined;
  if (order.kind === 'hotel' && order.bookingId) {
    const booking = await readBookingForSystem(db, order.bookingId);
    return booking ? tripContact(db, booking.reference) : undefined;
  }
  return {
    kind: 'order',
    reference: order.reference,
    email: order.buyer.email,
    locale: order.locale,
    // Open tickets are valid six months from purchase (SPEC §4).
    tripEnds: new Date(order.createdAt.getTime() + 183 * 86_400_000).toISOString().slice(0, 10),
  };
}

export type LookupAnswer = 'accepted' | 'rate-limited';

/**
 * "Find my booking": a reference and an email. When they name a paid trip, a link is emailed
 * to the trip's own address (made by the email's handler: the token never rests in the
 * outbox). The answer is the same whether or not they matched; only too many tries differ.
 */
export async function requestManageLink(
  db: Db,
  input: { reference: unknown; email: unknown; clientKey: string },
  now = new Date(),
): Promise<LookupAnswer> {
  const perClient = await hitRateLimit(
    db,
    `manage-lookup:${input.clientKey}`,
    { limit: LOOKUPS_PER_CLIENT, windowSeconds: 900 },
    now,
  );
  if (!perClient.allowed) return 'rate-limited';
  const reference = normalizeReference(input.reference);
  const email = normalizeEmail(input.email);
  if (!reference || !email) return 'accepted';
  const perReference = await hitRateLimit(
    db,
    `manage-lookup-ref:${reference}`,
    { limit: LOOKUPS_PER_REFERENCE, windowSeconds: 3600 },
    now,
  );
  if (!perReference.allowed) return 'accepted';
  const trip = await tripContact(db, reference);
  if (!trip || normalizeEmail(trip.email) !== email) return 'accepted';
  await enqueue(db, {
    kind: 'manage-link',
    payload: { kind: trip.kind, reference: trip.reference },
  });
  return 'accepted';
}

export type TripLookup =
  { status: 'found'; target: TripTarget } | { status: 'not-found' } | { status: 'rate-limited' };

/**
 * The API's "read my trip" by reference and email (issue 15): the same limits as the page's
 * "find my booking" and the same budget (5 tries per client per quarter hour, 3 per reference
 * per hour), so that guessing emails for a known reference is as slow here as there. A pair
 * that names no paid trip, or an email that is not the trip's, is not found, alike.
 */
export async function lookupTrip(
  db: Db,
  input: { reference: unknown; email: unknown; clientKey: string },
  now = new Date(),
): Promise<TripLookup> {
  const perClient = await hitRateLimit(
    db,
    `manage-lookup:${input.clientKey}`,
    { limit: LOOKUPS_PER_CLIENT, windowSeconds: 900 },
    now,
  );
  if (!perClient.allowed) return { status: 'rate-limited' };
  const reference = normalizeReference(input.reference);
  const email = normalizeEmail(input.email);
  if (!reference || !email) return { status: 'not-found' };
  const perReference = await hitRateLimit(
    db,
    `manage-lookup-ref:${reference}`,
    { limit: LOOKUPS_PER_REFERENCE, windowSeconds: 3600 },
    now,
  );
  if (!perReference.allowed) return { status: 'rate-limited' };
  const trip = await tripContact(db, reference);
  if (!trip || normalizeEmail(trip.email) !== email) return { status: 'not-found' };
  return { status: 'found', target: { kind: trip.kind, reference: trip.reference } };
}
