import { ContentList } from '@/features/admin-content/list';
import { loadContentList } from '@/features/admin-content/server';

/** /admin/content/: the site's copy by kind and language (content, admin). */
export default async function ContentPage() {
  return <ContentList {...await loadContentList()} />;
}
