import { notFound } from 'next/navigation';
import { MessagePreviewView } from '@/features/admin-outbox/preview';
import { loadMessagePreview } from '@/features/admin-outbox/server';

/** /admin/outbox/<id>/: the email a queued, failed or sent message makes, not sent (admin). */
export default async function OutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { locale, preview } = await loadMessagePreview(id);
  if (!preview) notFound();
  return <MessagePreviewView locale={locale} preview={preview} />;
}
