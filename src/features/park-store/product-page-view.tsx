import { CalendarClock, Check, Info, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/price';
import { snorkelDepositAmount, weekdaySpan, type ProductDetail } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { ResponsivePicture } from '@/components/ui/picture';
import { mediaOf, pictureOf } from '@/domain/media';
import { getReadDb } from '@/server';
import type { AddToCartAction } from './booking-form';
import { BookingWidget, loadBookingContext, productPath } from './booking-widget';
import { parkLocale } from './park-listing';
import { QuoteSection, type QuoteLabels } from './quote-section';
import { MAX_PEOPLE_PER_ITEM } from '@/domain/cart';
import { weekdaysText } from './weekdays-text';
import { productName } from '@/domain/catalog';

/** The quote's words (parkWidget), plain and as ICU templates the island fills. */
const QUOTE_TEXTS = [
  'quoteTitle',
  'print',
  'quoteDate',
  'quoteSchedule',
  'quoteNotChosen',
  'addedOpenTicket',
  'unavailable',
  'quoteConcept',
  'quoteAmount',
  'quoteTotal',
  'quoteEstimate',
  'quoteLink',
  'backToBooking',
] as const;
const QUOTE_TEMPLATES = [
  'quoteMade',
  'presale',
  'lineAdults',
  'lineChildren',
  'lineInfants',
  'lineTransport',
  'lineFood',
  'linePhoto',
] as const;

type Props = {
  product: ProductDetail;
  locale: Locale;
  /** The cart's add-to-cart server action, composed by the route. */
  addToCart: AddToCartAction;
};

/**
 * A park or tour: title, logo, the booking widget (and the quote when asked for), age note,
 * included items, description and schedule.
 */
export async function ProductPageView({ product, locale, addToCart }: Props) {
  const [t, tw, context, media] = await Promise.all([
    getTranslations({ locale, namespace: 'parks' }),
    getTranslations({ locale, namespace: 'parkWidget' }),
    loadBookingContext(product),
    // The media library's photographs and video of this park or tour (issue 17), read once.
    getReadDb().then((db) => mediaOf(db, product.kind, product.code)),
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
        {/* A quote's link (`?quote=1`): the island reads the address in the browser. */}
        <QuoteSection
          locale={locale}
          productId={product.id}
          title={c.title[lang]}
          product={{
            prices: {
              adult: product.adultPriceUsdCents,
              child: product.childPriceUsdCents,
              openAdult: product.openTicketAdultUsdCents,
              openChild: product.openTicketChildUsdCents,
            },
            slots: product.slots.map((s) => ({ id: s.id, code: s.code, label: s.label })),
            zones: product.transportZones.map((z) => ({
              id: z.id,
              code: z.code,
              name: z.name,
              priceUsdCents: z.priceUsdCents,
            })),
            food: product.foodAddOn ? { priceUsdCents: product.foodAddOn.priceUsdCents } : null,
            foodName: product.foodAddOn?.name[lang] ?? '',
            photoUsdCents: product.photoAddOnUsdCents,
          }}
          options={{
            maxPeople: MAX_PEOPLE_PER_ITEM,
            slotCodes: product.slots.map((s) => s.code),
            zoneCodes: product.transportZones.map((z) => z.code),
            infantsAdmitted: product.infantsAdmitted,
            hasFood: product.foodAddOn !== null,
            hasPhoto: product.photoAddOnUsdCents !== null,
          }}
          today={context.today}
          maxDate={context.maxDate}
          presaleRules={context.presaleRules.map((r) => ({
            daysAhead: r.daysAhead,
            percentOff: r.percentOff,
          }))}
          pagePath={productPath(product, locale)}
          labels={
            {
              ...Object.fromEntries(QUOTE_TEXTS.map((key) => [key, tw(key)])),
              ...Object.fromEntries(QUOTE_TEMPLATES.map((key) => [key, tw.raw(key) as string])),
            } as QuoteLabels
          }
        />
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
              <Price
                usdCents={product.adultPriceUsdCents}
                template={t('adultFrom', { price: '{price}' })}
              />
            </p>
            <p className="mt-1">
              <Price
                usdCents={product.childPriceUsdCents}
                template={t('childFrom', { price: '{price}' })}
              />
            </p>
            <p className="mt-1 text-muted">
              <Price
                usdCents={product.openTicketAdultUsdCents}
                template={t('openTicket', { price: '{price}' })}
              />
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
