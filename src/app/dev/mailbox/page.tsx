import { MailboxList } from '@/features/dev-mailbox/mailbox-pages';

export const dynamic = 'force-dynamic';

/** The development mailbox: emails written to MAIL_DIR while SMTP_URL is not set. */
export default function Mailbox() {
  return <MailboxList />;
}
