import 'server-only';
import { z } from 'zod';
import {
  applyParkDateChange,
  ParkDateChangeRefused,
  ParkDifferenceChanged,
  quoteParkDateChange,
} from '@/domain/manage';
import { ApiError, json, parseJsonBody } from '@/lib/json-api';
import { getDb, paymentProviders } from '@/server';
import { noStore, respond, tripOfToken } from './api';

/**
 * Moving a park visit over HTTP (issue 15), as the hotel date change: a quote that changes
 * nothing, then the change carrying the difference it was shown and its own request id.
 */

const Move = {
  itemId: z.string().min(1).max(100),
  visitDate: z.iso.date(),
  slotId: z.number().int().positive().optional(),
};
const QuoteBody = z.object(Move);
const ChangeBody = z.object({
  ...Move,
  requestId: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/),
  expectedDifferenceMinor: z.number().int(),
});

/** The link's park order (a visit's date concerns nothing else). */
async function orderOfToken(request: Request) {
  const { trip } = await tripOfToken(request);
  if (trip.kind !== 'order') throw new ParkDateChangeRefused('NOT_PAID');
  return trip.order;
}

/**
 * POST /api/v1/trips/current/park-date-quote/ {itemId, visitDate, slotId?}: what moving the
 * visit would cost (the difference, the refund or what to pay), nothing changed.
 */
export function quoteParkDate(request: Request): Promise<Response> {
  return respond(request, async () => {
    const order = await orderOfToken(request);
    const body = await parseJsonBody(request, QuoteBody);
    const quote = await quoteParkDateChange(await getDb(), order.reference, body);
    if (!quote.ok) throw new ParkDateChangeRefused(quote.reason);
    return json(quote, 200, noStore);
  });
}

/**
 * POST /api/v1/trips/current/park-date-changes/ {itemId, visitDate, slotId?, requestId,
 * expectedDifferenceMinor}: moves the visit as quoted. The same request id again answers the
 * first outcome (200, `replayed`); another difference than the quoted one is refused (409).
 */
export function applyParkDate(request: Request): Promise<Response> {
  return respond(request, async () => {
    const order = await orderOfToken(request);
    const body = await parseJsonBody(request, ChangeBody);
    try {
      const outcome = await applyParkDateChange(await getDb(), paymentProviders(), {
        reference: order.reference,
        itemId: body.itemId,
        visitDate: body.visitDate,
        slotId: body.slotId,
        requestId: body.requestId,
        expectedDifferenceMinor: body.expectedDifferenceMinor,
        actor: 'guest',
      });
      return json(
        {
          reference: outcome.reference,
          itemId: outcome.itemId,
          visitDate: outcome.visitDate,
          slotId: outcome.slotId,
          currencyIso: outcome.currencyIso,
          differenceMinor: outcome.differenceMinor,
          refundMinor: outcome.refundMinor,
          refundStatus: outcome.refund?.status ?? null,
          replayed: outcome.replayed,
        },
        outcome.replayed ? 200 : 201,
        noStore,
      );
    } catch (error) {
      if (error instanceof ParkDifferenceChanged)
        throw new ApiError(409, 'DIFFERENCE_CHANGED', {
          expectedDifferenceMinor: body.expectedDifferenceMinor,
          differenceMinor: error.quote.ok ? error.quote.differenceMinor : null,
        });
      throw error;
    }
  });
}
