import { FiscalPage } from '@/features/admin-fiscal/fiscal-page';
import { loadFiscalPage } from '@/features/admin-fiscal/server';

/** /admin/fiscal/: the issuers' fiscal data and the invoices (admin, issue 20). */
export default async function Fiscal({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <FiscalPage {...await loadFiscalPage(await searchParams)} />;
}
