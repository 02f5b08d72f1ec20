import 'server-only';
import { listPromotions, type PromotionErrorCode } from '@/domain/stays';
import { staffMay } from '@/domain/staff';
import { adminLocale, getDb, requireStaffPage } from '@/server';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** What the page is editing: a code (by its code), an offer (by id), or a new one of either. */
export type Editing = { type: 'code'; code?: string } | { type: 'offer'; id?: number } | undefined;

export function editingOf(value: string | undefined): Editing {
  if (value === 'new-code') return { type: 'code' };
  if (value === 'new-offer') return { type: 'offer' };
  const code = /^code:([A-Z0-9-]{3,20})$/.exec(value ?? '');
  if (code) return { type: 'code', code: code[1] };
  const offer = /^offer:(\d{1,9})$/.exec(value ?? '');
  if (offer) return { type: 'offer', id: Number(offer[1]) };
  return undefined;
}

const ERRORS: readonly string[] = [
  'FORBIDDEN',
  'INVALID_CODE',
  'DUPLICATE_CODE',
  'INVALID_PERCENT',
  'INVALID_AMOUNT',
  'INVALID_STAY_WINDOW',
  'INVALID_BOOKING_WINDOW',
  'INVALID_LIMIT',
  'INVALID_THRESHOLD',
  'UNKNOWN_HOTEL',
  'NOT_FOUND',
  'GENERAL_ERROR',
] satisfies readonly (PromotionErrorCode | 'FORBIDDEN' | 'GENERAL_ERROR')[];

/** /admin/promotions/: the codes and offers, and the form for one (revenue, admin). */
export async function loadPromotionsPage(params: Record<string, string | string[] | undefined>) {
  const edit = one(params.edit);
  const editing = editingOf(edit);
  const { staff } = await requireStaffPage(
    'promotions:read',
    `/admin/promotions/${editing && edit ? `?edit=${encodeURIComponent(edit)}` : ''}`,
  );
  const overview = await listPromotions(await getDb());
  const outcome = one(params.outcome);
  const error = one(params.error);
  return {
    locale: await adminLocale(),
    ...overview,
    editing,
    outcome:
      outcome === 'saved' || outcome === 'unchanged'
        ? (outcome as 'saved' | 'unchanged')
        : undefined,
    error: error && ERRORS.includes(error) ? error : undefined,
    canUpdate: staffMay(staff.role, 'promotions:update'),
  };
}
