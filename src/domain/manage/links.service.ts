import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { manageLinks, stayParkDays } from '@/db/schema';
import { orderReferences, type OrderAccess } from '@/domain/orders';
import { readBookingByReferenceForSystem } from '@/domain/stays';
import { hashToken, isTokenShape, linkUsable, type LinkOrigin } from './links.rules';

/** What a manage link opens: a hotel booking (XH-…) or a park order (XO-…). */
export type TripTarget = { kind: 'booking' | 'order'; reference: string };

/**
 * Makes a link for one trip and returns its token, given once: only its hash is stored. The
 * confirmation email and a "find my booking" request each make their own.
 */
export async function issueManageLink(
  db: Db | Tx,
  target: TripTarget,
  { origin, expiresAt }: { origin: LinkOrigin; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(manageLinks).values({
    tokenHash: hashToken(token),
    purpose: 'manage',
    targetKind: target.kind,
    targetReference: target.reference,
    origin,
    expiresAt,
  });
  return token;
}

/**
 * The trip a token opens at `now`, or undefined for junk, an unknown, expired or revoked token
 * (all alike). Opening it notes when it was last used.
 */
export async function openManageLink(
  db: Db,
  token: unknown,
  now = new Date(),
): Promise<(TripTarget & { linkId: string }) | undefined> {
  if (!isTokenShape(token)) return undefined;
  const [link] = await db
    .select()
    .from(manageLinks)
    .where(eq(manageLinks.tokenHash, hashToken(token)));
  if (!link || !linkUsable(link, 'manage', now)) return undefined;
  await db.update(manageLinks).set({ lastUsedAt: now }).where(eq(manageLinks.id, link.id));
  return { kind: link.targetKind, reference: link.targetReference, linkId: link.id };
}

/**
 * What a signed manage link proves about orders (issue 20's invoice request and downloads on
 * the manage page): a park order's link its order; a booking's link its booking, so each of
 * the booking's orders, and its included park days' orders of 0 (their tickets PDF). Undefined
 * for a token that opens nothing.
 */
export async function manageLinkOrderAccess(
  db: Db,
  token: unknown,
  now = new Date(),
): Promise<OrderAccess | undefined> {
  const target = await openManageLink(db, token, now);
  if (!target) return undefined;
  if (target.kind === 'order') return { provenOrderReference: target.reference };
  const booking = await readBookingByReferenceForSystem(db, target.reference);
  if (!booking) return undefined;
  const days = await db
    .select({ orderId: stayParkDays.orderId })
    .from(stayParkDays)
    .where(eq(stayParkDays.bookingId, booking.id));
  const references = days.length
    ? [
        ...(
          await orderReferences(
            db,
            days.map((d) => d.orderId),
          )
        ).values(),
      ]
    : [];
  return { provenBookingId: booking.id, provenOrderReferences: references };
}

/** Revokes every live link of a trip (or one link by id); returns how many were revoked. */
export async function revokeManageLinks(
  db: Db | Tx,
  target: TripTarget | { linkId: string },
  now = new Date(),
): Promise<number> {
  const which =
    'linkId' in target
      ? eq(manageLinks.id, target.linkId)
      : and(
          eq(manageLinks.targetKind, target.kind),
          eq(manageLinks.targetReference, target.reference),
        );
  const revoked = await db
    .update(manageLinks)
    .set({ revokedAt: now })
    .where(and(which, isNull(manageLinks.revokedAt)))
    .returning({ id: manageLinks.id });
  return revoked.length;
}
