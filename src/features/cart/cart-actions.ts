'use server';

import { refresh } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/server';
import {
  addToCart,
  CartError,
  readCart,
  removeCartItem,
  renewCartHold,
  setComplement,
  updateCartItem,
  cartMessageValues,
} from '@/domain/cart';
import { abandonCartCheckout, OrderError } from '@/domain/orders';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { clientIpFromHeaders, holderKeyOf } from '@/lib/http';
import {
  decodeUndo,
  encodeUndo,
  itemIdOf,
  localeOf,
  noticeQuery,
  readItemChoices,
  UNDO_COOKIE,
  UNDO_SECONDS,
  type CartNotice,
  type RemovedItem,
} from './cart-forms';
import { currentCartId, rememberCart } from './cart-session';

/*
 * The cart page's mutations. Every one acts on the cart named by the visitor's HttpOnly
 * cookie, never on an id from the form: an item id from the form is only looked for inside
 * that cart (the domain functions take the cookie's cart id), so nobody edits another's cart.
 * Next.js refuses a server action posted from another origin (CSRF).
 */

const cartPath = (locale: Locale, notice?: CartNotice) =>
  getPathname({ locale, href: '/cart' }) + (notice ? noticeQuery(notice) : '');

const translatedError = async (locale: Locale, error: CartError) => {
  const t = await getTranslations({ locale, namespace: 'cartErrors' });
  return t(error.code, {
    ...cartMessageValues,
    ...(error.detail as Record<string, string | number> | undefined),
  });
};

export type EditItemState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; at: number }
  | { status: 'error'; message: string; at: number; values: Record<string, string> };

/**
 * Changes an item's date, schedule, people, transport, food or photo (`updateCartItem`:
 * its old places go back and the new ones are taken at once). A refusal comes back as the
 * SPEC §8 message, with what the visitor chose kept in the form.
 */
export async function updateItemAction(
  _previous: EditItemState,
  form: FormData,
): Promise<EditItemState> {
  const locale = localeOf(form.get('locale'));
  const values = Object.fromEntries(
    [...form.entries()]
      .filter(([k, v]) => typeof v === 'string' && !k.startsWith('$'))
      .map(([k, v]) => [k, String(v).slice(0, 40)]),
  );
  const fail = async (error: CartError): Promise<EditItemState> => ({
    status: 'error',
    message: await translatedError(locale, error),
    at: Date.now(),
    values,
  });
  const cartId = await currentCartId();
  const itemId = itemIdOf(form.get('itemId'));
  if (!cartId || !itemId) return fail(new CartError('CART_ITEM_NOT_FOUND'));
  const db = await getDb();
  // The product and the open-ticket flag are the stored item's, whatever the form says.
  const item = (await readCart(db, cartId))?.items.find((i) => i.id === itemId);
  if (!item) return fail(new CartError('CART_ITEM_NOT_FOUND'));
  const choices = readItemChoices(form);
  try {
    await updateCartItem(
      db,
      cartId,
      itemId,
      {
        ...choices,
        productId: item.product.id,
        openTicket: item.openTicket,
        visitDate: item.openTicket ? null : choices.visitDate,
        slotId: item.openTicket ? null : choices.slotId,
      },
      { holdMinutes: env().CART_HOLD_MINUTES },
    );
  } catch (error) {
    if (error instanceof CartError) return fail(error);
    throw error;
  }
  refresh();
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { status: 'saved', message: t('saved'), at: Date.now() };
}

/**
 * Removes an item, and the activities that needed its admission with it (`removeCartItem`);
 * the page then says what left.
 */
export async function removeItemAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  const cartId = await currentCartId();
  const itemId = itemIdOf(form.get('itemId'));
  if (!cartId || !itemId)
    redirect(cartPath(locale, { kind: 'error', code: 'CART_ITEM_NOT_FOUND' }));
  const db = await getDb();
  const before = await readCart(db, cartId);
  let removed: string[];
  try {
    ({ removed } = await removeCartItem(db, cartId, itemId));
  } catch (error) {
    if (error instanceof CartError) redirect(cartPath(locale, { kind: 'error', code: error.code }));
    throw error;
  }
  const productOf = (id: string) => before?.items.find((i) => i.id === id)?.product.id ?? 0;
  // What left, as it was, for an undo: admissions first, so that activities find theirs again.
  const gone: RemovedItem[] = (before?.items ?? [])
    .filter((i) => removed.includes(i.id))
    .sort(
      (a, b) =>
        Number(a.product.requiresAdmission !== null) - Number(b.product.requiresAdmission !== null),
    )
    .map((i) => ({
      productId: i.product.id,
      visitDate: i.visitDate,
      openTicket: i.openTicket,
      slotId: i.slot?.id ?? null,
      adults: i.adults,
      children: i.children,
      infants: i.infants,
      transportZoneId: i.transportZone?.id ?? null,
      food: i.food,
      photo: i.photo,
      complementIds: i.complements.filter((c) => c.hasBeenAdded).map((c) => c.id),
    }));
  if (gone.length > 0)
    (await cookies()).set(UNDO_COOKIE, encodeUndo(gone), {
      httpOnly: true,
      sameSite: 'lax',
      secure: env().isHttps,
      path: '/',
      maxAge: UNDO_SECONDS,
    });
  redirect(
    cartPath(locale, {
      kind: 'removed',
      productId: productOf(itemId),
      alsoProductIds: removed.filter((id) => id !== itemId).map(productOf),
    }),
  );
}

/**
 * Undoes the last removal (within UNDO_SECONDS): its items go back into the cart with the
 * same choices and complements, through addToCart like any new item, so the places must still
 * be free and today's price applies. A refusal says why, as for any add.
 */
export async function undoRemoveAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  const jar = await cookies();
  const items = decodeUndo(jar.get(UNDO_COOKIE)?.value);
  jar.delete(UNDO_COOKIE);
  if (items.length === 0)
    redirect(cartPath(locale, { kind: 'error', code: 'CART_ITEM_NOT_FOUND' }));
  const db = await getDb();
  const holderKey = holderKeyOf(clientIpFromHeaders(await headers()));
  let cartId = await currentCartId();
  try {
    for (const { complementIds, ...input } of items) {
      const added = await addToCart(db, cartId, input, {
        holdMinutes: env().CART_HOLD_MINUTES,
        holderKey,
      });
      if (cartId !== added.cartId) await rememberCart(added.cartId);
      cartId = added.cartId;
      for (const complementId of complementIds)
        await setComplement(db, cartId, added.itemId, complementId, true);
    }
  } catch (error) {
    if (error instanceof CartError) redirect(cartPath(locale, { kind: 'error', code: error.code }));
    throw error;
  }
  redirect(cartPath(locale, { kind: 'restored' }));
}

/** SPEC §3/§4: adds a complement to an item (hasBeenAdded true) or takes it off again. */
export async function toggleComplementAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  const cartId = await currentCartId();
  const itemId = itemIdOf(form.get('itemId'));
  const complementId = Number(form.get('complementId'));
  if (!cartId || !itemId)
    redirect(cartPath(locale, { kind: 'error', code: 'CART_ITEM_NOT_FOUND' }));
  if (!Number.isInteger(complementId) || complementId <= 0)
    redirect(cartPath(locale, { kind: 'error', code: 'CART_UNKNOWN_OPTION' }));
  try {
    await setComplement(await getDb(), cartId, itemId, complementId, form.get('added') === '1');
  } catch (error) {
    if (error instanceof CartError) redirect(cartPath(locale, { kind: 'error', code: error.code }));
    throw error;
  }
  refresh();
}

/** Holds every dated item for another CART_HOLD_MINUTES; says how many could not be re-held. */
export async function renewHoldAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  const cartId = await currentCartId();
  if (!cartId) redirect(cartPath(locale));
  let unavailable: number;
  let capped: number;
  try {
    ({ unavailable, capped } = await renewCartHold(await getDb(), cartId, {
      holdMinutes: env().CART_HOLD_MINUTES,
    }));
  } catch (error) {
    if (error instanceof CartError) redirect(cartPath(locale, { kind: 'error', code: error.code }));
    throw error;
  }
  redirect(cartPath(locale, { kind: 'renewed', unavailable, capped }));
}

/**
 * Gives up the payment under way for the cart (the cart is frozen while it lasts), so that the
 * visitor can change the cart; a payment already authorized is being captured and stays.
 */
export async function abandonCheckoutAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  const cartId = await currentCartId();
  if (!cartId) redirect(cartPath(locale));
  try {
    await abandonCartCheckout(await getDb(), cartId);
  } catch (error) {
    if (error instanceof OrderError && error.code === 'PAYMENT_IN_PROGRESS')
      redirect(cartPath(locale, { kind: 'error', code: 'CART_PAYMENT_CAPTURING' }));
    if (error instanceof OrderError && error.code === 'CART_EMPTY') redirect(cartPath(locale));
    throw error;
  }
  redirect(cartPath(locale, { kind: 'abandoned' }));
}
