import 'server-only';
import { z } from 'zod';
import { issuedTickets, voidItemTickets } from '@/domain/tickets';
import { getDb } from '@/server';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): the tickets of an order made by
 * /api/e2e/park-order/ (their codes and the tokens their QR codes carry), and with
 * `void: true` the order's tickets cancelled first, so the gate journey can show each answer.
 * A 404 everywhere else.
 */
const body = z.object({ orderId: z.string().min(1).max(100), void: z.boolean().default(false) });

export async function orderTicketsForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const db = await getDb();
  const { orderId } = parsed.data;
  if (parsed.data.void) {
    // What a cancellation does to them (issue 15's rule, the one place tickets are voided).
    const items = (await issuedTickets(db, orderId)).map((t) => t.cartItemId);
    const itemIds = [...new Set(items.filter((id): id is string => id !== null))];
    await db.transaction((tx) => voidItemTickets(tx, orderId, itemIds));
  }
  const tickets = await issuedTickets(db, orderId);
  return Response.json({
    tickets: tickets.map((t) => ({
      code: t.code,
      token: t.token,
      product: t.product.code,
      visitDate: t.visitDate,
      status: t.status,
    })),
  });
}
