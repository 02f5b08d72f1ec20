import type { Db } from '@/db/client';
import { chargeLines, readCart } from '@/domain/cart';
import { listCurrencies } from '@/domain/pricing';
import { readBookingForSystem, resortToday, stayNights } from '@/domain/stays';
import { parkTaxes, stayTaxes, type TaxBreakdown } from '@/domain/taxes';
import type { Locale } from '@/i18n/paths';
import { balanceOfOrder, capturedPaymentsOf } from './balance.repo';
import { bookingPending } from './pending.rules';
import { readOrderForSystem, type AttemptView } from './reads.service';
import { refundsOf } from './refunds.repo';
import { DATE_CHANGE_REFUND } from './refunds.service';

/** One line of what an order bought, in the currency it was charged in. */
export type ReceiptLine =
  | {
      kind: 'park';
      name: { es: string; en: string };
      visitDate: string | null;
      adults: number;
      children: number;
      infants: number;
      minor: number;
    }
  | {
      kind: 'stay';
      hotelName: string;
      rooms: Record<Locale, string>[];
      checkIn: string;
      checkOut: string;
      nights: number;
      minor: number;
    };

/**
 * What a paid order's receipt says (issue 20): what was bought (each line in the currency
 * charged, split from the total so the lines less the discount make it to the unit), the
 * payment, what was refunded, the balance and the tax breakdown. Data only: the receipt's
 * words are the document's (integrations/documents).
 */
export type Receipt = {
  reference: string;
  kind: 'hotel' | 'park';
  locale: string;
  buyer: { name: string; email: string };
  currency: { iso: string; decimals: number };
  paidAt: Date;
  lines: ReceiptLine[];
  discountMinor: number;
  totalMinor: number;
  payment: Pick<AttemptView, 'method' | 'plan' | 'card'> & { amountMinor: number; at: Date };
  /**
   * Every payment that took money, oldest first (issue 20): one for an order paid at once; a
   * deposit booking's deposit, then its balance once charged.
   */
  payments: {
    kind: 'sale' | 'balance' | 'date-change';
    amountMinor: number;
    at: Date;
    card: { brand: string; last4: string } | null;
  }[];
  /** Still to pay (SPEC §3 pending amount) and when: a deposit booking's unpaid balance. */
  pending: { amountMinor: number; dueAt: Date | null } | null;
  /** The refunds given back (or being given back), oldest first. */
  refunds: { at: Date; amountMinor: number }[];
  refundedMinor: number;
  /** Paid less refunded. */
  balanceMinor: number;
  taxes: TaxBreakdown;
};

/** The receipt of a paid order, for the back end's own work (its PDF, its email). */
export async function receiptOf(db: Db, reference: string): Promise<Receipt | undefined> {
  const order = await readOrderForSystem(db, reference);
  if (!order || !order.paidAt || (order.status !== 'paid' && order.status !== 'refunded'))
    return undefined;
  const currency = (await listCurrencies(db)).find((c) => c.iso === order.currencyIso);
  if (!currency) throw new Error(`Unknown currency ${order.currencyIso}`);
  const date = resortToday(order.paidAt);
  let lines: ReceiptLine[];
  let discountMinor = 0;
  let taxes: TaxBreakdown;
  let bookingStatus: Parameters<typeof bookingPending>[0]['status'] | null = null;
  if (order.kind === 'hotel') {
    const booking = await readBookingForSystem(db, order.bookingId!);
    if (!booking) throw new Error(`Order ${order.reference} has no booking`);
    bookingStatus = booking.status;
    const nights = stayNights(booking.checkIn, booking.checkOut).length;
    lines = [
      {
        kind: 'stay',
        hotelName: booking.hotelName,
        rooms: booking.rooms.map((r) => r.roomTypeName),
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        nights,
        minor: order.amountMinor,
      },
    ];
    taxes = await stayTaxes(db, {
      hotelCode: booking.hotelCode,
      totalMinor: order.amountMinor,
      currencyIso: order.currencyIso,
      roomNights: booking.rooms.length * nights,
      date,
    });
  } else {
    const cart = await readCart(db, order.cartId!, order.paidAt, { includeSold: true });
    if (!cart) throw new Error(`Order ${order.reference} has no cart`);
    const charged = chargeLines(cart, order.amountMinor);
    discountMinor = charged.discountMinor;
    lines = cart.items.map((item) => ({
      kind: 'park',
      name: item.product.name,
      visitDate: item.openTicket ? null : item.visitDate,
      adults: item.adults,
      children: item.children,
      infants: item.infants,
      minor: charged.items.find((l) => l.id === item.id)!.minor,
    }));
    taxes = await parkTaxes(db, {
      items: cart.items.map((i) => ({
        productCode: i.product.code,
        weight: i.total.totalUsdCents,
      })),
      totalMinor: order.amountMinor,
      currencyIso: order.currencyIso,
      date,
    });
  }
  // The refund ledger (issue 15); a sale refused and refunded whole by the checkout is too.
  const ledger = (await refundsOf(db, order.id))
    .filter((r) => r.status !== 'failed')
    .map((r) => ({ at: r.createdAt, amountMinor: r.amountMinor }));
  const refunds =
    ledger.length === 0 && order.status === 'refunded'
      ? [{ at: order.paidAt, amountMinor: order.amountMinor }]
      : ledger;
  const refundedMinor = refunds.reduce((sum, r) => sum + r.amountMinor, 0);
  const [captured, balance] = await Promise.all([
    capturedPaymentsOf(db, order.id),
    balanceOfOrder(db, order.id),
  ]);
  const payments = captured.map((p) => ({
    kind: p.purpose,
    amountMinor: p.amountMinor,
    at: p.purpose === 'sale' ? order.paidAt! : (balance?.paidAt ?? p.updatedAt),
    card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
  }));
  const paidMinor =
    payments.length > 0 ? payments.reduce((sum, p) => sum + p.amountMinor, 0) : order.amountMinor;
  // A date change's refund lowered the price itself: it is not owed back (issue 15's change).
  const changeRefundedMinor = (await refundsOf(db, order.id))
    .filter((r) => r.status !== 'failed' && r.reason === DATE_CHANGE_REFUND)
    .reduce((sum, r) => sum + r.amountMinor, 0);
  // SPEC §3 pending amount, through the one mapping every view uses (bookingPending).
  const pending = bookingStatus
    ? bookingPending(
        { status: bookingStatus, totalMinor: order.amountMinor },
        {
          totalMinor: order.amountMinor,
          paidMinor,
          refundedMinor,
          changeRefundedMinor,
          balanceDue: balance ?? null,
        },
      )
    : null;
  return {
    reference: order.reference,
    kind: order.kind,
    locale: order.locale,
    buyer: { name: order.buyer.name, email: order.buyer.email },
    currency: { iso: currency.iso, decimals: currency.decimals },
    paidAt: order.paidAt,
    lines,
    discountMinor,
    totalMinor: order.amountMinor,
    payment: {
      method: order.payment?.method ?? '',
      plan: order.payment?.plan ?? { kind: 'full' },
      card: order.payment?.card ?? null,
      amountMinor: payments[0]?.amountMinor ?? order.amountMinor,
      at: order.paidAt,
    },
    payments,
    pending,
    refunds,
    refundedMinor,
    balanceMinor: paidMinor - refundedMinor,
    taxes,
  };
}
