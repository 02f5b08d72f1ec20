import { z } from 'zod';
import { issueManageLink, linkExpiry, tripContact } from '@/domain/manage';
import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { absoluteUrl } from '@/i18n/paths';
import { catalogueLocale } from '@/i18n/translator';
import { renderManageLink } from './manage-link.template';

const payloadSchema = z.object({
  kind: z.enum(['booking', 'order']),
  reference: z.string().min(1).max(40),
});

/** The address of the manage page that a token opens, in the trip's language. */
export function manageUrl(baseUrl: string, locale: string, token: string): string {
  return absoluteUrl(baseUrl, catalogueLocale(locale), {
    pathname: '/manage-booking',
    query: { t: token },
  });
}

/**
 * The outbox handler of 'manage-link': makes the link at send time (so the token never rests
 * in the outbox, only its hash in manage_links) and writes it to the trip's own address.
 */
export function manageLinkHandler({ mailer, baseUrl }: { mailer: Mailer; baseUrl: string }) {
  return async (payload: unknown, { db, now }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid manage-link payload');
    const trip = await tripContact(db, parsed.data.reference);
    if (!trip) throw new UndeliverableError(`Trip ${parsed.data.reference} has no contact`);
    const expiresAt = linkExpiry('lookup', trip.tripEnds, now);
    const token = await issueManageLink(db, trip, { origin: 'lookup', expiresAt });
    await mailer.send(
      renderManageLink({
        to: trip.email,
        reference: trip.reference,
        locale: trip.locale,
        url: manageUrl(baseUrl, trip.locale, token),
        expiresAt,
      }),
    );
  };
}
