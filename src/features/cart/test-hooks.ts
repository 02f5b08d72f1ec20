import 'server-only';
import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { addToCart, CartError, issueTicketsForCart, readCart } from '@/domain/cart';
import { findProductById, listProducts } from '@/domain/catalog';
import { enqueueParkOrderEmail } from '@/domain/tickets';
import { isValidEmail } from '@/lib/email';
import { env } from '@/lib/env';
import { getDb } from '@/server';
import { currentCartId, rememberCart } from './cart-session';
import { locales } from '@/i18n/paths';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): adds a product to the cart of
 * the caller's cookie (creating it and setting the cookie), the way the product page's
 * "add to cart" does, so that the cart journeys need not drive the booking widget. Refusals
 * answer 422 with the SPEC §8 message in `locale`. A 404 everywhere else.
 */
const body = z.object({
  locale: z.enum(locales).default('es'),
  product: z.string().max(60),
  visitDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  openTicket: z.boolean().default(false),
  /** A slot code of the product; the first slot when absent. */
  schedule: z.string().max(10).optional(),
  adults: z.number().int().default(2),
  children: z.number().int().default(0),
  infants: z.number().int().default(0),
  /** A transport zone code of the product (CUN, PDC…), or none. */
  transport: z.string().max(10).nullable().default(null),
  food: z.boolean().default(false),
  photo: z.boolean().default(false),
});

export async function addToCartForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const input = parsed.data;
  const db = await getDb();
  const summary = (await listProducts(db)).find((p) => p.slug === input.product);
  const product = summary && (await findProductById(db, summary.id));
  if (!product) return Response.json({ error: 'unknown product' }, { status: 400 });
  const slot = input.schedule
    ? product.slots.find((s) => s.code === input.schedule)
    : product.slots[0];
  const zone = input.transport
    ? product.transportZones.find((z) => z.code === input.transport)
    : undefined;
  try {
    const { cartId, itemId } = await addToCart(
      db,
      await currentCartId(),
      {
        productId: product.id,
        visitDate: input.openTicket ? null : input.visitDate,
        openTicket: input.openTicket,
        slotId: input.openTicket ? null : (slot?.id ?? null),
        adults: input.adults,
        children: input.children,
        infants: input.infants,
        transportZoneId: zone ? zone.id : input.transport ? -1 : null,
        food: input.food,
        photo: input.photo,
      },
      { holdMinutes: env().CART_HOLD_MINUTES },
    );
    await rememberCart(cartId);
    return Response.json({ cartId, itemId });
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const t = await getTranslations({ locale: input.locale, namespace: 'cartErrors' });
    return Response.json(
      {
        error: {
          code: error.code,
          message: t(error.code, error.detail as Record<string, string | number> | undefined),
        },
      },
      { status: 422 },
    );
  }
}

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): does for the caller's cart what
 * a captured payment does for the tickets (issue them and queue the confirmation email), so
 * the e-ticket journey need not pay. The order is a made-up id; no money, no order row. A
 * 404 everywhere else.
 */
const orderBody = z.object({
  locale: z.enum(locales).default('es'),
  // The site's one email rule: whatever the checkout accepted is sent.
  email: z.string().refine(isValidEmail),
  buyerName: z.string().min(1).max(100).default('Ana Test'),
});

export async function issueTicketsForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = orderBody.safeParse(await request.json().catch(() => null));
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
