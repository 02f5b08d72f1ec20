import { MailboxMessageView } from '@/features/dev-mailbox/mailbox-pages';

export const dynamic = 'force-dynamic';

export default async function MailboxMessage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MailboxMessageView id={id} />;
}
