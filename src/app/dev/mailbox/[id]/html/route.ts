import { mailboxEnabled, readMailbox } from '@/features/dev-mailbox/mailbox';

/**
 * The HTML version of a mailbox email, as the recipient's mail client would show it. Its
 * own policy: the email's inline styles and data images only, no scripts, no requests.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const mail = mailboxEnabled() ? await readMailbox(id) : undefined;
  if (!mail) return new Response('Not found', { status: 404 });
  return new Response(mail.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; form-action 'none'",
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-store',
    },
  });
}
