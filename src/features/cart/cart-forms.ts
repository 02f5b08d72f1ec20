import { z } from 'zod';
import type { ItemInput } from '@/domain/cart';
import { routing, type Locale } from '@/i18n/routing';

/** The choices of the cart's edit form (the product and open-ticket flag are the server's). */
export type ItemChoices = {
  visitDate: string | null;
  slotId: number | null;
  adults: number;
  children: number;
  infants: number;
  transportZoneId: number | null;
  food: boolean;
  photo: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A form value that must name a cart item; anything else is undefined (never reaches SQL). */
export function itemIdOf(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
}

export function localeOf(value: FormDataEntryValue | null): Locale {
  return (routing.locales as readonly string[]).includes(String(value))
    ? (value as Locale)
    : routing.defaultLocale;
}

/** A whole number from the form; NaN for anything else (the domain refuses it). */
function count(form: FormData, key: string): number {
  const raw = form.get(key);
  if (raw === null || raw === '') return 0;
  const n = Number(raw);
  return Number.isInteger(n) ? n : NaN;
}

function optionalId(form: FormData, key: string): number | null {
  const raw = form.get(key);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : -1;
}

const flag = (form: FormData, key: string) => form.get(key) === '1' || form.get(key) === 'on';

/**
 * Reads the edit form. Malformed values are kept malformed (NaN, -1, null) so that the domain
 * answers them with its own SPEC §8 message instead of the form guessing.
 */
export function readItemChoices(form: FormData): ItemChoices {
  const date = String(form.get('visitDate') ?? '');
  return {
    visitDate: ISO_DATE.test(date) ? date : null,
    slotId: optionalId(form, 'slotId'),
    adults: count(form, 'adults'),
    children: count(form, 'children'),
    infants: count(form, 'infants'),
    transportZoneId: optionalId(form, 'transportZoneId'),
    food: flag(form, 'food'),
    photo: flag(form, 'photo'),
  };
}

/** What the cart page says after a redirect (remove, renew, a refused change). */
export type CartNotice =
  | { kind: 'removed'; productId: number; alsoProductIds: number[] }
  | { kind: 'renewed'; unavailable: number; capped: number }
  | { kind: 'abandoned' }
  | { kind: 'restored' }
  | { kind: 'error'; code: string };

/** The query string of a notice (after the cart's path). */
export function noticeQuery(notice: CartNotice): string {
  const params = new URLSearchParams();
  if (notice.kind === 'removed') {
    params.set('removed', String(notice.productId));
    if (notice.alsoProductIds.length) params.set('also', notice.alsoProductIds.join(','));
  } else if (notice.kind === 'renewed') {
    params.set('renewed', '1');
    if (notice.unavailable > 0) params.set('unavailable', String(notice.unavailable));
    if (notice.capped > 0) params.set('capped', String(notice.capped));
  } else if (notice.kind === 'abandoned') {
    params.set('abandoned', '1');
  } else if (notice.kind === 'restored') {
    params.set('restored', '1');
  } else {
    params.set('error', notice.code);
  }
  return `?${params.toString()}`;
}

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;
const positive = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The notice named by the cart page's query, if it is well formed. */
export function readNotice(query: Query): CartNotice | undefined {
  const error = one(query.error);
  if (error && /^CART_[A-Z_]{2,40}$/.test(error)) return { kind: 'error', code: error };
  const removed = positive(one(query.removed));
  if (removed) {
    const also = (one(query.also) ?? '')
      .split(',')
      .slice(0, 5)
      .map((v) => positive(v))
      .filter((v): v is number => v !== undefined);
    return { kind: 'removed', productId: removed, alsoProductIds: also };
  }
  if (one(query.renewed) === '1')
    return {
      kind: 'renewed',
      unavailable: positive(one(query.unavailable)) ?? 0,
      capped: positive(one(query.capped)) ?? 0,
    };
  if (one(query.abandoned) === '1') return { kind: 'abandoned' };
  if (one(query.restored) === '1') return { kind: 'restored' };
  return undefined;
}

/** How long the cart offers to undo a removal. */
export const UNDO_SECONDS = 120;
/** The HttpOnly cookie that remembers the last removal for that while. */
export const UNDO_COOKIE = 'cart_undo';

/** A removed item as it was: enough to add it again, complements included. */
export type RemovedItem = ItemInput & { complementIds: number[] };

const id = z.number().int().positive();
const removedItems = z
  .array(
    z.strictObject({
      productId: id,
      visitDate: z.string().regex(ISO_DATE).nullable(),
      openTicket: z.boolean(),
      slotId: id.nullable(),
      adults: z.number().int().min(0).max(99),
      children: z.number().int().min(0).max(99),
      infants: z.number().int().min(0).max(99),
      transportZoneId: id.nullable(),
      food: z.boolean(),
      photo: z.boolean(),
      complementIds: z.array(id).max(20),
    }),
  )
  .min(1)
  .max(5);

/** The undo cookie's value (base64url JSON): admissions first, so activities find theirs. */
export function encodeUndo(items: RemovedItem[]): string {
  return Buffer.from(JSON.stringify(items)).toString('base64url');
}

/**
 * The items an undo cookie names, or none when it is missing, malformed or tampered with. Its
 * items only go back through addToCart, which checks and prices them as any new item.
 */
export function decodeUndo(raw: string | undefined): RemovedItem[] {
  if (!raw || raw.length > 4096) return [];
  try {
    const parsed = removedItems.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString()));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
