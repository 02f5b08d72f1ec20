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
  'DUPLICATE',
  'GENERAL_ERROR',
  'NOT_INVITED',
  'DISABLED',
] as const;
const OUTCOMES = ['saved', 'unchanged', 'invited', 'resent', 'revoked'] as const;
export type StaffOutcome = (typeof OUTCOMES)[number];
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
    outcome: (OUTCOMES as readonly string[]).includes(outcome ?? '')
      ? (outcome as StaffOutcome)
      : undefined,
    error: error
      ? (STAFF_ERRORS as readonly string[]).includes(error)
        ? (error as StaffError)
        : 'GENERAL_ERROR'
      : undefined,
  };
}

export type StaffPageData = Awaited<ReturnType<typeof loadStaffPage>>;
