import { parkOrdersOf } from '@/domain/orders';
import { listBookingsOf, type BookingView } from '@/domain/stays';
import { ticketsForOrder } from '@/domain/cart';
import type { Db } from '@/db/client';
import type { Lang2 } from '@/db/schema/types';

/** What the account area shows of a customer's hotel bookings (only their own). */
export async function customerBookings(db: Db, userId: string): Promise<BookingView[]> {
  return listBookingsOf(db, userId);
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
