import type { ReactNode } from 'react';
import { LoginPanel } from '@/features/account/account-views';
import { cartItemCount } from '@/features/cart/visitor-cart';
import { BookingBox } from '@/features/hotel-search/booking-box';
import type { LayoutOptions } from '@/features/layout/layout-options';
import { PageShell } from '@/features/layout/page-shell';
import { NewsletterTeaser } from '@/features/newsletter/newsletter-teaser';
import type { Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  options?: Partial<LayoutOptions>;
  hotelCode?: string;
  hero?: ReactNode;
  children: ReactNode;
};

/**
 * Composes the layout with the slots other features fill (booking box, newsletter) and the
 * header's cart count, read per request from the visitor's cart.
 */
export async function Shell({ locale, options = {}, hotelCode, hero, children }: Props) {
  const bookingBox = options.showBookingBox ? (
    <BookingBox locale={locale} hotelCode={hotelCode} tabs={options.bookingTabs} />
  ) : undefined;
  return (
    <PageShell
      locale={locale}
      options={options}
      bookingBox={bookingBox}
      hero={hero}
      cartCount={await cartItemCount()}
      newsletter={<NewsletterTeaser locale={locale} />}
      account={<LoginPanel locale={locale} />}
    >
      {children}
    </PageShell>
  );
}
