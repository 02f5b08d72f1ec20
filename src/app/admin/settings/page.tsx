import { SettingsPage } from '@/features/admin-settings/page-view';
import { loadSettingsPage } from '@/features/admin-settings/server';

/** /admin/settings/: the shop's settings (admin; exchange rates also revenue). */
export default async function AdminSettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadSettingsPage(await searchParams);
  return <SettingsPage {...page} />;
}
