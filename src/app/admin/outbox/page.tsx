import { OutboxQueue } from '@/features/admin-outbox/queue';
import { loadOutboxPage } from '@/features/admin-outbox/server';

/** /admin/outbox/: pending, failed and sent messages, and the retry of a failed one (admin). */
export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadOutboxPage(await searchParams);
  return <OutboxQueue {...page} />;
}
