import {
  bookingMoney,
  bookingPending,
  latestOrderFor,
  parkOrdersOf,
  type BookingPending,
} from '@/domain/orders';
import { listBookingsOf, type BookingView } from '@/domain/stays';
import { ticketsForOrder } from '@/domain/cart';
import type { Db } from '@/db/client';
import type { Lang2 } from '@/db/schema/types';

/** The payment receipt of a paid order (issue 20): the PDF route lets its owner in. */
export const receiptHref = (orderReference: string) =>
  `/api/v1/orders/${encodeURIComponent(orderReference)}/receipt.pdf`;

/**
 * What the account area shows of a hotel booking: the booking, its paid order's receipt, and
 * what is still to pay on it (SPEC §3 pending amount: a deposit booking's balance until paid).
 */
export type CustomerBooking = BookingView & {
  receiptHref: string | null;
  pending: BookingPending | null;
};

/** What the account area shows of a customer's hotel bookings (only their own). */
export async function customerBookings(db: Db, userId: string): Promise<CustomerBooking[]> {
  const bookings = await listBookingsOf(db, userId);
  return Promise.all(
    bookings.map(async (booking) => {
      const order =
        booking.status === 'held' ? undefined : await latestOrderFor(db, { bookingId: booking.id });
      const paid = order && (order.status === 'paid' || order.status === 'refunded');
      const money = booking.status === 'confirmed' ? await bookingMoney(db, booking.id) : undefined;
      return {
        ...booking,
        receiptHref: paid ? receiptHref(order.reference) : null,
        pending: bookingPending(booking, money),
      };
    }),
  );
}

/** What the account area shows of a customer's paid park order: its e-tickets, with the PDF. */
export type CustomerOrder = {
  id: string;
  reference: string;
  createdAt: Date;
  status: string;
  totalMinor: number;
  currencyIso: string;
  tickets: { id: string; productName: Lang2; visitDate: string | null; href: string }[];
  receiptHref: string;
};

/** The customer's paid park orders (only their own), each with its tickets. */
export async function customerOrders(db: Db, userId: string): Promise<CustomerOrder[]> {
  const orders = await parkOrdersOf(db, userId);
  return Promise.all(
    orders.map(async (order) => {
      // The PDF route lets the order's owner in through their session.
      const href = `/api/v1/orders/${encodeURIComponent(order.reference)}/tickets.pdf`;
      const tickets = await ticketsForOrder(db, order.id);
      return {
        id: order.id,
        reference: order.reference,
        createdAt: order.createdAt,
        status: order.status,
        totalMinor: order.amountMinor,
        currencyIso: order.currencyIso,
        receiptHref: receiptHref(order.reference),
        tickets: tickets.map((ticket) => ({
          id: ticket.id,
          productName: ticket.product.name,
          visitDate: ticket.visitDate,
          href,
        })),
      };
    }),
  );
}
