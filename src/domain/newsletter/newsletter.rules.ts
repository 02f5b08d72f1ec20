import { normalizeEmail } from '@/lib/email';
import { isCountryCode } from '@/lib/countries';
import { locales } from '@/i18n/paths';
import { csvLine } from '@/lib/csv';

/**
 * SPEC §5 newsletter rules, pure. Each field gets at most one error code; the feature turns
 * codes into the spec's wording ('Name field is required', 'The email is not valid', …).
 */
export const NEWSLETTER_SITES = ['hotels', 'parks'] as const;
export type NewsletterSite = (typeof NEWSLETTER_SITES)[number];
export const NEWSLETTER_LANGUAGES = locales;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];

export const NAME_MAX_LENGTH = 80;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;

export type SubscriptionForm = {
  name: unknown;
  lastName: unknown;
  email: unknown;
  country: unknown;
  acceptance: unknown;
  permission: unknown;
  captcha: unknown;
  site: unknown;
  language: unknown;
};

export type SubscriptionFieldError =
  | { field: 'name' | 'lastName'; code: 'required' | 'tooLong' }
  | { field: 'email'; code: 'invalid' }
  | { field: 'country'; code: 'required' | 'format' }
  | { field: 'acceptance' | 'permission'; code: 'mandatory' }
  | { field: 'captcha'; code: 'required' }
  | { field: 'site' | 'language'; code: 'format' };
export type SubscriptionField = SubscriptionFieldError['field'];

export type ValidSubscription = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  site: NewsletterSite;
  language: NewsletterLanguage;
  captcha: string;
};

export type SubscriptionCheck =
  { ok: true; value: ValidSubscription } | { ok: false; errors: SubscriptionFieldError[] };

/** A checkbox posts 'on' (or the value it was given) when ticked and nothing otherwise. */
function isTicked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true' || value === '1';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function validateSubscription(form: SubscriptionForm): SubscriptionCheck {
  const errors: SubscriptionFieldError[] = [];
  const firstName = text(form.name);
  const lastName = text(form.lastName);
  for (const [field, value] of [
    ['name', firstName],
    ['lastName', lastName],
  ] as const) {
    if (!value) errors.push({ field, code: 'required' });
    else if (value.length > NAME_MAX_LENGTH) errors.push({ field, code: 'tooLong' });
  }
  // The site's one email rule (src/lib/email.ts), in its stored form.
  const email = normalizeEmail(form.email);
  if (!email) errors.push({ field: 'email', code: 'invalid' });
  const country = text(form.country).toUpperCase();
  if (!country) errors.push({ field: 'country', code: 'required' });
  else if (!isCountryCode(country)) errors.push({ field: 'country', code: 'format' });
  if (!isTicked(form.acceptance)) errors.push({ field: 'acceptance', code: 'mandatory' });
  if (!isTicked(form.permission)) errors.push({ field: 'permission', code: 'mandatory' });
  const captcha = typeof form.captcha === 'string' ? form.captcha : '';
  if (!captcha) errors.push({ field: 'captcha', code: 'required' });
  const site = text(form.site);
  if (!(NEWSLETTER_SITES as readonly string[]).includes(site))
    errors.push({ field: 'site', code: 'format' });
  const language = text(form.language);
  if (!(NEWSLETTER_LANGUAGES as readonly string[]).includes(language))
    errors.push({ field: 'language', code: 'format' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      email,
      country,
      site: site as NewsletterSite,
      language: language as NewsletterLanguage,
      captcha,
    },
  };
}

export type SubscriberRow = {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: string;
  site: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirmedAt: Date | null;
  acceptedAt: Date;
  permissionGrantedAt: Date;
  unsubscribedAt: Date | null;
};

const CSV_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'country',
  'language',
  'site',
  'status',
  'confirmed_at',
  'accepted_at',
  'permission_granted_at',
  'unsubscribed_at',
] as const;

/**
 * The subscribers' export (the command line's and the back office's): a header line, then one
 * line per subscriber, through the site's one formula-safe CSV writer (names are typed by
 * visitors).
 */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return [
    csvLine(CSV_COLUMNS),
    ...rows.map((r) =>
      csvLine([
        r.email,
        r.firstName,
        r.lastName,
        r.country,
        r.language,
        r.site,
        r.status,
        r.confirmedAt?.toISOString(),
        r.acceptedAt.toISOString(),
        r.permissionGrantedAt.toISOString(),
        r.unsubscribedAt?.toISOString(),
      ]),
    ),
  ].join('');
}

/** The statuses the back office filters by (all of them). */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}
