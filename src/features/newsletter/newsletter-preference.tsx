import { getTranslations } from 'next-intl/server';
import { getDb } from '@/server';
import { newsletterPreference } from '@/domain/newsletter';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * The account page's newsletter preference for the customer's email: subscribed (with a way
 * out), waiting for the emailed confirmation, or not subscribed (the sign-up form asks for the
 * consents and the captcha, so it is where subscribing happens). `unsubscribe` is the route's
 * server action, which checks the session itself.
 */
export async function NewsletterPreference({
  locale,
  email,
  unsubscribe,
  notice,
}: {
  locale: Locale;
  email: string;
  unsubscribe: (form: FormData) => Promise<void>;
  notice?: 'unsubscribed';
}) {
  const t = await getTranslations({ locale, namespace: 'newsletterPreference' });
  const preference = await newsletterPreference(await getDb(), email);
  const signUp = `${getPathname({ locale, href: '/newsletter' })}?email=${encodeURIComponent(email)}`;
  return (
    <div className="space-y-3 text-sm" data-testid="newsletter-preference">
      {notice === 'unsubscribed' && (
        <p role="status" className="font-semibold text-jungle">
          {t('unsubscribedNotice')}
        </p>
      )}
      {preference?.status === 'confirmed' ? (
        <form action={unsubscribe} className="flex flex-wrap items-center gap-3">
          <p>{t('subscribed', { email })}</p>
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="btn-secondary">
            {t('unsubscribe')}
          </button>
        </form>
      ) : preference?.status === 'pending' ? (
        <p>{t('pending', { email })}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t('notSubscribed')}</p>
          <a href={signUp} className="btn-secondary">
            {t('subscribe')}
          </a>
        </div>
      )}
    </div>
  );
}
