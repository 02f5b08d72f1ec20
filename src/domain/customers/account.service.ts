import { listBookingsOf, type BookingView } from '@/domain/stays';
import type { Db } from '@/db/client';

/** What the account area shows of a customer's hotel bookings (only their own). */
export async function customerBookings(db: Db, userId: string): Promise<BookingView[]> {
  return listBookingsOf(db, userId);
}

/**
 * PARK ORDERS — placeholder until the orders context (issue of the park checkout, helper A)
 * is merged: it returns the customer's park orders with their tickets. Replace the body with
 * a call to the orders context's "orders of a user" query; the account page already renders
 * whatever this returns.
 */
export type CustomerOrder = {
  id: string;
  reference: string;
  createdAt: Date;
  status: string;
  totalMinor: number;
  currencyIso: string;
  tickets: { id: string; productName: string; visitDate: string | null; href: string }[];
};
export async function customerOrders(_db: Db, _userId: string): Promise<CustomerOrder[]> {
  return [];
}
