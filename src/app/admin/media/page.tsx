import { MediaLibrary } from '@/features/admin-media/library';
import { loadMediaPage } from '@/features/admin-media/server';

/** /admin/media/: the media library — upload, describe, place photographs (content, admin). */
export default async function MediaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadMediaPage(await searchParams);
  return <MediaLibrary {...page} />;
}
