'use server';

import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { clientAddress, currentCustomer, getDb, requestLocale } from '@/server';
import {
  setNewsletterPreference,
  subscribeToNewsletter,
  unsubscribeWithToken,
  type SubscriptionField,
  type SubscriptionFieldError,
} from '@/domain/newsletter';
import { getPathname } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { captchaSecret } from './captcha-endpoint';

export type NewsletterFormState = {
  errors: Partial<Record<SubscriptionField, string>>;
  values: Record<'name' | 'lastName' | 'email' | 'country', string> &
    Record<'acceptance' | 'permission', boolean>;
  /** Bumped on every answer with errors: the captcha widget starts over when it changes. */
  attempt: number;
};

const ERROR_KEY = {
  name: { required: 'nameRequired', tooLong: 'nameTooLong' },
  lastName: { required: 'lastNameRequired', tooLong: 'nameTooLong' },
  email: { invalid: 'emailInvalid' },
  country: { required: 'countryRequired', format: 'countryFormat' },
  acceptance: { mandatory: 'checkboxMandatory' },
  permission: { mandatory: 'checkboxMandatory' },
  captcha: { required: 'captchaRequired' },
  site: { format: 'siteFormat' },
  language: { format: 'languageFormat' },
} as const;

/**
 * The sign-up form's action (footer and page alike; it also works as a plain POST without
 * JavaScript). Field errors come back translated; every other outcome is a page: thank-you,
 * already-subscribed ('Registered mail') or the error page.
 */
export async function subscribeAction(
  previous: NewsletterFormState,
  form: FormData,
): Promise<NewsletterFormState> {
  const language = String(form.get('language') ?? '');
  // A tampered language is refused (languageFormat), in the language of the page it came from.
  const locale: Locale = isLocale(language) ? language : await requestLocale();
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  const get = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  const values = {
    name: get('name'),
    lastName: get('lastName'),
    email: get('email'),
    country: get('country'),
  };
  const ticked = {
    acceptance: form.get('acceptance') === 'on',
    permission: form.get('permission') === 'on',
  };
  const settings = env();
  let destination: '/newsletter/thank-you' | '/newsletter/already-subscribed' | '/newsletter/error';
  try {
    const result = await subscribeToNewsletter(
      await getDb(),
      {
        form: {
          ...values,
          ...ticked,
          captcha: form.get('altcha'),
          site: form.get('site'),
          language,
        },
        consent: { acceptanceText: t('acceptance'), permissionText: t('permission') },
        clientIp: await clientAddress(),
      },
      {
        account: {
          clientId: settings.NEWSLETTER_CLIENT_ID,
          externalKey: settings.NEWSLETTER_EXTERNAL_KEY,
          memberId: settings.NEWSLETTER_MEMBER_ID,
        },
        captchaSecret: captchaSecret(settings.NEWSLETTER_SECRET),
      },
    );
    if (result.outcome === 'invalid' || result.outcome === 'captcha') {
      const errors: SubscriptionFieldError[] =
        result.outcome === 'invalid' ? result.errors : [{ field: 'captcha', code: 'required' }];
      const messages: NewsletterFormState['errors'] = {};
      for (const e of errors) {
        const key = (ERROR_KEY[e.field] as Record<string, string>)[e.code];
        messages[e.field] ??= t(`errors.${key}` as 'errors.nameRequired');
      }
      return { errors: messages, values: { ...values, ...ticked }, attempt: previous.attempt + 1 };
    }
    if (result.outcome === 'rate-limited')
      logger.warn({ retryAfter: result.retryAfterSeconds }, 'newsletter sign-up rate limited');
    destination =
      result.outcome === 'subscribed'
        ? '/newsletter/thank-you'
        : result.outcome === 'duplicate'
          ? '/newsletter/already-subscribed'
          : '/newsletter/error';
  } catch (error) {
    logger.error({ err: error }, 'newsletter sign-up failed');
    destination = '/newsletter/error';
  }
  redirect(getPathname({ locale, href: destination }));
}

/** The unsubscribe page's one button: takes the address off the list, then says so. */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const language = String(form.get('language') ?? '');
  const locale: Locale = isLocale(language) ? language : await requestLocale();
  const token = String(form.get('token') ?? '');
  let done: string;
  try {
    const result = await unsubscribeWithToken(await getDb(), token, {
      secret: env().NEWSLETTER_SECRET,
    });
    done = result.outcome === 'invalid' ? 'invalid' : 'done';
  } catch (error) {
    logger.error({ err: error }, 'newsletter unsubscribe failed');
    redirect(getPathname({ locale, href: '/newsletter/error' }));
  }
  redirect(`${getPathname({ locale, href: '/newsletter/unsubscribe' })}?status=${done}`);
}

/** The account page's "unsubscribe": only ever for the logged-in customer's own address. */
export async function unsubscribeFromAccount(form: FormData): Promise<void> {
  const raw = String(form.get('locale') ?? '');
  const locale = isLocale(raw) ? raw : await requestLocale();
  const customer = await currentCustomer();
  const account = getPathname({ locale, href: '/account' });
  if (!customer) redirect(account);
  await setNewsletterPreference(await getDb(), customer.email, false);
  redirect(`${account}?newsletter=unsubscribed`);
}
