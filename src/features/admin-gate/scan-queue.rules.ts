/**
 * The gate scanner's offline queue (issue 17), pure: a scan taken while the connection is
 * down is kept (the page stores the queue in localStorage) and sent when it is back, in the
 * order taken. Each scan has its own id, which the server records with the admission: a scan
 * sent again after a lost answer is told "valid" again, while a second scan of the same
 * ticket (a copied code) is told "already used".
 */

export type ScanInput = { token: string } | { code: string };

export type QueuedScan = {
  /** The scanner's id for this scan (a random UUID). */
  id: string;
  scan: ScanInput;
  gate: string;
  /** When it was scanned (ISO instant), to show next to its answer. */
  at: string;
};

/** At most this many scans wait (a whole morning's queue at one turnstile); the oldest stay. */
export const QUEUE_LIMIT = 500;

/** Adds a scan at the end; a full queue refuses it (false) rather than drop an older scan. */
export function enqueue(
  queue: readonly QueuedScan[],
  item: QueuedScan,
): { queue: QueuedScan[]; added: boolean } {
  if (queue.some((q) => q.id === item.id)) return { queue: [...queue], added: false };
  if (queue.length >= QUEUE_LIMIT) return { queue: [...queue], added: false };
  return { queue: [...queue, item], added: true };
}

/** The queue without the scan the server has answered. */
export function settle(queue: readonly QueuedScan[], id: string): QueuedScan[] {
  return queue.filter((q) => q.id !== id);
}

function isScan(value: unknown): value is QueuedScan {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const scan = v.scan as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'string' &&
    typeof v.gate === 'string' &&
    typeof v.at === 'string' &&
    !!scan &&
    typeof scan === 'object' &&
    (typeof scan.token === 'string' || typeof scan.code === 'string')
  );
}

/** The stored queue, tolerant of a missing, damaged or foreign value (then what is readable). */
export function parseQueue(stored: string | null): QueuedScan[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isScan).slice(0, QUEUE_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * What to do with a scan after trying to send it: `done` (the server answered: show it and
 * take it off the queue), `retry` (no connection or the server failed: keep it, try again
 * later), `wait` (too many scans a minute: keep it, try after `seconds`) or `signed-out`
 * (the staff session ended: keep it until someone signs in again).
 */
export type SendOutcome =
  { next: 'done' } | { next: 'retry' } | { next: 'wait'; seconds: number } | { next: 'signed-out' };

export function sendOutcome(
  result: { status: number; retryAfter?: string | null } | 'network-error',
): SendOutcome {
  if (result === 'network-error') return { next: 'retry' };
  if (result.status === 200) return { next: 'done' };
  if (result.status === 429) {
    const seconds = Number(result.retryAfter);
    return { next: 'wait', seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 30 };
  }
  if (result.status === 401 || result.status === 403) return { next: 'signed-out' };
  return { next: 'retry' };
}

/**
 * Whether a camera read is a new scan: a QR code in front of the camera is read many times a
 * second, so the same value within `windowMs` of the last accepted read is the same scan.
 */
export function isNewRead(
  last: { value: string; atMs: number } | null,
  value: string,
  atMs: number,
  windowMs = 4000,
): boolean {
  return !last || last.value !== value || atMs - last.atMs >= windowMs;
}

/** What the camera or the keyboard gave, as a scan: a signed token, or a typed ticket code. */
export function scanOf(text: string): ScanInput | null {
  const value = text.trim();
  if (!value || value.length > 400) return null;
  // A token is two base64url parts joined by a dot; a code is XT- and 10 characters.
  if (/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value)) return { token: value };
  return { code: value };
}
