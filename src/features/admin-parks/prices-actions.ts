'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { addComplement, saveComplement, setOpenTicketPrices } from '@/domain/catalog';
import { MAX_TIERS, setDiscountTiers, type DiscountKind } from '@/domain/tickets';
import { authorizeStaff, getDb, revalidateShopPages } from '@/server';
import { cents } from './input';

type Outcome = { ok: true; changed: boolean } | { ok: false; code: string };
type Actor = Extract<Awaited<ReturnType<typeof authorizeStaff>>, { ok: true }>['actor'];

/** A text field of the form, cut to a sane length ('' when absent or a file). */
function field(form: FormData, name: string, max = 300): string {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The product page (its month kept) or the parks index, with the section to land on. */
function pageOf(form: FormData): { path: string; back: string } {
  const product = field(form, 'product', 40);
  if (!/^[A-Z0-9-]{2,40}$/.test(product)) return { path: '/admin/parks/', back: '/admin/parks/?' };
  const month = field(form, 'month', 7);
  const path = `/admin/parks/${product}/`;
  return { path, back: `${path}?${/^\d{4}-\d{2}$/.test(month) ? `month=${month}&` : ''}` };
}

/**
 * The role first (refused: nothing is read or changed), then the domain's rules decide; the
 * page answers with a status or an alert in the section that was sent (`section`).
 */
async function guarded(
  form: FormData,
  section: string,
  run: (actor: Actor) => Promise<Outcome>,
): Promise<never> {
  const { path, back } = pageOf(form);
  const check = await authorizeStaff('inventory:update');
  if (!check.ok) redirect(`${back}priceAt=${section}&priceError=FORBIDDEN#${section}`);
  const outcome = await run(check.actor);
  // Shop pages read products and discounts through the reference cache the domain dropped on
  // commit; the cached shop pages are regenerated.
  if (outcome.ok && outcome.changed) revalidateShopPages('prices');
  revalidatePath(path);
  if (outcome.ok)
    redirect(
      `${back}priceAt=${section}&priceOutcome=${outcome.changed ? 'saved' : 'unchanged'}#${section}`,
    );
  redirect(`${back}priceAt=${section}&priceError=${encodeURIComponent(outcome.code)}#${section}`);
}

/** Whole numbers typed in a form; NaN for anything else (the rules refuse it). */
const whole = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

/** A product's open-ticket prices (USD per adult and child). */
export async function openTicketAction(form: FormData): Promise<void> {
  await guarded(form, 'open-ticket', async (actor) =>
    setOpenTicketPrices(await getDb(), actor, field(form, 'product', 40), {
      adultUsdCents: cents(field(form, 'adult', 20)),
      childUsdCents: cents(field(form, 'child', 20)),
    }),
  );
}

/** One complement: its names, price and whether it is on sale. */
export async function complementAction(form: FormData): Promise<void> {
  await guarded(form, 'complements', async (actor) =>
    saveComplement(await getDb(), actor, field(form, 'product', 40), whole(field(form, 'id', 12)), {
      name: { es: field(form, 'nameEs'), en: field(form, 'nameEn') },
      priceUsdCents: cents(field(form, 'price', 20)),
      onSale: field(form, 'onSale', 5) === 'on',
    }),
  );
}

/** A new complement of the product. */
export async function addComplementAction(form: FormData): Promise<void> {
  await guarded(form, 'add-complement', async (actor) =>
    addComplement(await getDb(), actor, field(form, 'product', 40), {
      code: field(form, 'code', 60),
      name: { es: field(form, 'nameEs'), en: field(form, 'nameEn') },
      subtitle: { es: field(form, 'subtitleEs'), en: field(form, 'subtitleEn') },
      priceUsdCents: cents(field(form, 'price', 20)),
    }),
  );
}

/**
 * The presale or package tiers, the whole set at once: rows `at.N` / `percent.N`, a row
 * ticked `remove.N` or left empty is dropped, the blank rows add tiers.
 */
export async function discountTiersAction(form: FormData): Promise<void> {
  const kind: DiscountKind = field(form, 'kind', 10) === 'package' ? 'package' : 'presale';
  await guarded(form, kind, async (actor) => {
    const tiers: { at: number; percentOff: number }[] = [];
    for (let i = 0; i < MAX_TIERS + 3; i++) {
      const at = field(form, `at.${i}`, 10).trim();
      const percent = field(form, `percent.${i}`, 10).trim();
      if ((at === '' && percent === '') || field(form, `remove.${i}`, 5) === 'on') continue;
      tiers.push({ at: whole(at), percentOff: whole(percent) });
    }
    return setDiscountTiers(await getDb(), actor, kind, tiers);
  });
}
