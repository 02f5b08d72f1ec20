import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ticketsForOrder } from '@/domain/cart';
import { hitRateLimit } from '@/domain/limits';
import { redeemTicket, type GateTicket } from '@/domain/tickets';
import type { StaffLocale } from '@/domain/staff';
import { adminLocale, getDb, requireStaffPage, staffEndpoint, type Db } from '@/server';
import { gateAnswer, type GateTicketDetails } from './gate-answer.rules';

/** /admin/gate/: the scanner page (gate, admin). */
export async function loadGatePage() {
  const { staff } = await requireStaffPage('tickets:scan', '/admin/gate/');
  return { locale: await adminLocale(), staff };
}

/**
 * Scans a gate staff member may send a minute: one turnstile lets a person in every couple
 * of seconds; an offline queue sends its backlog in a burst and waits when told to.
 */
export const GATE_SCAN_LIMIT = { limit: 120, windowSeconds: 60 } as const;

const scanBody = z
  .object({
    token: z.string().max(400).optional(),
    code: z.string().max(40).optional(),
    gate: z.string().max(40).default(''),
    scanId: z.uuid().optional(),
    /**
     * When the scanner took it (ISO instant): a scan queued offline is sent later. A value that
     * is not a plausible instant is ignored (the scan is judged when it arrives), not refused.
     */
    scannedAt: z.string().max(40).optional(),
  })
  .refine((b) => (b.token === undefined) !== (b.code === undefined));

/** The words the answer shows about the ticket: product, group, extras. */
async function detailsOf(
  db: Db,
  ticket: GateTicket,
  locale: StaffLocale,
): Promise<GateTicketDetails | undefined> {
  const order = await ticketsForOrder(db, ticket.orderId);
  const full = order.find((x) => x.id === ticket.id);
  if (!full) return undefined;
  const t = await getTranslations({ locale, namespace: 'admin.gate.extras' });
  const line = order.filter((x) => x.cartItemId === full.cartItemId);
  const count = (band: string) => line.filter((x) => x.holderBand === band).length;
  return {
    product: full.product.name[locale],
    group: { adults: count('adult'), children: count('child'), infants: count('infant') },
    extras: [
      ...(full.transportZone ? [t('transport', { zone: full.transportZone })] : []),
      ...(full.food ? [t('food')] : []),
      ...(full.photo ? [t('photo')] : []),
      ...full.complements.map((c) => c[locale]),
    ],
  };
}

/**
 * POST /api/admin/v1/tickets/redeem/ (gate, admin): `{ token | code, gate, scanId, scannedAt }` → the
 * answer the scanner shows. The one redemption rule is the domain's `redeemTicket`; this
 * adds who scanned (the audit row), the rate limit and the words.
 */
export const redeemEndpoint = staffEndpoint('tickets:scan', async ({ staff, actor }, request) => {
  const noStore = { 'Cache-Control': 'no-store' };
  const parsed = scanBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: { code: 'INVALID_INPUT' } }, { status: 400, headers: noStore });
  const db = await getDb();
  const limit = await hitRateLimit(db, `gate-scan:${staff.id}`, GATE_SCAN_LIMIT);
  if (!limit.allowed)
    return Response.json(
      { error: { code: 'RATE_LIMITED' } },
      { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  const { token, code, gate, scanId, scannedAt } = parsed.data;
  const redemption = await redeemTicket(db, token !== undefined ? { token } : { code: code! }, {
    actor,
    gate,
    scanId,
    scannedAt: scannedAt ? new Date(scannedAt) : undefined,
  });
  const details =
    'ticket' in redemption ? await detailsOf(db, redemption.ticket, staff.locale) : undefined;
  return Response.json(gateAnswer(redemption, details), { headers: noStore });
});
