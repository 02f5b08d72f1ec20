import { EnquiriesList } from '@/features/admin-enquiries/list';
import { loadEnquiriesPage } from '@/features/admin-enquiries/server';

/** /admin/enquiries/: weddings, meetings and group enquiries and their status (admin, front desk). */
export default async function EnquiriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadEnquiriesPage(await searchParams);
  return <EnquiriesList {...page} />;
}
