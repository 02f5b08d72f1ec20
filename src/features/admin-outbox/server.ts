import 'server-only';
import { failedMessageCount, listMessages, previewMessage } from '@/domain/outbox';
import { staffMay } from '@/domain/staff';
import { adminLocale, currentStaff, emailHandlers, getDb, requireStaffPage } from '@/server';

export const QUEUE_STATUSES = ['failed', 'pending', 'sent'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** /admin/outbox/?status=…: the messages of one status, newest first (admin). */
export async function loadOutboxPage(query: Record<string, string | string[] | undefined>) {
  const raw = Array.isArray(query.status) ? query.status[0] : query.status;
  const status: QueueStatus = QUEUE_STATUSES.includes(raw as QueueStatus)
    ? (raw as QueueStatus)
    : 'failed';
  await requireStaffPage('outbox:read', `/admin/outbox/?status=${status}`);
  const db = await getDb();
  const [messages, failed] = await Promise.all([
    listMessages(db, { status, limit: 100 }),
    failedMessageCount(db),
  ]);
  return {
    locale: await adminLocale(),
    status,
    failed,
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      createdAt: m.createdAt,
      runAfter: m.runAfter,
      sentAt: m.sentAt,
      lastError: m.lastError,
      // Which order, booking or subscription it is about (never the whole payload: links).
      about: ['reference', 'bookingId', 'orderId', 'subscriptionId', 'invoiceId']
        .map((k) => (typeof m.payload[k] === 'string' ? `${k}: ${m.payload[k]}` : null))
        .filter(Boolean)
        .join(' · '),
    })),
  };
}

/** The admin home's count of messages that failed for good (undefined: not theirs to see). */
export async function failedCountForHome(): Promise<number | undefined> {
  const staff = await currentStaff();
  if (!staff || !staffMay(staff.role, 'outbox:read')) return undefined;
  return failedMessageCount(await getDb());
}

/**
 * /admin/outbox/<id>/: the email a message makes, rendered now by its own handler without
 * sending it or keeping anything it writes, its links redacted (admin; issue 17).
 */
export async function loadMessagePreview(id: string) {
  await requireStaffPage('outbox:read', `/admin/outbox/${encodeURIComponent(id)}/`);
  const preview = await previewMessage(await getDb(), id, emailHandlers);
  return { locale: await adminLocale(), preview };
}
