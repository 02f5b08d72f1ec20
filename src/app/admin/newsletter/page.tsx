import { NewsletterList } from '@/features/admin-newsletter/list';
import { loadNewsletterPage } from '@/features/admin-newsletter/server';

/** /admin/newsletter/: the newsletter's subscribers (admin, front desk, content). */
export default async function NewsletterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <NewsletterList {...await loadNewsletterPage(await searchParams)} />;
}
