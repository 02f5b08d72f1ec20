import 'server-only';
import { isEnquiryStatus, listEnquiries, type EnquiryStatus } from '@/domain/enquiries';
import { staffMay } from '@/domain/staff';
import { adminLocale, getDb, requireStaffPage } from '@/server';

/** /admin/enquiries/?status=: the enquiries, newest first, one status or all (admin, front desk). */
export async function loadEnquiriesPage(params: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
  const status = one(params.status);
  const filter = isEnquiryStatus(status) ? status : undefined;
  const { staff } = await requireStaffPage(
    'enquiries:read',
    `/admin/enquiries/${filter ? `?status=${filter}` : ''}`,
  );
  const saved = one(params.saved);
  return {
    locale: await adminLocale(),
    staff,
    filter,
    enquiries: await listEnquiries(await getDb(), { status: filter }),
    saved: saved && /^EV-[0-9A-F]{8}$/.test(saved) ? saved : undefined,
    outcome: one(params.outcome),
    to: isEnquiryStatus(one(params.to)) ? (one(params.to) as EnquiryStatus) : undefined,
    canUpdate: staffMay(staff.role, 'enquiries:update'),
  };
}
