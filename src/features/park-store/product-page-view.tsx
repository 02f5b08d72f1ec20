import { CalendarClock, Check, Info, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { snorkelDepositAmount, weekdaySpan, type ProductDetail } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { ResponsivePicture } from '@/components/ui/picture';
import { mediaOf, pictureOf } from '@/domain/media';
import { getDb } from '@/server';
import type { AddToCartAction } from './booking-form';
import { BookingWidget, loadBookingContext, productPath, type QueryParams } from './booking-widget';
import { parkLocale } from './park-listing';
import { QuoteSection } from './quote-section';
import { weekdaysText } from './weekdays-text';
import { productName } from '@/domain/catalog';

type Props = {
  product: ProductDetail;
  locale: Locale;
  formatPrice: (usdCents: number) => string;
  /** The page's address query: the widget's choices (a quote's link restores them). */
  query: QueryParams;
  /** The cart's add-to-cart server action, composed by the route. */
  addToCart: AddToCartAction;
};

/**
 * A park or tour: title, logo, the booking widget (and the quote when asked for), age note,
 * included items, description and schedule.
 */
export async function ProductPageView({ product, locale, formatPrice, query, addToCart }: Props) {
  const [t, context, media] = await Promise.all([
    getTranslations({ locale, namespace: 'parks' }),
    loadBookingContext(product, query),
    // The media library's photographs and video of this park or tour (issue 17), read once.
    getDb().then((db) => mediaOf(db, product.kind, product.code)),
  ]);
  const hero = media.hero?.kind === 'image' ? media.hero : undefined;
  const lang = parkLocale(locale);
  const c = product.content;
  const weekdayWords = {
    daily: () => t('weekdaysDaily'),
    range: (first: string, last: string) => t('weekdaysRange', { first, last }),
  };
  const deposit = product.snorkelDeposit
    ? t('snorkelDeposit', { price: snorkelDepositAmount(locale) })
    : undefined;
  return (
    <article>
      <section className="relative isolate overflow-hidden bg-jungle text-cream">
        {hero ? (
          <>
            {/* The hero photograph, when the library has one; the jungle band otherwise. */}
            <ResponsivePicture
              picture={pictureOf(hero, locale)}
              sizes="100vw"
              priority
              className="absolute inset-0 -z-10 h-full w-full object-cover"
            />
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-jungle/95 via-jungle/75 to-jungle/40" />
          </>
        ) : null}
        <div className="container-page flex flex-col gap-6 py-12 sm:flex-row sm:items-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG badge */}
          <img
            src={product.logo}
            alt={t('logoAlt', { name: productName(product, locale) })}
            width={120}
            height={120}
            className="h-28 w-28 rounded-2xl bg-white/10 p-2"
          />
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-sand uppercase">
              {product.businessUnitName}
            </p>
            <h1 className="mt-1 text-4xl text-white sm:text-5xl">{c.title[lang]}</h1>
            <p className="mt-3 max-w-2xl text-cream">{c.listing[lang]}</p>
          </div>
        </div>
      </section>
      <div className="container-page mt-8 space-y-8">
        {query.quote === '1' && (
          <QuoteSection
            product={product}
            locale={locale}
            context={context}
            pagePath={productPath(product, locale)}
          />
        )}
        <BookingWidget
          product={product}
          locale={locale}
          context={context}
          addToCart={addToCart}
          deposit={deposit}
          media={media}
        />
      </div>
      <div className="container-page mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <section aria-labelledby="description">
            <h2 id="description" className="text-3xl text-jungle">
              {t('description')}
            </h2>
            <div className="prose-copy mt-3 leading-relaxed">
              {c.description.map((p) => (
                <p key={p.en.slice(0, 40)}>{p[lang]}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="included" className="mt-10">
            <h2 id="included" className="text-3xl text-jungle">
              {t('included')}
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {c.included.map((item) => (
                <li key={item.en} className="flex gap-2 text-sm">
                  <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-lagoon-800" />
                  {item[lang]}
                </li>
              ))}
            </ul>
            {deposit && (
              <p className="mt-4 flex gap-2 rounded-xl bg-sand p-3 text-sm">
                <Info aria-hidden size={18} className="mt-0.5 shrink-0 text-jungle" />
                {deposit}
              </p>
            )}
          </section>
        </div>
        <aside className="space-y-6 rounded-2xl border border-jungle/10 bg-white p-6 shadow-sm">
          <section aria-labelledby="schedule">
            <h2 id="schedule" className="flex items-center gap-2 text-2xl text-jungle">
              <CalendarClock aria-hidden size={20} />
              {t('schedule')}
            </h2>
            <p className="mt-2 text-sm">{c.scheduleText[lang]}</p>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {product.slots.map((slot) => (
                <li key={slot.code}>
                  {slot.label} · {weekdaysText(weekdaySpan(slot.weekdays), lang, weekdayWords)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="ages">
            <h2 id="ages" className="flex items-center gap-2 text-2xl text-jungle">
              <Users aria-hidden size={20} />
              {t('ages')}
            </h2>
            <p className="mt-2 text-sm">{c.ageNote[lang]}</p>
          </section>
          <div className="border-t border-jungle/10 pt-4 text-sm">
            <p className="font-semibold text-jungle">
              {t('adultFrom', { price: formatPrice(product.adultPriceUsdCents) })}
            </p>
            <p className="mt-1">
              {t('childFrom', { price: formatPrice(product.childPriceUsdCents) })}
            </p>
            <p className="mt-1 text-muted">
              {t('openTicket', { price: formatPrice(product.openTicketAdultUsdCents) })}
            </p>
            {product.transportIncluded && (
              <p className="mt-2 font-medium text-lagoon-800">{t('transportIncluded')}</p>
            )}
            <a href="#booking" className="mt-4 inline-block font-semibold text-jungle">
              {t('bookingSoon')}
            </a>
          </div>
        </aside>
      </div>
    </article>
  );
}
