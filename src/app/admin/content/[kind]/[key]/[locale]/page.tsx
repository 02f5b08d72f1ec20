import { ContentEditor } from '@/features/admin-content/editor';
import { loadContentEditor } from '@/features/admin-content/server';

/** /admin/content/faq/faq/pt/: one page of copy in one language (content, admin). */
export default async function ContentEditPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; key: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ContentEditor {...await loadContentEditor(await params, await searchParams)} />;
}
