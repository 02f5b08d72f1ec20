import { z } from 'zod';
import { isValidEmail } from '@/lib/email';
import {
  UndeliverableError,
  type DeliveryContext,
  type Mailer,
  type ParkOrderEmailPayload,
} from '@/domain/outbox';
import { chargeLines, readCart, ticketsForOrder } from '@/domain/cart';
import { paidInstallmentsOf, readOrderForSystem, receiptOf } from '@/domain/orders';
import { findCurrency } from '@/domain/pricing';
import { receiptAttachments } from '../documents/receipt-pdf';
import { renderTicketsPdf } from '../documents/tickets-pdf';
import { catalogueLocale } from '@/i18n/translator';
import { renderParkOrderConfirmed } from './park-order.template';
import { issueManageLink, linkExpiry, tripContact } from '@/domain/manage';
import { manageUrl } from './manage-link.handler';
import { parkTaxes } from '@/domain/taxes';
import { resortToday } from '@/lib/dates';
import { taxSection } from './fiscal-sections';
import { locales } from '@/i18n/paths';
import { productName } from '@/domain/catalog';

/** The payload as JSON brings it back from the outbox: checked, never trusted. */
const payloadSchema = z.object({
  orderId: z.string().min(1).max(100),
  reference: z.string().min(1).max(40),
  accessUrl: z.url(),
  locale: z.enum(locales),
  // The site's one email rule: whatever the checkout accepted is sent.
  email: z.string().refine(isValidEmail),
  buyerName: z.string().min(1).max(200),
  cartId: z.string().max(100),
  currencyIso: z.string().length(3),
  totalMinor: z.number().int().nonnegative(),
});

/**
 * The outbox handler of 'park-order-confirmed': reads the order's tickets (issued in the same
 * transaction that queued this message), renders their PDF and the email, and sends it. The
 * PDF is made at send time rather than stored in the payload: the outbox row stays small and
 * a retry sends the same tickets. An order without tickets will not improve with retries.
 */
export function parkOrderConfirmedHandler({
  mailer,
  baseUrl,
}: {
  mailer: Mailer;
  /** Without it (older callers, tests) the email links to the confirmation page only. */
  baseUrl?: string;
}) {
  return async (payload: ParkOrderEmailPayload, { db, now }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid park order payload');
    const order = parsed.data;
    const tickets = await ticketsForOrder(db, order.orderId);
    if (tickets.length === 0)
      throw new UndeliverableError(`Order ${order.reference} has no tickets`);
    const currency = await findCurrency(db, order.currencyIso);
    if (!currency) throw new Error(`Unknown currency ${order.currencyIso}`);
    const locale = catalogueLocale(order.locale);
    const pdf = await renderTicketsPdf(tickets, locale, {
      orderReference: order.reference,
      holderName: order.buyerName,
    });
    // The lines of what was bought, split from the total charged (they add up to it).
    const cart = await readCart(db, order.cartId, now, { includeSold: true });
    const lines = cart && chargeLines(cart, order.totalMinor);
    const names = (cart?.items ?? [])
      .filter((i) => cart!.packageItemIds.includes(i.id))
      .map((i) => productName(i.product, locale));
    const taxes = await parkTaxes(db, {
      items: (cart?.items ?? []).map((i) => ({
        productCode: i.product.code,
        weight: i.total.totalUsdCents,
      })),
      totalMinor: order.totalMinor,
      currencyIso: order.currencyIso,
      date: resortToday(tickets[0]?.createdAt ?? now),
    });
    const paid = await readOrderForSystem(db, order.reference);
    const plan = paid ? await paidInstallmentsOf(db, paid) : null;
    // The email's own manage link opens the order on any device (issue 15): made now, so the
    // token is never stored anywhere but in the email (its hash in manage_links).
    const trip = baseUrl ? await tripContact(db, order.reference) : undefined;
    const manage =
      baseUrl && trip
        ? manageUrl(
            baseUrl,
            order.locale,
            await issueManageLink(db, trip, {
              origin: 'confirmation',
              expiresAt: linkExpiry('confirmation', trip.tripEnds, now),
            }),
          )
        : undefined;
    await mailer.send(
      renderParkOrderConfirmed(order, tickets, {
        manageUrl: manage,
        policies: Object.fromEntries(
          (cart?.items ?? []).map((i) => [
            i.id,
            { changeFreeHours: i.product.changeFreeHours, refundDays: i.product.refundDays },
          ]),
        ),
        currencyDecimals: currency.decimals,
        pdf,
        now,
        plan,
        sections: [taxSection(taxes, currency.decimals, locale)],
        attachments: await receiptAttachments(await receiptOf(db, order.reference)),
        charges: lines && {
          items: Object.fromEntries(lines.items.map((l) => [l.id, l.minor])),
          discount:
            lines.discountMinor > 0
              ? { minor: lines.discountMinor, percent: cart!.packagePercent, names }
              : undefined,
        },
      }),
    );
  };
}
