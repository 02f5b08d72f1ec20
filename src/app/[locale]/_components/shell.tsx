import type { ReactNode } from 'react';
import { LoginPanel } from '@/features/account/account-views';
import { BookingBox } from '@/features/hotel-search/booking-box';
import { resolveLayoutOptions, type LayoutOptions } from '@/features/layout/layout-options';
import { PageShell } from '@/features/layout/page-shell';
import { NewsletterTeaser } from '@/features/newsletter/newsletter-teaser';
import { FlightPackagePanel } from '@/features/packages/flight-package-panel';
import { analyticsPages, storeSite } from '@/features/layout/analytics-pages';
import type { AppPathname, Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  /** The route this page is: gives its analytics page info (section, type). */
  page: AppPathname;
  options?: Partial<LayoutOptions>;
  hotelCode?: string;
  hero?: ReactNode;
  children: ReactNode;
};

/**
 * Composes the layout with the slots other features fill (booking box and its Hotel + Flight
 * tab, newsletter, login panel). It reads nothing of the visitor (issue 18): the login state,
 * the cart's count and the currency are the shell's browser islands' business.
 */
export function Shell({ locale, page, options = {}, hotelCode, hero, children }: Props) {
  const resolved = resolveLayoutOptions(options);
  const bookingBox = resolved.showBookingBox ? (
    <BookingBox
      locale={locale}
      hotelCode={hotelCode}
      tabs={resolved.bookingTabs}
      flightPackage={
        // Flight booking version v1 is the only one built: another version offers no tab.
        resolved.flightBookingVersion === 'v1' ? (
          <FlightPackagePanel locale={locale} hotelCode={hotelCode} />
        ) : undefined
      }
    />
  ) : undefined;
  return (
    <PageShell
      locale={locale}
      options={options}
      bookingBox={bookingBox}
      hero={hero}
      analytics={analyticsPages[page]}
      newsletter={<NewsletterTeaser locale={locale} site={storeSite(page)} />}
      account={<LoginPanel locale={locale} />}
    >
      {children}
    </PageShell>
  );
}
