'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/server';
import {
  addToCart,
  cartMessageValues,
  CartError,
  readCart,
  type CartErrorCode,
} from '@/domain/cart';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { clientIpFromHeaders, holderKeyOf } from '@/lib/http';
import { currentCartId, rememberCart } from './cart-session';
import { parkLocale } from '@/i18n/paths';

/** What the product page's widget shows after "add to cart" (the modal, or a message). */
export type AddToCartState =
  | { status: 'idle' }
  | {
      status: 'added';
      /** Changes with every add, so the modal opens again for a second add. */
      itemId: string;
      itemCount: number;
      /** ISO date, or null for an open ticket. */
      visitDate: string | null;
      transport: string | null;
      photo: boolean;
      food: string | null;
      message: string;
    }
  | { status: 'error'; code: CartErrorCode; message: string };

const int = (form: FormData, key: string) => {
  const n = Number(form.get(key) ?? 0);
  return Number.isFinite(n) ? Math.trunc(n) : NaN;
};
const optionalInt = (form: FormData, key: string) => {
  const raw = form.get(key);
  return raw === null || raw === '' ? null : int(form, key);
};
const flag = (form: FormData, key: string) => form.get(key) === '1' || form.get(key) === 'on';

/**
 * The booking widget's "add to cart" and "buy" (intent=buy goes on to the checkout). Every
 * rule is the server's (DESIGN §5); a refusal comes back as SPEC §8's message in the page's
 * language. Form fields: locale, productId, visitDate, openTicket, slotId, adults, children,
 * infants, transportZoneId, food, photo, intent.
 */
export async function addToCartAction(
  _previous: AddToCartState,
  form: FormData,
): Promise<AddToCartState> {
  const raw = String(form.get('locale') ?? '');
  const locale: Locale = (routing.locales as readonly string[]).includes(raw)
    ? (raw as Locale)
    : routing.defaultLocale;
  const t = await getTranslations({
    locale: parkLocale(locale),
    namespace: 'cartErrors',
  });
  const db = await getDb();
  const openTicket = flag(form, 'openTicket');
  let result;
  try {
    result = await addToCart(
      db,
      await currentCartId(),
      {
        productId: int(form, 'productId'),
        visitDate: openTicket ? null : String(form.get('visitDate') ?? '') || null,
        openTicket,
        slotId: optionalInt(form, 'slotId'),
        adults: int(form, 'adults'),
        children: int(form, 'children'),
        infants: int(form, 'infants'),
        transportZoneId: optionalInt(form, 'transportZoneId'),
        food: flag(form, 'food'),
        photo: flag(form, 'photo'),
      },
      {
        holdMinutes: env().CART_HOLD_MINUTES,
        holderKey: holderKeyOf(clientIpFromHeaders(await headers())),
        requestId: String(form.get('requestId') ?? '') || undefined,
      },
    );
  } catch (error) {
    if (error instanceof CartError)
      return {
        status: 'error',
        code: error.code,
        // Some messages take the error's detail ("up to {max} people").
        message: t(error.code, {
          ...cartMessageValues,
          ...(error.detail as Record<string, string | number> | undefined),
        }),
      };
    throw error;
  }
  await rememberCart(result.cartId);
  if (form.get('intent') === 'buy') redirect(getPathname({ locale, href: '/cart/checkout' }));
  const cart = await readCart(db, result.cartId);
  const item = cart?.items.find((i) => i.id === result.itemId);
  const lang = locale === 'es' ? 'es' : 'en';
  return {
    status: 'added',
    itemId: result.itemId,
    itemCount: cart?.items.length ?? 1,
    visitDate: item?.visitDate ?? null,
    transport: item?.transportZone?.name ?? null,
    photo: item?.photo ?? false,
    food: item?.food ? (item.product.foodAddOn?.name[lang] ?? null) : null,
    message: t('added'),
  };
}
