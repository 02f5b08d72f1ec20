import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The newsletter outcome pages end with a way back. */
export async function BackLinks({ locale, back }: { locale: Locale; back: 'home' | 'newsletter' }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return back === 'home' ? (
    <Link href="/" className="btn-primary">
      {t('backHome')}
    </Link>
  ) : (
    <Link href="/newsletter" className="btn-primary">
      {t('back')}
    </Link>
  );
}
