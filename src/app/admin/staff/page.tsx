import { StaffPage } from '@/features/admin-staff/page-view';
import { loadStaffPage } from '@/features/admin-staff/server';

/** /admin/staff/: staff accounts, their roles and status (admin). */
export default async function AdminStaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadStaffPage(await searchParams);
  return <StaffPage {...page} />;
}
