import { mailboxEnabled, readMailbox } from '@/features/dev-mailbox/mailbox';

/** Downloads an attachment of a mailbox email (the tickets' PDF, a calendar file). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; index: string }> },
) {
  const { id, index } = await params;
  const mail = mailboxEnabled() ? await readMailbox(id) : undefined;
  const file = /^\d{1,2}$/.test(index) ? mail?.attachments?.[Number(index)] : undefined;
  if (!file) return new Response('Not found', { status: 404 });
  const body = Buffer.from(file.contentBase64, 'base64');
  const ascii = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-store',
    },
  });
}
