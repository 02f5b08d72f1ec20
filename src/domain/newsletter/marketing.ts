/**
 * The port to an external email-marketing service (DESIGN §4: the adapter lives in
 * src/integrations/newsletter). The service is told about confirmed subscribers and about
 * those who leave; our table stays the record of consent either way.
 */
export type MarketingSubscriber = {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: string;
  site: string;
  /** The account, list and business unit at the service (SPEC §3). */
  clientId: string;
  externalKey: string;
  memberId: string;
  /** The service's id for this subscriber, when a previous sync returned one. */
  externalSubscriberId: string | null;
};

export interface NewsletterService {
  /** Adds or updates a confirmed subscriber; returns the service's id for them, if any. */
  upsertSubscriber(
    subscriber: MarketingSubscriber,
  ): Promise<{ externalSubscriberId: string | null }>;
  /** Takes a subscriber off the list (they unsubscribed). */
  removeSubscriber(subscriber: MarketingSubscriber): Promise<void>;
}
