import 'server-only';
import { z } from 'zod';
import { balanceOfBooking, chargeDueBalances } from '@/domain/orders';
import { readBookingByReferenceForSystem } from '@/domain/stays';
import { getDb, paymentProviders } from '@/server';

const body = z.object({ reference: z.string().regex(/^XH-[A-Z0-9]{8}$/) });

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): runs the balance job for one
 * booking as if its balance's day had come (issue 20), and answers the balance's state and,
 * after a decline, its payment link (the guest reads it in the email). A 404 everywhere else.
 */
export async function runBalanceForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const db = await getDb();
  const booking = await readBookingByReferenceForSystem(db, parsed.data.reference);
  const before = booking && (await balanceOfBooking(db, booking.id));
  if (!booking || !before) return Response.json({ error: 'no balance' }, { status: 404 });
  const run = await chargeDueBalances(db, paymentProviders(), {
    now: before.dueAt,
    bookingId: booking.id,
  });
  const after = (await balanceOfBooking(db, booking.id))!;
  return Response.json({ run, status: after.status, linkUrl: after.linkUrl });
}
