'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  saveOffer,
  savePromoCode,
  setPromotionActive,
  type PromotionOutcome,
} from '@/domain/stays';
import { authorizeStaff, getDb, revalidateShopPages, type ShopChange } from '@/server';

const PAGE = '/admin/promotions/';

/** The form's text fields (the hotels' boxes are read apart). */
function fieldsOf(form: FormData): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [key, value] of form.entries())
    if (typeof value === 'string' && key !== 'hotels' && !key.startsWith('$'))
      fields[key] = value.slice(0, 100);
  return fields;
}

const hotelsOf = (form: FormData) =>
  form
    .getAll('hotels')
    .filter((v): v is string => typeof v === 'string')
    .slice(0, 20);

/**
 * Back to the list with the outcome; a refusal keeps the form open where it was. A change of
 * an automatic offer regenerates the cached shop pages that list the offers (`shop`); a
 * promotional code is shown on none of them (it is typed at the booking), so it regenerates
 * nothing.
 */
function done(outcome: PromotionOutcome, reopen: string, shop: ShopChange | null): never {
  revalidatePath(PAGE);
  if (outcome.ok && outcome.changed && shop) revalidateShopPages(shop);
  if (outcome.ok) redirect(`${PAGE}?outcome=${outcome.changed ? 'saved' : 'unchanged'}`);
  redirect(`${PAGE}?error=${outcome.code}&edit=${encodeURIComponent(reopen)}`);
}

/** Creates or changes a promotional code: the role first, then the domain's rules decide. */
export async function saveCodeAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('promotions:update');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  const original = form.get('original');
  const editing = typeof original === 'string' && original !== '' ? original : undefined;
  const outcome = await savePromoCode(
    await getDb(),
    check.actor,
    fieldsOf(form),
    hotelsOf(form),
    editing,
  );
  done(outcome, editing ? `code:${editing}` : 'new-code', null);
}

/** Creates or changes an automatic offer (early booking, long stay). */
export async function saveOfferAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('promotions:update');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  const raw = form.get('id');
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const outcome = await saveOffer(await getDb(), check.actor, fieldsOf(form), hotelsOf(form), id);
  done(outcome, id === undefined ? 'new-offer' : `offer:${id}`, 'offers');
}

/** Switches a code or an offer on or off from its row. */
export async function setActiveAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('promotions:update');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  const type = form.get('type');
  const key = String(form.get('key') ?? '');
  const active = form.get('active') === 'true';
  const target =
    type === 'code' && /^[A-Z0-9-]{3,20}$/.test(key)
      ? ({ type: 'code', code: key } as const)
      : type === 'offer' && /^\d{1,9}$/.test(key)
        ? ({ type: 'offer', id: Number(key) } as const)
        : undefined;
  if (!target) redirect(`${PAGE}?error=NOT_FOUND`);
  done(
    await setPromotionActive(await getDb(), check.actor, target, active),
    '',
    target.type === 'offer' ? 'offers' : null,
  );
}
