import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/features/layout/metadata';
import { SimplePage } from '@/features/layout/simple-page';
import { confirmNewsletter } from '@/features/newsletter/confirm';
import { readLocale, type LocaleParams } from '../../_components/locale';
import { BackLinks } from '../../_components/newsletter-result';
import { Shell } from '../../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.confirm' });
  return pageMetadata({ locale, href: '/newsletter/confirm', title: t('title'), noIndex: true });
}

/** The double opt-in link of the confirmation email. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { token } = await searchParams;
  const outcome = await confirmNewsletter(token);
  const t = await getTranslations({ locale, namespace: 'newsletter.confirm' });
  const ok = outcome === 'confirmed' || outcome === 'already-confirmed';
  return (
    <Shell
      locale={locale}
      page="/newsletter/confirm"
      options={{ noIndex: true, newsletterHidden: true }}
    >
      <SimplePage
        title={ok ? t('title') : t('invalidTitle')}
        intro={ok ? t('text') : t('invalidText')}
      >
        <BackLinks locale={locale} back={ok ? 'home' : 'newsletter'} />
      </SimplePage>
    </Shell>
  );
}
