import 'server-only';
import { listStaff, STAFF_ROLES } from '@/domain/staff';
import { adminLocale, getDb, requireStaffPage } from '@/server';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export const STAFF_ERRORS = [
  'FORBIDDEN',
  'SELF',
  'LAST_ADMIN',
  'UNKNOWN_ROLE',
  'NOT_FOUND',
  'INVALID_EMAIL',
  'INVALID_NAME',
  'SHORT_PASSWORD',
  'DUPLICATE',
  'GENERAL_ERROR',
] as const;
export type StaffError = (typeof STAFF_ERRORS)[number];

/** /admin/staff/: every staff account, its role and status (admin only). */
export async function loadStaffPage(params: Record<string, string | string[] | undefined>) {
  const { staff } = await requireStaffPage('user:list', '/admin/staff/');
  const members = await listStaff(await getDb());
  const outcome = one(params.outcome);
  const error = one(params.error);
  return {
    locale: await adminLocale(),
    me: staff.id,
    members,
    roles: [...STAFF_ROLES],
    outcome:
      outcome === 'saved' || outcome === 'unchanged'
        ? (outcome as 'saved' | 'unchanged')
        : undefined,
    error: error
      ? (STAFF_ERRORS as readonly string[]).includes(error)
        ? (error as StaffError)
        : 'GENERAL_ERROR'
      : undefined,
  };
}

export type StaffPageData = Awaited<ReturnType<typeof loadStaffPage>>;
