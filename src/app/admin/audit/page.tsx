import { AuditViewer } from '@/features/admin-audit/viewer';
import { loadAuditPage } from '@/features/admin-audit/server';

/** /admin/audit/: who changed what, when, before → after, from where (admin). */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadAuditPage(await searchParams);
  return <AuditViewer {...page} />;
}
