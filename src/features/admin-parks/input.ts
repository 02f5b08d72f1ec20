import { z } from 'zod';
import type { ParkEdit } from '@/domain/tickets';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optionalInt = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v,
  z.number().int().optional(),
);

/**
 * A park bulk edit as the API takes it (JSON) and the grid's form sends it (after `fromForm`).
 * Shapes only: the domain's rules judge the values (ranges, bounds, held + sold, the reason).
 */
export const parkEditInput = z
  .object({
    slotIds: z.array(z.number().int().positive()).min(1).max(50),
    from: isoDate,
    to: isoDate,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    total: z.number().int().optional(),
    closed: z.boolean().optional(),
    reason: z.object({ es: z.string().max(500), en: z.string().max(500) }).optional(),
    price: z
      .discriminatedUnion('mode', [
        z.object({
          mode: z.literal('absolute'),
          adultUsdCents: z.number().int(),
          childUsdCents: z.number().int().optional(),
        }),
        z.object({ mode: z.literal('percent'), percent: z.number().finite() }),
      ])
      .optional(),
  })
  .strict();

/** Dollars typed in a form ("139", "139.50", "139,50") as cents; NaN for anything else. */
export function cents(value: FormDataEntryValue | null): number {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** The grid's form fields as a park bulk edit (or the zod error). */
export function fromForm(form: FormData) {
  const numbers = (name: string) =>
    form
      .getAll(name)
      .map((v) => Number(v))
      .filter((n) => Number.isInteger(n));
  const sale = form.get('sale');
  const priceMode = form.get('priceMode');
  const total = optionalInt.safeParse(form.get('total'));
  const child = String(form.get('childPrice') ?? '').trim();
  return parkEditInput.safeParse({
    slotIds: numbers('slot'),
    from: form.get('from'),
    to: form.get('to'),
    weekdays: numbers('weekday'),
    total: total.success ? total.data : Number.NaN,
    closed: sale === 'close' ? true : sale === 'open' ? false : undefined,
    reason:
      sale === 'close'
        ? { es: String(form.get('reasonEs') ?? ''), en: String(form.get('reasonEn') ?? '') }
        : undefined,
    price:
      priceMode === 'absolute'
        ? {
            mode: 'absolute',
            adultUsdCents: cents(form.get('adultPrice')),
            ...(child === '' ? {} : { childUsdCents: cents(child) }),
          }
        : priceMode === 'percent'
          ? {
              mode: 'percent',
              percent: Number(String(form.get('percent') ?? '').replace(',', '.')),
            }
          : undefined,
  } satisfies Record<keyof ParkEdit, unknown>);
}
