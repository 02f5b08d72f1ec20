import { z } from 'zod';
import type { BulkEdit } from '@/domain/stays';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optionalInt = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v,
  z.number().int().optional(),
);

/**
 * A bulk edit as the API takes it (JSON) and the grid's form sends it (after `fromForm`).
 * Shapes only: the domain's rules judge the values (ranges, bounds, held + sold).
 */
export const bulkEditInput = z
  .object({
    roomTypeIds: z.array(z.number().int().positive()).min(1).max(100),
    from: isoDate,
    to: isoDate,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    total: z.number().int().optional(),
    closed: z.boolean().optional(),
    rate: z
      .discriminatedUnion('mode', [
        z.object({ mode: z.literal('absolute'), usdCents: z.number().int() }),
        z.object({ mode: z.literal('percent'), percent: z.number().finite() }),
      ])
      .optional(),
    minStay: z.number().int().optional(),
  })
  .strict();

/** The grid's form fields as a bulk edit (or the zod error). */
export function fromForm(form: FormData) {
  const numbers = (name: string) =>
    form
      .getAll(name)
      .map((v) => Number(v))
      .filter((n) => Number.isInteger(n));
  const sale = form.get('sale');
  const rateMode = form.get('rateMode');
  const rateValue = Number(String(form.get('rateValue') ?? '').replace(',', '.'));
  const total = optionalInt.safeParse(form.get('total'));
  const minStay = optionalInt.safeParse(form.get('minStay'));
  return bulkEditInput.safeParse({
    roomTypeIds: numbers('roomType'),
    from: form.get('from'),
    to: form.get('to'),
    weekdays: numbers('weekday'),
    total: total.success ? total.data : Number.NaN,
    closed: sale === 'close' ? true : sale === 'open' ? false : undefined,
    rate:
      rateMode === 'absolute'
        ? { mode: 'absolute', usdCents: Math.round(rateValue * 100) }
        : rateMode === 'percent'
          ? { mode: 'percent', percent: rateValue }
          : undefined,
    minStay: minStay.success ? minStay.data : Number.NaN,
  } satisfies Record<keyof BulkEdit, unknown>);
}
