import 'server-only';
import { z } from 'zod';
import {
  applyParkDateChange,
  parkChangePaymentState,
  ParkDateChangeRefused,
  quoteParkDateChange,
  startParkDateChangePayment,
} from '@/domain/manage';
import { defaultLocale } from '@/i18n/paths';
import { ApiError, json, parseJsonBody } from '@/lib/json-api';
import { getDb, paymentProviders } from '@/server';
import {
  differenceChanged,
  manageReturnUrl,
  noStore,
  paymentOpened,
  respond,
  tripOfToken,
} from './api';
import { settleParkChangePayment } from './settle-change-payment';
import { requestIdSchema } from '@/lib/request-id';

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
  requestId: requestIdSchema,
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
      throw differenceChanged(error, body.expectedDifferenceMinor);
    }
  });
}

const PayBody = z.object({
  ...Move,
  requestId: requestIdSchema,
  expectedDifferenceMinor: z.number().int().positive(),
  /** The language of the provider's page and of the manage page it returns to. */
  locale: z.enum(['es', 'en', 'pt']).optional(),
});

/**
 * POST /api/v1/trips/current/park-date-change-payments/ {itemId, visitDate, slotId?,
 * requestId, expectedDifferenceMinor, locale?}: a visit's dearer date as quoted (decision
 * 0036). The new date's places are held and the difference's payment opened; the answer
 * carries the provider's page (`redirectUrl`) and the payment's key. The capture moves the
 * visit (webhook or the guest's return); the same request id again answers the same payment
 * (200, `replayed`); another difference than the quoted one is refused (409).
 */
export function payParkDate(request: Request): Promise<Response> {
  return respond(request, async () => {
    const order = await orderOfToken(request);
    const body = await parseJsonBody(request, PayBody);
    const locale = body.locale ?? defaultLocale;
    try {
      const started = await startParkDateChangePayment(await getDb(), paymentProviders(), {
        reference: order.reference,
        itemId: body.itemId,
        visitDate: body.visitDate,
        slotId: body.slotId,
        requestId: body.requestId,
        expectedDifferenceMinor: body.expectedDifferenceMinor,
        actor: 'guest',
        locale,
        returnUrl: (attemptKey) =>
          manageReturnUrl(request, locale, { item: body.itemId, parkPayment: attemptKey }),
      });
      return paymentOpened(started, {
        itemId: started.itemId,
        visitDate: started.visitDate,
        slotId: started.slotId,
      });
    } catch (error) {
      throw differenceChanged(error, body.expectedDifferenceMinor);
    }
  });
}

/**
 * GET /api/v1/trips/current/park-date-change-payments/{key}/: where a visit's difference
 * payment stands, after asking the provider (the same settlement as the guest's return):
 * held (waiting), applied (the visit moved) or released (not paid; the visit kept its date).
 */
export function parkChangePayment(request: Request, key: string): Promise<Response> {
  return respond(request, async () => {
    const order = await orderOfToken(request);
    const db = await getDb();
    const found = (await parkChangePaymentState(db, order.id, key.slice(0, 120)))
      ? await settleParkChangePayment(order.id, key.slice(0, 120))
      : undefined;
    if (!found) throw new ApiError(404, 'PAYMENT_NOT_FOUND');
    return json(
      {
        state: found.state,
        itemId: found.itemId,
        payMinor: found.payMinor,
        visitDate: found.visitDate,
      },
      200,
      noStore,
    );
  });
}
