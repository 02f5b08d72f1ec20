import { Download, FileText, Inbox, Mail } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { listMailbox, mailboxEnabled, readMailbox } from './mailbox';

function when(iso: string) {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function size(bytes: number) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <p className="rounded-xl bg-sand px-4 py-3 text-sm">
        Development mailbox: emails are written to <code>MAIL_DIR</code> because{' '}
        <code>SMTP_URL</code> is not set. Nothing here was sent.
      </p>
      {children}
    </main>
  );
}

/** Every email in the mailbox, newest first. */
export async function MailboxList() {
  if (!mailboxEnabled()) notFound();
  const mails = await listMailbox();
  return (
    <Frame>
      <h1 className="flex items-center gap-3 text-3xl text-jungle">
        <Inbox aria-hidden size={30} /> Mailbox
      </h1>
      {mails.length === 0 ? (
        <p className="text-muted">No emails yet.</p>
      ) : (
        <ul className="divide-y divide-black/10 rounded-xl border border-black/10 bg-white">
          {mails.map((mail) => (
            <li key={mail.id}>
              <Link
                href={`/dev/mailbox/${mail.id}/`}
                prefetch={false}
                className="flex flex-col gap-1 px-4 py-3 hover:bg-sand focus-visible:bg-sand sm:flex-row sm:items-center sm:gap-4"
              >
                <Mail aria-hidden size={18} className="hidden shrink-0 text-lagoon sm:block" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{mail.subject}</span>
                  <span className="block text-sm text-muted break-all">{mail.to}</span>
                </span>
                <span className="shrink-0 text-sm text-muted">
                  {when(mail.date)}
                  {mail.attachments > 0 &&
                    ` · ${mail.attachments} ${mail.attachments === 1 ? 'attachment' : 'attachments'}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}

/** One email: headers, the text version, a link to the HTML version, its attachments. */
export async function MailboxMessageView({ id }: { id: string }) {
  if (!mailboxEnabled()) notFound();
  const mail = await readMailbox(id);
  if (!mail) notFound();
  const base = `/dev/mailbox/${mail.id}`;
  return (
    <Frame>
      <p>
        <Link href="/dev/mailbox/" className="text-lagoon-800 underline">
          ← All emails
        </Link>
      </p>
      <h1 className="text-2xl text-jungle break-words">{mail.subject}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-muted">Date</dt>
        <dd>{when(mail.date)} UTC</dd>
      </dl>
      <p>
        <a href={`${base}/html/`} target="_blank" rel="noopener" className="btn-secondary">
          <FileText aria-hidden size={18} /> Open the HTML version
        </a>
      </p>
      {mail.attachments && mail.attachments.length > 0 && (
        <section aria-labelledby="attachments-title" className="space-y-2">
          <h2 id="attachments-title" className="text-xl text-jungle">
            Attachments
          </h2>
          <ul className="space-y-2">
            {mail.attachments.map((file, index) => (
              <li key={`${file.filename}-${index}`}>
                <a
                  href={`${base}/attachments/${index}/`}
                  download={file.filename}
                  className="inline-flex items-center gap-2 text-lagoon-800 underline"
                >
                  <Download aria-hidden size={16} />
                  {file.filename}
                </a>{' '}
                <span className="text-sm text-muted">
                  ({file.contentType.split(';')[0]}, {size(file.size)})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="text-title" className="space-y-2">
        <h2 id="text-title" className="text-xl text-jungle">
          Text version
        </h2>
        <pre className="overflow-x-auto rounded-xl border border-black/10 bg-white p-4 text-sm whitespace-pre-wrap break-words">
          {mail.text}
        </pre>
      </section>
    </Frame>
  );
}
