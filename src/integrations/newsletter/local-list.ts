import type { MarketingSubscriber, NewsletterService } from '@/domain/newsletter';

/**
 * The default service: the list is our own newsletter_subscriptions table (confirmed rows),
 * exported with `npm run newsletter:export`. Nothing to call; an adapter for a real
 * email-marketing service implements the same port and replaces this in createNewsletterService.
 */
export class LocalNewsletterList implements NewsletterService {
  async upsertSubscriber(_subscriber: MarketingSubscriber) {
    return { externalSubscriberId: null };
  }

  async removeSubscriber(_subscriber: MarketingSubscriber): Promise<void> {}
}
