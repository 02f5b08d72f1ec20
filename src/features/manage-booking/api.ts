import 'server-only';
import { z } from 'zod';
import { reportServerError } from '@/domain/logs';
import {
  applyDateChange,
  cancelBooking,
  changePaymentState,
  startDateChangePayment,
  cancelParkItems,
  DateChangeRefused,
  DifferenceChanged,
  ParkDifferenceChanged,
  quoteDateChange,
  openTrip,
  openTripByContact,
  ParkCancellationRefused,
  ParkDateChangeRefused,
  quoteParkOrderCancel,
  type ManagedTrip,
} from '@/domain/manage';
import {
  CancellationRefused,
  editGuestDetails,
  GuestChangeRefused,
  readWebCheckIn,
  saveWebCheckIn,
} from '@/domain/stays';
import { clientIp, holderKeyOf } from '@/lib/http';
import * as api from '@/lib/json-api';
import { ApiError, json, parseJsonBody } from '@/lib/json-api';
import { defaultLocale } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getDb, paymentProviders } from '@/server';
import { manageReturnLink } from './form-trip';
import { settleChangePayment } from './settle-change-payment';
import { requestIdSchema } from '@/lib/request-id';

/**
 * Manage my booking over HTTP (issue 15): a trip read by its signed link's token (header
 * X-Manage-Token) or by reference and email (rate-limited like the page's lookup), and its
 * cancellation as a preview/confirm pair: the preview states the refund; the confirmation
 * carries the refund it was shown and its own request id, so a retry cancels once and a
 * changed refund (a deadline passed in between) is refused rather than applied.
 */

const MESSAGES: Record<string, string> = {
  TRIP_NOT_FOUND: 'No trip opens with these credentials.',
  RATE_LIMITED: 'Too many lookups. Wait a few minutes and try again.',
  REFUND_CHANGED:
    'The refund is no longer the one previewed ({expectedRefundMinor}); preview the cancellation again.',
  CANCELLATION_REFUSED: 'This cannot be cancelled: {reason}.',
  DATE_CHANGE_REFUSED: 'The dates cannot be changed: {reason}.',
  DIFFERENCE_CHANGED:
    'The difference is no longer the one quoted ({expectedDifferenceMinor}); quote the change again.',
  INVALID_REQUEST: 'The request is not valid.',
  PAYMENT_NOT_FOUND: 'No difference payment of this trip has this key.',
  GUEST_CHANGE_REFUSED: 'The guest details cannot change now: {reason}.',
  PARK_DAY_REFUSED: 'The park day cannot be reserved or given back: {reason}.',
  PARK_DAY_NOT_FOUND: 'This stay has no park day with this id.',
  INVALID_FIELDS: 'Some fields are not valid: see detail.errors.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  INTERNAL_ERROR: 'Something went wrong on our side.',
};

const conventions: api.ApiConventions = {
  visitorError: (error) =>
    error instanceof ParkCancellationRefused || error instanceof CancellationRefused
      ? new ApiError(409, 'CANCELLATION_REFUSED', { reason: error.reason })
      : error instanceof DateChangeRefused || error instanceof ParkDateChangeRefused
        ? new ApiError(409, 'DATE_CHANGE_REFUSED', { reason: error.reason })
        : error instanceof GuestChangeRefused
          ? new ApiError(409, 'GUEST_CHANGE_REFUSED', { reason: error.reason })
          : undefined,
  message: (code, detail) =>
    (MESSAGES[code] ?? code).replace(/\{(\w+)\}/g, (_, key: string) => String(detail?.[key] ?? '')),
  reportBug: (error, request) =>
    reportServerError(getDb, error, {
      method: request.method,
      path: new URL(request.url).pathname,
      section: 'manage-api',
    }),
};

export const respond = (request: Request, handler: () => Promise<Response>) =>
  api.respond(request, handler, conventions);

const notFound = () => new ApiError(404, 'TRIP_NOT_FOUND');
export const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * A change whose difference is no longer the one the guest was shown (a hotel stay's or a park
 * visit's): 409 with both amounts, so the client can show the new one. Anything else as it was.
 */
export function differenceChanged(error: unknown, expectedDifferenceMinor: number): unknown {
  if (error instanceof DifferenceChanged || error instanceof ParkDifferenceChanged)
    return new ApiError(409, 'DIFFERENCE_CHANGED', {
      expectedDifferenceMinor,
      differenceMinor: error.quote.ok ? error.quote.differenceMinor : null,
    });
  return error;
}

/** Where the provider's page sends the guest back: this link's manage page, with `params`. */
export function manageReturnUrl(
  request: Request,
  locale: Locale,
  params: Record<string, string>,
): string {
  const token = request.headers.get('x-manage-token')!.trim().slice(0, 100);
  return manageReturnLink(locale, { t: token, ...params });
}

/**
 * The answer to a difference payment opened (201) or asked for again with its request id (200,
 * `replayed`): the provider's page, the payment's key and amount, until when the new dates are
 * held, and what moves (`move`: the stay's dates or the visit's).
 */
export function paymentOpened(
  started: {
    redirectUrl: string;
    attemptKey: string;
    payMinor: number;
    currencyIso: string;
    expiresAt: Date;
    replayed: boolean;
  },
  move: Record<string, unknown>,
): Response {
  return json(
    {
      redirectUrl: started.redirectUrl,
      paymentKey: started.attemptKey,
      payMinor: started.payMinor,
      currencyIso: started.currencyIso,
      ...move,
      expiresAt: started.expiresAt.toISOString(),
      replayed: started.replayed,
    },
    started.replayed ? 200 : 201,
    noStore,
  );
}

/** The trip the request's X-Manage-Token opens, or 404 (a bad, expired or revoked token). */
export async function tripOfToken(request: Request): Promise<{ trip: ManagedTrip; token: string }> {
  const token = request.headers.get('x-manage-token')?.trim().slice(0, 100);
  const trip = token ? await openTrip(await getDb(), { token }) : undefined;
  if (!trip || !token) throw notFound();
  return { trip, token };
}

/** A trip as JSON: a hotel booking, or a park order with its items and e-tickets. */
function serialize(trip: ManagedTrip) {
  if (trip.kind === 'booking') {
    const { booking, money, cancel } = trip;
    return {
      kind: 'booking' as const,
      reference: booking.reference,
      status: booking.status,
      hotel: booking.hotelName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      rooms: booking.rooms.map((room) => ({
        id: room.id,
        roomType: room.roomTypeName.en,
        adults: room.adults,
        childrenAges: room.childrenAges,
        policy: room.policy.kind,
      })),
      currencyIso: booking.currencyIso,
      paidMinor: money?.paidMinor ?? 0,
      refundedMinor: money?.refundedMinor ?? 0,
      balanceMinor: money?.balanceMinor ?? 0,
      cancellation: cancel.ok
        ? { ok: true, refundMinor: cancel.refundMinor, keptMinor: cancel.keptMinor }
        : {
            ok: false,
            reason: booking.status === 'cancelled' ? 'ALREADY_CANCELLED' : cancel.reason,
          },
    };
  }
  const { order, money, items, cancelAll } = trip;
  return {
    kind: 'order' as const,
    reference: order.reference,
    status: order.status,
    currencyIso: order.currencyIso,
    paidMinor: money?.paidMinor ?? order.amountMinor,
    refundedMinor: money?.refundedMinor ?? 0,
    balanceMinor: money?.balanceMinor ?? 0,
    items: items.map((item) => ({
      id: item.id,
      product: { code: item.product.code, name: item.product.name },
      visitDate: item.visitDate,
      schedule: item.schedule,
      adults: item.adults,
      children: item.children,
      infants: item.infants,
      paidMinor: item.quote.shareMinor,
      state: item.quote.state,
      cancellation: item.quote.cancel.ok
        ? { ok: true, refundEnds: item.quote.cancel.until.toISOString() }
        : { ok: false, reason: item.quote.cancel.reason },
      tickets: item.tickets.map((ticket) => ({
        code: ticket.code,
        holderBand: ticket.holderBand,
        status: ticket.status,
        validUntil: ticket.validUntil,
        // The QR code's content, only while the ticket admits.
        qrToken: ticket.status === 'issued' ? ticket.token : null,
      })),
    })),
    cancellation: cancelAll.ok
      ? { ok: true, refundMinor: cancelAll.refundMinor }
      : { ok: false, reason: cancelAll.reason },
    ticketsPdf: `/api/v1/orders/${encodeURIComponent(order.reference)}/tickets.pdf`,
  };
}

/** GET /api/v1/trips/current/ with X-Manage-Token: the trip its link opens. */
export function getTrip(request: Request): Promise<Response> {
  return respond(request, async () => {
    const { trip } = await tripOfToken(request);
    return json(serialize(trip), 200, noStore);
  });
}

const LookupBody = z.object({
  reference: z.string().max(40),
  email: z.string().max(254),
});

/** POST /api/v1/trips/lookup/ {reference, email}: the trip they name, rate-limited. */
export function lookupTrip(request: Request): Promise<Response> {
  return respond(request, async () => {
    const body = await parseJsonBody(request, LookupBody);
    const trip = await openTripByContact(await getDb(), {
      ...body,
      clientKey: holderKeyOf(clientIp(request)),
    });
    if (trip === 'rate-limited')
      throw new ApiError(429, 'RATE_LIMITED', undefined, { 'Retry-After': '900' });
    if (!trip) throw notFound();
    return json(serialize(trip), 200, noStore);
  });
}

const Selection = z.union([z.literal('all'), z.array(z.uuid()).min(1).max(10)]);
const PreviewBody = z.object({ items: Selection.default('all') });
const ConfirmBody = z.object({
  items: Selection.default('all'),
  requestId: requestIdSchema,
  expectedRefundMinor: z.number().int().nonnegative(),
});

/** What cancelling would refund now: a hotel booking whole, or items of a park order. */
async function preview(trip: ManagedTrip, items: readonly string[] | 'all') {
  if (trip.kind === 'booking') {
    if (items !== 'all') throw new ApiError(400, 'INVALID_REQUEST');
    if (!trip.cancel.ok || trip.booking.status !== 'confirmed')
      throw new CancellationRefused(
        trip.booking.status === 'cancelled'
          ? 'ALREADY_CANCELLED'
          : trip.cancel.ok
            ? 'NOT_CONFIRMED'
            : trip.cancel.reason,
      );
    return { itemIds: [] as string[], refundMinor: trip.cancel.refundMinor };
  }
  const quote = await quoteParkOrderCancel(await getDb(), trip.order.reference, items);
  if (!quote.ok) throw new ParkCancellationRefused(quote.reason);
  return { itemIds: quote.itemIds, refundMinor: quote.refundMinor };
}

/** POST /api/v1/trips/current/cancellation-preview/ {items}: the refund, nothing changed. */
export function previewCancellation(request: Request): Promise<Response> {
  return respond(request, async () => {
    const { trip } = await tripOfToken(request);
    const body = await parseJsonBody(request, PreviewBody);
    const quote = await preview(trip, body.items);
    const [reference, currencyIso] =
      trip.kind === 'booking'
        ? [trip.booking.reference, trip.booking.currencyIso]
        : [trip.order.reference, trip.order.currencyIso];
    return json({ reference, currencyIso, ...quote }, 200, noStore);
  });
}

/**
 * POST /api/v1/trips/current/cancellations/ {items, requestId, expectedRefundMinor}: cancels
 * as previewed. The same request id again answers the first outcome (200, `replayed`).
 */
export function confirmCancellation(request: Request): Promise<Response> {
  return respond(request, async () => {
    const { trip } = await tripOfToken(request);
    const body = await parseJsonBody(request, ConfirmBody);
    const db = await getDb();
    const providers = paymentProviders();
    if (trip.kind === 'booking') {
      if (body.items !== 'all') throw new ApiError(400, 'INVALID_REQUEST');
      if (trip.cancel.ok && trip.cancel.refundMinor !== body.expectedRefundMinor)
        throw new ApiError(409, 'REFUND_CHANGED', {
          expectedRefundMinor: body.expectedRefundMinor,
        });
      const outcome = await cancelBooking(db, providers, {
        bookingId: trip.booking.id,
        requestId: body.requestId,
        actor: 'guest',
      });
      return json(
        {
          reference: outcome.reference,
          currencyIso: outcome.currencyIso,
          refundMinor: outcome.refundMinor,
          refundStatus: outcome.refund?.status ?? null,
          replayed: outcome.replayed,
        },
        outcome.replayed ? 200 : 201,
        noStore,
      );
    }
    const quote = await quoteParkOrderCancel(db, trip.order.reference, body.items);
    // A replay of a request that already cancelled skips the preview check (it finds its row).
    if (quote.ok && quote.refundMinor !== body.expectedRefundMinor)
      throw new ApiError(409, 'REFUND_CHANGED', { expectedRefundMinor: body.expectedRefundMinor });
    const outcome = await cancelParkItems(db, providers, {
      reference: trip.order.reference,
      items: body.items,
      requestId: body.requestId,
      actor: 'guest',
    });
    return json(
      {
        reference: outcome.reference,
        currencyIso: outcome.currencyIso,
        itemIds: outcome.itemIds,
        refundMinor: outcome.refundMinor,
        refundStatus: outcome.refund?.status ?? null,
        replayed: outcome.replayed,
      },
      outcome.replayed ? 200 : 201,
      noStore,
    );
  });
}

const ChangeDates = {
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  /** The rooms to keep (issue 15: "or fewer rooms"); absent: every room. */
  keepRoomIds: z.array(z.string().max(40)).max(20).optional(),
};
const ChangeQuoteBody = z.object(ChangeDates);
const ChangeBody = z.object({
  ...ChangeDates,
  requestId: requestIdSchema,
  expectedDifferenceMinor: z.number().int(),
});

/** The link's hotel booking (a date change concerns nothing else). */
async function bookingOfToken(request: Request) {
  const { trip } = await tripOfToken(request);
  if (trip.kind !== 'booking') throw new DateChangeRefused('NOT_CONFIRMED');
  return trip.booking;
}

/**
 * POST /api/v1/trips/current/date-change-quote/ {checkIn, checkOut}: what moving the stay
 * would cost (the difference, the refund or what to pay), nothing changed.
 */
export function quoteChange(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const body = await parseJsonBody(request, ChangeQuoteBody);
    const quote = await quoteDateChange(await getDb(), booking.id, body);
    if (!quote.ok) throw new DateChangeRefused(quote.reason);
    return json(quote, 200, noStore);
  });
}

/**
 * POST /api/v1/trips/current/date-changes/ {checkIn, checkOut, requestId,
 * expectedDifferenceMinor}: moves the stay as quoted. The same request id again answers the
 * first outcome (200, `replayed`); another difference than the quoted one is refused (409).
 */
export function applyChange(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const body = await parseJsonBody(request, ChangeBody);
    try {
      const outcome = await applyDateChange(await getDb(), paymentProviders(), {
        bookingId: booking.id,
        requestId: body.requestId,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        ...(body.keepRoomIds ? { keepRoomIds: body.keepRoomIds } : {}),
        expectedDifferenceMinor: body.expectedDifferenceMinor,
        actor: 'guest',
      });
      return json(
        {
          reference: outcome.reference,
          checkIn: outcome.checkIn,
          checkOut: outcome.checkOut,
          currencyIso: outcome.currencyIso,
          differenceMinor: outcome.differenceMinor,
          refundMinor: outcome.refundMinor,
          droppedRooms: outcome.droppedRooms,
          releasedParkDays: outcome.releasedParkDays,
          refundStatus: outcome.refund?.status ?? null,
          replayed: outcome.replayed,
        },
        outcome.replayed ? 200 : 201,
        noStore,
      );
    } catch (error) {
      throw differenceChanged(error, body.expectedDifferenceMinor);
    }
  });
}

const PayBody = z.object({
  ...ChangeDates,
  requestId: requestIdSchema,
  expectedDifferenceMinor: z.number().int().positive(),
  /** Where the provider's page sends the guest back (our own manage page when absent). */
  locale: z.enum(['es', 'en', 'pt']).optional(),
});

/**
 * POST /api/v1/trips/current/date-change-payments/ {checkIn, checkOut, requestId,
 * expectedDifferenceMinor}: a dearer change as quoted. The new nights are held and the
 * difference's payment opened; the answer carries the provider's page (`redirectUrl`) and the
 * payment's key. The capture makes the change (webhook or the guest's return); the same request
 * id again answers the same payment (200, `replayed`).
 */
export function payChange(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const body = await parseJsonBody(request, PayBody);
    const locale = body.locale ?? defaultLocale;
    try {
      const started = await startDateChangePayment(await getDb(), paymentProviders(), {
        bookingId: booking.id,
        requestId: body.requestId,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        ...(body.keepRoomIds ? { keepRoomIds: body.keepRoomIds } : {}),
        expectedDifferenceMinor: body.expectedDifferenceMinor,
        actor: 'guest',
        locale,
        returnUrl: (attemptKey) => manageReturnUrl(request, locale, { changePayment: attemptKey }),
      });
      return paymentOpened(started, { checkIn: started.checkIn, checkOut: started.checkOut });
    } catch (error) {
      throw differenceChanged(error, body.expectedDifferenceMinor);
    }
  });
}

/**
 * GET /api/v1/trips/current/date-change-payments/{key}/: where a difference payment stands,
 * after asking the provider (the same settlement as the guest's return): held (waiting),
 * applied (the dates changed) or released (not paid; the booking kept its dates).
 */
export function changePayment(request: Request, key: string): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const db = await getDb();
    const found = (await changePaymentState(db, booking.id, key.slice(0, 120)))
      ? await settleChangePayment(booking.id, key.slice(0, 120))
      : undefined;
    if (!found) throw new ApiError(404, 'PAYMENT_NOT_FOUND');
    return json(
      {
        state: found.state,
        payMinor: found.payMinor,
        checkIn: found.checkIn,
        checkOut: found.checkOut,
      },
      200,
      noStore,
    );
  });
}

/** The guest acting through the link's token, audited as the page audits them. */
const guestActor = (
  request: Request,
  booking: Extract<ManagedTrip, { kind: 'booking' }>['booking'],
) => ({
  id: 'guest',
  email: booking.guest?.email ?? '',
  role: 'guest',
  address: holderKeyOf(clientIp(request)),
});

const RoomNames = z.array(z.string().max(200)).max(10).default([]);
const GuestBody = z.object({
  arrivalTime: z.string().max(20).default(''),
  requests: z.string().max(2000).default(''),
  roomNames: RoomNames,
});
const CheckInBody = z.object({
  arrivalTime: z.string().max(20).default(''),
  roomNames: RoomNames,
  idType: z.string().max(40),
  idNumber: z.string().max(60),
  preferences: z.array(z.string().max(40)).max(10).default([]),
});

/**
 * PUT /api/v1/trips/current/guest-details/ {arrivalTime, requests, roomNames}: the page's guest
 * edit (the booking form's rules, audited). Invalid fields answer 422 with each field's code.
 */
export function putGuestDetails(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const body = await parseJsonBody(request, GuestBody);
    const result = await editGuestDetails(await getDb(), {
      bookingId: booking.id,
      edit: body,
      actor: guestActor(request, booking),
    });
    if (!result.ok) throw new ApiError(422, 'INVALID_FIELDS', { errors: result.errors });
    return json(result.edit, 200, noStore);
  });
}

/**
 * PUT /api/v1/trips/current/check-in/ {arrivalTime, roomNames, idType, idNumber,
 * preferences}: the web check-in while its window is open (a second one replaces the first);
 * the answer masks the document number. GET reads it (masked).
 */
export function putCheckIn(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const body = await parseJsonBody(request, CheckInBody);
    const db = await getDb();
    const result = await saveWebCheckIn(db, {
      bookingId: booking.id,
      checkIn: body,
      actor: guestActor(request, booking),
    });
    if (!result.ok) throw new ApiError(422, 'INVALID_FIELDS', { errors: result.errors });
    return json(await checkInView(db, booking.id), 200, noStore);
  });
}

export function getCheckIn(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    return json(await checkInView(await getDb(), booking.id), 200, noStore);
  });
}

async function checkInView(db: Awaited<ReturnType<typeof getDb>>, bookingId: string) {
  const saved = await readWebCheckIn(db, bookingId, { reveal: false });
  return saved
    ? {
        completed: true,
        idType: saved.idType,
        idNumber: saved.idNumber,
        preferences: saved.preferences,
        completedAt: saved.completedAt.toISOString(),
        updatedAt: saved.updatedAt.toISOString(),
      }
    : { completed: false };
}
