import { ReportsPage } from '@/features/admin-reports/reports-page';
import { loadReportsPage } from '@/features/admin-reports/server';

/** /admin/reports/: sales, refunds, promotional codes and occupancy (admin, revenue; issue 17). */
export default async function Reports({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ReportsPage {...await loadReportsPage(await searchParams)} />;
}
