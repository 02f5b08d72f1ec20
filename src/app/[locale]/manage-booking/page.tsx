import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { workInProgressLayout } from '@/features/layout/layout-options';
import { pageMetadata } from '@/features/layout/metadata';
import { SimplePage } from '@/features/layout/simple-page';
import { TripInvoiceRequest } from '@/features/fiscal';
import { ManageBookingPage } from '@/features/manage-booking/server';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'manageBooking' });
  return pageMetadata({ locale, href: '/manage-booking', title: t('title'), noIndex: true });
}

/** Manage my booking (issue 15): a signed link's trip, or the form that sends one. */
export default async function ManageBooking({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'manageBooking' });
  return (
    <Shell locale={locale} page="/manage-booking" options={workInProgressLayout}>
      <SimplePage title={t('title')}>
        <ManageBookingPage
          locale={locale}
          query={await searchParams}
          extra={(trip, access) => (
            <TripInvoiceRequest locale={locale} trip={trip} access={access} />
          )}
        />
      </SimplePage>
    </Shell>
  );
}
