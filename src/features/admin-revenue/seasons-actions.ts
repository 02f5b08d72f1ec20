'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import {
  changeSeasons,
  FACTOR_MAX_PER_MILLE,
  FACTOR_MIN_PER_MILLE,
  RevenueError,
  SEASON_KINDS,
  SEASON_MAX_NIGHTS,
  SEASON_NAME_MAX,
  type SeasonChange,
} from '@/domain/stays';
import { logger } from '@/lib/logger';
import { adminLocale, authorizeStaff, getDb, revalidateShopPages } from '@/server';

export type SeasonState = { message?: string; ok?: boolean; at?: number };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive();
/** "1,25" or "1.25" (the factor of the base rate) as per mille; NaN for anything else. */
const factor = z.preprocess(
  (v) => Math.round(Number(String(v ?? '').replace(',', '.')) * 1000),
  z.number().int(),
);
const season = {
  name: z.string().max(200),
  kind: z.enum(SEASON_KINDS),
  startDate: isoDate,
  endDate: isoDate,
  factorPerMille: factor,
};
/** The seasons form's shapes only: the domain's rules judge the values. */
const seasonForm = z.discriminatedUnion('op', [
  z.object({ op: z.literal('update'), id, ...season }),
  z.object({ op: z.literal('add'), ...season }),
  z.object({ op: z.literal('split'), id, night: isoDate }),
  z.object({ op: z.literal('remove'), id }),
]);

const ERROR_CODES = [
  'INVALID_SEASON',
  'SEASONS_OVERLAP',
  'SEASON_NOT_FOUND',
  'INVALID_RANGE',
  'INVALID_RATE',
  'NO_ROOM_TYPES',
  'FORBIDDEN',
  'GENERAL_ERROR',
] as const;
type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A season's form on the hotel's rates page (edit, split, remove, or add one): the role first,
 * then the domain's rules; the nights it moves are repriced at once (docs/decisions/0038).
 */
export async function seasonAction(_prev: SeasonState, form: FormData): Promise<SeasonState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'adminSeasons' });
  const fail = (code: ErrorCode, detail?: Record<string, string | number>) => ({
    ok: false,
    message: t(`errors.${code}`, {
      max: SEASON_MAX_NIGHTS,
      name: SEASON_NAME_MAX,
      min: FACTOR_MIN_PER_MILLE / 1000,
      top: FACTOR_MAX_PER_MILLE / 1000,
      first: '',
      second: '',
      date: '',
      ...detail,
    }),
    at: Date.now(),
  });
  const check = await authorizeStaff('inventory:update');
  if (!check.ok) return fail('FORBIDDEN');
  const hotel = String(form.get('hotel') ?? '');
  const parsed = seasonForm.safeParse(Object.fromEntries(form.entries()));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return fail(
      field === 'factorPerMille'
        ? 'INVALID_RATE'
        : field === 'name' || field === 'kind'
          ? 'INVALID_SEASON'
          : field === 'startDate' || field === 'endDate' || field === 'night'
            ? 'INVALID_RANGE'
            : 'GENERAL_ERROR',
    );
  }
  const data = parsed.data;
  const change: SeasonChange =
    data.op === 'update' || data.op === 'add'
      ? {
          ...(data.op === 'update' ? { op: 'update', id: data.id } : { op: 'add' }),
          season: {
            name: data.name,
            kind: data.kind,
            startDate: data.startDate,
            endDate: data.endDate,
            factorPerMille: data.factorPerMille,
          },
        }
      : data;
  try {
    const result = await changeSeasons(await getDb(), check.actor, hotel, change);
    revalidatePath(`/admin/rates/${encodeURIComponent(hotel)}/`);
    revalidateShopPages('rates');
    return {
      ok: true,
      message: t(`done.${data.op}`, {
        rates: result.ratesChanged,
        kept: result.overridesKept,
      }),
      at: Date.now(),
    };
  } catch (error) {
    if (error instanceof RevenueError && (ERROR_CODES as readonly string[]).includes(error.code))
      return fail(error.code as ErrorCode, error.detail);
    logger.error({ err: error }, 'season change failed');
    return fail('GENERAL_ERROR');
  }
}
