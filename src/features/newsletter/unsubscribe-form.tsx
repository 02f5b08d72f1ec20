import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { unsubscribeAction } from './actions';

/** The unsubscribe page's one button (a POST, so a mail scanner opening the link changes nothing). */
export async function UnsubscribeForm({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.unsubscribe' });
  return (
    <form action={unsubscribeAction}>
      <input type="hidden" name="language" value={locale} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn-primary">
        {t('button')}
      </button>
    </form>
  );
}
