import type { NewsletterService } from '@/domain/newsletter';
import { LocalNewsletterList } from './local-list';

export { LocalNewsletterList } from './local-list';
export { newsletterSyncHandler } from './sync.handler';

/** The email-marketing service in use: the local list until an external adapter is added. */
export function createNewsletterService(): NewsletterService {
  return new LocalNewsletterList();
}
