import { PromotionsPage } from '@/features/admin-promotions/page-view';
import { loadPromotionsPage } from '@/features/admin-promotions/server';

/** /admin/promotions/: promotional codes and automatic offers (revenue, admin). */
export default async function AdminPromotionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadPromotionsPage(await searchParams);
  return <PromotionsPage {...page} />;
}
