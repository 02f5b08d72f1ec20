/**
 * The back office's orders desk (issue 16), pure: what staff may type (amounts, notes,
 * reasons, searches), how an order's status reads, and the order's timeline.
 */

/** Orders per page of the search, the last page one may open, the CSV's bound. */
export const DESK_PAGE_SIZE = 25;
export const DESK_MAX_PAGE = 200;
export const DESK_CSV_MAX_ROWS = 5000;
export const NOTE_MAX = 2000;
export const REASON_MAX = 500;

/** A request id: the form's own random name for one action (double submits find it). */
export { REQUEST_ID } from '@/lib/request-id';

export type DeskStatus = 'pending' | 'authorized' | 'paid' | 'refunded' | 'failed' | 'expired';

/** How the desk names an order's state: a hotel booking cancelled reads "cancelled". */
export function deskStatus(
  orderStatus: DeskStatus,
  bookingStatus?: 'held' | 'confirmed' | 'expired' | 'cancelled' | null,
): DeskStatus | 'cancelled' {
  if (bookingStatus === 'cancelled' && (orderStatus === 'paid' || orderStatus === 'refunded'))
    return 'cancelled';
  return orderStatus;
}

/**
 * An amount typed by staff in the currency's major units ("125", "125.5", "1,250.50" is
 * refused: one decimal separator, a point or a comma, and no thousands) as minor units, or
 * null when it is not a positive amount with at most the currency's decimals.
 */
export function parseAmount(text: string, decimals: number): number | null {
  const value = text.trim().replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * Free text typed by staff (a note, a reason): trimmed, control characters other than line
 * breaks and tabs removed, at most `max` characters; null when nothing is left or it is too
 * long (refused, never cut). It is stored as text and always rendered escaped.
 */
export function staffText(raw: unknown, max: number): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();
  if (text.length === 0 || text.length > max) return null;
  return text;
}

export type TimelineEvent = {
  at: Date;
  kind:
    | 'created'
    | 'paid'
    | 'refund'
    | 'email-queued'
    | 'email-sent'
    | 'email-failed'
    | 'ticket-used'
    | 'note'
    | 'audit';
  /** Who, when a person did it (a staff member's email, the guest). */
  who?: string;
  /** What, in the event's own terms (an action, an email kind, an amount). */
  detail?: string;
};

const KIND_ORDER: TimelineEvent['kind'][] = [
  'created',
  'paid',
  'email-queued',
  'email-sent',
  'email-failed',
  'audit',
  'refund',
  'note',
  'ticket-used',
];

/**
 * One story of an order from its parts (payments, refunds, emails, tickets, notes, the audit
 * log): newest first; events at the same instant keep a fixed order (the audit row before the
 * refund it caused).
 */
export function timelineOf(events: readonly TimelineEvent[]): TimelineEvent[] {
  return [...events]
    .filter((e) => !Number.isNaN(e.at.getTime()))
    .sort(
      (a, b) =>
        b.at.getTime() - a.at.getTime() || KIND_ORDER.indexOf(b.kind) - KIND_ORDER.indexOf(a.kind),
    );
}

/** A resort day (YYYY-MM-DD) or undefined: dates typed in the search form. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}
