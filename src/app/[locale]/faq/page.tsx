import type { Metadata } from 'next';
import { faq } from '@/features/content/copy';
import { FaqView } from '@/features/content/faq-view';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  return pageMetadata({
    locale,
    href: '/faq',
    title: faq[locale].title,
    description: faq[locale].metaDescription,
  });
}

export default async function FaqPage({ params }: LocaleParams) {
  const locale = await readLocale(params);
  return (
    <Shell locale={locale} page="/faq">
      <FaqView page={faq[locale]} />
    </Shell>
  );
}
