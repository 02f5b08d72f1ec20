import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/features/layout/metadata';
import { SimplePage } from '@/features/layout/simple-page';
import { UnsubscribeForm } from '@/features/newsletter/unsubscribe-form';
import { readLocale, type LocaleParams } from '../../_components/locale';
import { BackLinks } from '../../_components/newsletter-result';
import { Shell } from '../../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.unsubscribe' });
  return pageMetadata({
    locale,
    href: '/newsletter/unsubscribe',
    title: t('title'),
    noIndex: true,
  });
}

/** The link in every newsletter email: one button, then the confirmation. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { token, status } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'newsletter.unsubscribe' });
  const shell = (title: string, intro: string, body: React.ReactNode) => (
    <Shell
      locale={locale}
      page="/newsletter/unsubscribe"
      options={{ noIndex: true, newsletterHidden: true }}
    >
      <SimplePage title={title} intro={intro}>
        {body}
      </SimplePage>
    </Shell>
  );
  if (status === 'done')
    return shell(t('doneTitle'), t('doneText'), <BackLinks locale={locale} back="home" />);
  if (status === 'invalid' || typeof token !== 'string' || token === '')
    return shell(t('invalidTitle'), t('invalidText'), <BackLinks locale={locale} back="home" />);
  return shell(t('title'), t('text'), <UnsubscribeForm locale={locale} token={token} />);
}
