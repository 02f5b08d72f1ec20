import { createNewsletterToken, readSubscriptionForMail } from '@/domain/newsletter';
import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { newsletterLink, renderNewsletterConfirmation } from './newsletter.template';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Outbox 'newsletter-confirmation': the double opt-in email with its signed confirm link and
 * the unsubscribe link. Only a pending subscription gets it (one confirmed or gone meanwhile
 * needs no email, and retrying will not change that).
 */
export function newsletterConfirmationHandler({
  mailer,
  baseUrl,
  secret,
}: {
  mailer: Mailer;
  baseUrl: string;
  secret: string;
}) {
  return async (payload: { subscriptionId: string }, { db, now }: DeliveryContext) => {
    const id = payload?.subscriptionId;
    if (typeof id !== 'string' || !UUID.test(id))
      throw new UndeliverableError('Payload without a subscription id');
    const subscription = await readSubscriptionForMail(db, id);
    if (!subscription) throw new UndeliverableError(`Subscription ${id} not found`);
    if (subscription.status !== 'pending')
      throw new UndeliverableError(`Subscription ${id} is ${subscription.status}`);
    const link = (page: 'confirm' | 'unsubscribe') =>
      newsletterLink(
        baseUrl,
        subscription.language,
        page,
        createNewsletterToken(id, page, secret, now),
      );
    await mailer.send(
      renderNewsletterConfirmation({
        to: subscription.email,
        firstName: subscription.firstName,
        language: subscription.language,
        confirmUrl: link('confirm'),
        unsubscribeUrl: link('unsubscribe'),
      }),
    );
  };
}
