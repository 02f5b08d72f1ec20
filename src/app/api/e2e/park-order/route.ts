import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isValidEmail } from '@/lib/email';
import { getDb } from '@/server';
import { readCart } from '@/domain/cart';
import { enqueueParkOrderEmail, issueTicketsForCart } from '@/domain/tickets';
import { currentCartId } from '@/features/cart/cart-session';
import { env } from '@/lib/env';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): does for the caller's cart what
 * a captured payment does for the tickets (issue them and queue the confirmation email), so
 * the e-ticket journey need not pay. The order is a made-up id; no money, no order row. A
 * 404 everywhere else.
 */
const body = z.object({
  locale: z.enum(['es', 'en', 'pt']).default('es'),
  // The site's one email rule: whatever the checkout accepted is sent.
  email: z.string().refine(isValidEmail),
  buyerName: z.string().min(1).max(100).default('Ana Test'),
});

export async function POST(request: Request) {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const cartId = await currentCartId();
  if (!cartId) return Response.json({ error: 'no cart' }, { status: 400 });
  const { locale, email, buyerName } = parsed.data;
  const orderId = randomUUID();
  const reference = `XP-${orderId.slice(0, 8).toUpperCase()}`;
  const db = await getDb();
  // The cart's total in US dollars stands for what the payment would have charged.
  const totalMinor = (await readCart(db, cartId))?.totalUsdCents ?? 0;
  const { count } = await db.transaction(async (tx) => {
    const issued = await issueTicketsForCart(tx, { orderId, cartId, purchasedAt: new Date() });
    await enqueueParkOrderEmail(tx, {
      orderId,
      reference,
      accessUrl: `${env().BASE_URL}/${locale}/`,
      locale,
      email,
      buyerName,
      cartId,
      currencyIso: 'USD',
      totalMinor,
    });
    return issued;
  });
  return Response.json({ orderId, reference, count });
}
