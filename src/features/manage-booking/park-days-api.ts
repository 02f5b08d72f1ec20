import 'server-only';
import { z } from 'zod';
import {
  parkDaysOf,
  parkDaysOffer,
  parkDayTickets,
  ParkDayRefused,
  releaseIncludedParkDay,
  reserveIncludedParkDay,
  type ParkDay,
} from '@/domain/manage';
import type { ETicket } from '@/domain/tickets';
import { clientIp, holderKeyOf } from '@/lib/http';
import { ApiError, json, parseJsonBody } from '@/lib/json-api';
import { getDb } from '@/server';
import { noStore, respond, tripOfToken } from './api';
import { requestIdSchema } from '@/lib/request-id';

/**
 * A stay's included park days over HTTP (issue 15, decision 0031), as the trip page offers
 * them: the offer (parks the hotel's plan includes, the days of the stay still ahead, the
 * guests) with the days reserved and their e-tickets; reserving a day under the client's own
 * request id (the same id again replays); giving a day back before the visit.
 */

const ReserveBody = z.object({
  productId: z.number().int().positive().max(1_000_000),
  visitDate: z.iso.date(),
  requestId: requestIdSchema,
});

/** The link's hotel booking (park days belong to a stay, not to a park order). */
async function bookingOfToken(request: Request) {
  const { trip } = await tripOfToken(request);
  if (trip.kind !== 'booking') throw refusedAs(new ParkDayRefused('NOT_CONFIRMED'));
  return trip.booking;
}

/** A refusal as the API answers it: an unknown park day is 404, anything else 409. */
function refusedAs(error: ParkDayRefused): ApiError {
  return error.reason === 'NO_PARK_DAY'
    ? new ApiError(404, 'PARK_DAY_NOT_FOUND')
    : new ApiError(409, 'PARK_DAY_REFUSED', { reason: error.reason });
}

async function refusals<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ParkDayRefused) throw refusedAs(error);
    throw error;
  }
}

const ticketJson = (ticket: ETicket) => ({
  code: ticket.code,
  holderBand: ticket.holderBand,
  status: ticket.status,
  validUntil: ticket.validUntil,
  // The QR code's content, only while the ticket admits.
  qrToken: ticket.status === 'issued' ? ticket.token : null,
});

const parkDayJson = (day: ParkDay, tickets: readonly ETicket[] = []) => ({
  id: day.id,
  product: { id: day.product.id, code: day.product.code, name: day.product.name },
  visitDate: day.visitDate,
  schedule: day.schedule,
  people: day.people,
  status: day.status,
  included: true,
  orderReference: day.orderReference,
  tickets: tickets.map(ticketJson),
  // Readable with the same X-Manage-Token while the day is live.
  ticketsPdf:
    day.status === 'reserved'
      ? `/api/v1/orders/${encodeURIComponent(day.orderReference)}/tickets.pdf`
      : null,
});

/** One park day with its tickets, read after a change. */
async function parkDayView(bookingId: string, day: ParkDay) {
  const tickets = await parkDayTickets(await getDb(), bookingId);
  return parkDayJson(day, tickets.get(day.id));
}

/**
 * GET /api/v1/trips/current/park-days/: the stay's offer (included parks not used yet, the
 * days still ahead, the guests, the parks sold through the cart) and its park days, reserved
 * and given back, each with its e-tickets.
 */
export function listParkDays(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const db = await getDb();
    const [offer, all, tickets] = await Promise.all([
      parkDaysOffer(db, booking),
      parkDaysOf(db, booking.id),
      parkDayTickets(db, booking.id),
    ]);
    return json(
      {
        reference: booking.reference,
        status: booking.status,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        days: offer.days,
        guests: offer.guests,
        included: offer.included.map((p) => ({ productId: p.id, code: p.code, name: p.name })),
        paid: offer.paid.map((p) => ({ code: p.code, kind: p.kind, slug: p.slug, name: p.name })),
        parkDays: all.map((day) => parkDayJson(day, tickets.get(day.id))),
      },
      200,
      noStore,
    );
  });
}

/**
 * POST /api/v1/trips/current/park-days/ {productId, visitDate, requestId}: reserves an
 * included admission for every guest of the stay, at no charge (201). The same request id
 * again answers the first outcome (200, `replayed`); refusals are 409 PARK_DAY_REFUSED.
 */
export function reserveParkDayApi(request: Request): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const body = await parseJsonBody(request, ReserveBody);
    const outcome = await refusals(async () =>
      reserveIncludedParkDay(await getDb(), { bookingId: booking.id, ...body }),
    );
    return json(
      { parkDay: await parkDayView(booking.id, outcome.parkDay), replayed: outcome.replayed },
      outcome.replayed ? 200 : 201,
      noStore,
    );
  });
}

/**
 * DELETE /api/v1/trips/current/park-days/{id}/: gives the park day back before the visit
 * (tickets voided, places back on sale). A day already given back answers 200, `replayed`.
 */
export function releaseParkDayApi(request: Request, id: string): Promise<Response> {
  return respond(request, async () => {
    const booking = await bookingOfToken(request);
    const outcome = await refusals(async () =>
      releaseIncludedParkDay(await getDb(), {
        bookingId: booking.id,
        parkDayId: id.slice(0, 100),
        actor: {
          id: 'guest',
          email: booking.guest?.email ?? '',
          role: 'guest',
          address: holderKeyOf(clientIp(request)),
        },
      }),
    );
    return json(
      { parkDay: await parkDayView(booking.id, outcome.parkDay), replayed: outcome.replayed },
      200,
      noStore,
    );
  });
}
