export {
  confirmSubscription,
  exportConfirmedSubscribers,
  newsletterPreference,
  readSubscriptionForMail,
  setNewsletterPreference,
  SUBSCRIBE_RATE_LIMIT,
  subscribeToNewsletter,
  syncSubscription,
  unsubscribeWithToken,
  type ConfirmOutcome,
  type NewsletterAccount,
  type NewsletterPreference,
  type SetPreferenceOutcome,
  type SubscribeOutcome,
  type SubscriberProfile,
  type UnsubscribeOutcome,
} from './newsletter.service';
export {
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_SITES,
  validateSubscription,
  type NewsletterLanguage,
  type NewsletterSite,
  type SubscriptionField,
  type SubscriptionFieldError,
  type SubscriptionForm,
} from './newsletter.rules';
export type { MarketingSubscriber, NewsletterService } from './marketing';
export { createNewsletterToken, CONFIRM_TOKEN_DAYS, type TokenPurpose } from './tokens';
