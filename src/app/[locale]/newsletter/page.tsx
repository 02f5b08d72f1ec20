import { getTranslations } from 'next-intl/server';
import { SimplePage } from '@/features/layout/simple-page';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';
import { simpleRoute } from '../_components/simple-route';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = simpleRoute({
  href: '/newsletter',
  title: 'newsletter',
  intro: 'newsletterIntro',
}).generateMetadata;

/** The sign-up page; the footer's email (?email=) comes prefilled. */
export default async function NewsletterPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { email } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <Shell locale={locale} page="/newsletter" options={{ newsletterHidden: true }}>
      <SimplePage title={t('newsletter')} intro={t('newsletterIntro')}>
        <div className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <NewsletterSignup
            locale={locale}
            variant="page"
            initialEmail={typeof email === 'string' ? email.slice(0, 254) : undefined}
          />
        </div>
      </SimplePage>
    </Shell>
  );
}
