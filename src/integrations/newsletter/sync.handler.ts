import { syncSubscription, type NewsletterService } from '@/domain/newsletter';
import { UndeliverableError, type DeliveryContext } from '@/domain/outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Outbox 'newsletter-sync': tells the email-marketing service about a (un)subscription. */
export function newsletterSyncHandler({ service }: { service: NewsletterService }) {
  return async (payload: { subscriptionId: string }, { db, now }: DeliveryContext) => {
    const id = payload?.subscriptionId;
    if (typeof id !== 'string' || !UUID.test(id))
      throw new UndeliverableError('Payload without a subscription id');
    await syncSubscription(db, id, service, now);
  };
}
