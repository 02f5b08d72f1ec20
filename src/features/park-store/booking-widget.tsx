import { existsSync } from 'node:fs';
import path from 'node:path';
import { Images, Info, PlayCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ContactNotice } from '@/components/ui/contact-notice';
import { ResponsivePicture } from '@/components/ui/picture';
import {
  captionsTrack,
  classifyVideo,
  MEDIA_LOCALES,
  pictureOf,
  videoFileOrigins,
  type MediaItem,
} from '@/domain/media';
import { env } from '@/lib/env';
import { getReadDb, siteChrome } from '@/server';
import { cartMessageValues, MAX_PEOPLE_PER_ITEM } from '@/domain/cart';
import type { ProductDetail } from '@/domain/catalog';
import { maintenanceContacts } from '@/domain/sites';
import { ageBands, listPresaleRules, type PresaleRule } from '@/domain/tickets';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { addDays, resortClock } from '@/lib/dates';
import { BookingForm, type AddToCartAction, type BookingFormLabels } from './booking-form';
import { parseBookingQuery, type BookingChoices } from './booking-query';
import { parkLocale } from './park-listing';
import { VideoPlayer } from './video-player';
import { WidgetDialog } from './widget-dialog';
import { productName } from '@/domain/catalog';

/** Dates on sale: a year from today at the parks (the seed opens 366 days). */
export const SALE_DAYS = 365;

/**
 * What the widget starts from, the same for every visitor (issue 18): the sale's dates and the
 * presale rules, the default choices (a quote's link is read from the address in the browser).
 */
export type BookingContext = {
  today: string;
  maxDate: string;
  choices: BookingChoices;
  presaleRules: PresaleRule[];
};

/** The widget's start: today at the parks, the last date on sale and the presale rules. */
export async function loadBookingContext(product: ProductDetail): Promise<BookingContext> {
  const db = await getReadDb();
  const today = resortClock(new Date()).date;
  const maxDate = addDays(today, SALE_DAYS);
  const choices = parseBookingQuery(
    {},
    {
      today,
      maxDate,
      maxPeople: MAX_PEOPLE_PER_ITEM,
      slotCodes: product.slots.map((s) => s.code),
      zoneCodes: product.transportZones.map((z) => z.code),
      infantsAdmitted: product.infantsAdmitted,
      hasFood: product.foodAddOn !== null,
      hasPhoto: product.photoAddOnUsdCents !== null,
    },
  );
  return { today, maxDate, choices, presaleRules: await listPresaleRules(db) };
}

/** Whether an artwork named by the catalogue is among the site's files (some are not yet). */
function artExists(src: string): boolean {
  return (
    /^\/art\/[a-z0-9/-]+\.svg$/.test(src) &&
    existsSync(path.join(process.cwd(), 'public', ...src.split('/')))
  );
}

/** The product page's own address (the quote link goes back to it). */
export function productPath(product: ProductDetail, locale: Locale): string {
  const path = getPathname({
    locale,
    href: {
      pathname: product.kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]',
      params: { slug: product.slug },
    },
  });
  return path.endsWith('/') ? path : `${path}/`;
}

type Props = {
  product: ProductDetail;
  locale: Locale;
  context: BookingContext;
  addToCart: AddToCartAction;
  /** The snorkel deposit note, where it applies (stated next to the people counts). */
  deposit?: string;
  /** The media library's photographs and video of the product (read once by the page). */
  media: { hero?: MediaItem; gallery: MediaItem[] };
};

const LABEL_KEYS = [
  'visitDate',
  'calendar',
  'close',
  'checking',
  'unavailable',
  'openTicket',
  'people',
  'schedule',
  'chooseSchedule',
  'chooseDateFirst',
  'transport',
  'noTransport',
  'transportIncluded',
  'transportSameDay',
  'addOns',
  'priceFrom',
  'total',
  'estimate',
  'openTicketPrice',
  'linePhoto',
  'add',
  'buy',
  'adding',
  'quote',
  'addedTitle',
  'addedDate',
  'addedOpenTicket',
  'addedTransport',
  'addedPhoto',
  'addedFood',
  'yes',
  'no',
  'continueShopping',
  'goToCart',
] as const;

/** ICU message templates the widget formats on the client (plurals included), sent raw. */
const TEMPLATE_KEYS = [
  'openTicketPrices',
  'presale',
  'placesLeft',
  'soldOut',
  'zoneOption',
  'food',
  'photo',
  'lineAdults',
  'lineChildren',
  'lineInfants',
  'lineTransport',
  'lineFood',
  'linePhoto',
] as const;
/** A closed day's reason, set by the back office's park grid (issue 16). */
const CLOSED_KEYS = ['closedBecause', 'closedDays'] as const;

/**
 * The booking widget of a park or tour page: the client island with the choices and the price,
 * and its info, video and gallery dialogs rendered here on the server. Under calendar
 * maintenance it gives the call-centre lines instead of dates (SPEC §8).
 */
export async function BookingWidget({
  product,
  locale,
  context,
  addToCart,
  deposit,
  media,
}: Props) {
  const [t, tb, terr, tm, chrome, tc, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'parkWidget' }),
    getTranslations({ locale, namespace: 'bookingBox' }),
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'media' }),
    siteChrome(),
    getTranslations({ locale, namespace: 'adminParks.shop' }),
    getTranslations({ locale, namespace: 'mediaPages' }),
  ]);
  // The media library's photographs and video of this park or tour (issue 17), when it has any.
  const video = [media.hero, ...media.gallery].find((m) => m?.kind === 'video');
  const videoOrigins = videoFileOrigins(env().VIDEO_ORIGINS);
  const playback = video?.videoUrl ? classifyVideo(video.videoUrl, videoOrigins) : null;
  // Its captions files the page may load, the page's language first.
  const captions = MEDIA_LOCALES.flatMap((l) => {
    const src = captionsTrack(video?.captionTracks?.[l], videoOrigins);
    return src ? [{ src, lang: l, label: tp(`captionsFor.${l}`) }] : [];
  }).sort((a, b) => Number(b.lang === locale) - Number(a.lang === locale));
  const photos = media.gallery.filter((m) => m.kind === 'image');
  const lang = parkLocale(locale);
  const bands = ageBands(product);
  const name = productName(product, locale);

  const heading = (
    <div className="mb-5">
      <h2 id="book" className="text-3xl text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
    </div>
  );

  if (chrome.calendarMaintenance) {
    return (
      <section
        aria-labelledby="book"
        className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6"
      >
        {heading}
        <ContactNotice
          title={tb('maintenance')}
          text={tb('maintenanceText')}
          lines={maintenanceContacts(chrome.phones).map((p) => ({
            key: p.country,
            label: p.text[locale],
            displayNumber: p.displayNumber,
            dialNumber: p.dialNumber,
          }))}
        />
      </section>
    );
  }

  const labels = {
    ...Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])),
    ...Object.fromEntries(TEMPLATE_KEYS.map((key) => [key, t.raw(key) as string])),
    ...Object.fromEntries(CLOSED_KEYS.map((key) => [key, tc.raw(key) as string])),
    title: t('calendarTitle'),
    help: t('calendarHelp'),
    currencyNote: t('calendarCurrency', { currency: '{currency}' }),
    loading: t('calendarLoading'),
    priceUnavailable: terr('priceUnavailable'),
    offline: terr('offline', {
      us: chrome.phones.find((p) => p.country === 'US')?.displayNumber ?? '',
      ca: chrome.phones.find((p) => p.country === 'CA')?.displayNumber ?? '',
    }),
    offlineRetry: t('offlineRetry'),
    retry: t('retry'),
    adults: t('adults', { min: bands.adults.min }),
    children: t('children', { min: bands.children.min, max: bands.children.max }),
    infants: bands.infants
      ? t('infants', { min: bands.infants.min, max: bands.infants.max })
      : t('infants', { min: 0, max: 0 }),
  } as BookingFormLabels;

  const notes = (
    <ul className="mt-2 space-y-1 text-sm text-muted empty:hidden">
      {!product.infantsAdmitted && <li>{t('minAge', { age: product.minAge })}</li>}
      {product.recommendedMinAge !== null && (
        <li>{t('recommendedAge', { age: product.recommendedMinAge })}</li>
      )}
      {deposit && <li className="font-semibold text-jungle">{deposit}</li>}
    </ul>
  );

  const images = [
    { src: product.logo, alt: t('galleryLogo', { name }) },
    { src: '/art/hero/parks.svg', alt: t('galleryParks') },
    ...product.complements
      .filter((c) => c.onSale && artExists(c.img))
      .map((c) => ({ src: c.img, alt: c.name[lang] })),
    ...(product.photoAddOnUsdCents !== null
      ? [{ src: '/art/complements/photo.svg', alt: t('galleryPhoto') }]
      : []),
  ].filter((image, i, all) => all.findIndex((o) => o.src === image.src) === i);

  const rules = [
    t('ruleAdults', { min: bands.adults.min }),
    t('ruleChildren', { min: bands.children.min, max: bands.children.max }),
    bands.infants
      ? t('ruleInfants', { min: bands.infants.min, max: bands.infants.max })
      : t('ruleNoInfants', { age: product.minAge }),
    ...(product.recommendedMinAge !== null
      ? [t('recommendedAge', { age: product.recommendedMinAge })]
      : []),
    t('ruleOneAdult'),
    t('ruleOpenTicket'),
    ...(product.transportZones.length > 0 ? [t('ruleSameDay')] : []),
    t('rulePackage', cartMessageValues),
    ...(product.requiresAdmission ? [t('ruleAdmission', { unit: product.businessUnitName })] : []),
    ...(deposit ? [deposit] : []),
  ];

  const extras = (
    <>
      <WidgetDialog
        label={t('info')}
        icon={<Info aria-hidden size={16} />}
        title={t('infoTitle', { name })}
        closeLabel={t('close')}
      >
        <h3 className="text-xl text-jungle">{t('includedHeading')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {product.content.included.map((item) => (
            <li key={item.en}>{item[lang]}</li>
          ))}
        </ul>
        <h3 className="mt-5 text-xl text-jungle">{t('rulesHeading')}</h3>
        <p className="mt-2 text-sm">{product.content.scheduleText[lang]}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </WidgetDialog>
      <WidgetDialog
        label={t('play')}
        icon={<PlayCircle aria-hidden size={16} />}
        title={t('videoTitle', { name })}
        closeLabel={t('close')}
      >
        {playback && video ? (
          <figure data-video>
            <VideoPlayer
              playback={playback}
              captions={captions}
              posterSrc={pictureOf(video, locale).src}
              poster={
                <ResponsivePicture
                  picture={pictureOf(video, locale)}
                  sizes="(min-width: 640px) 40rem, 100vw"
                  className="aspect-video h-auto w-full rounded-xl object-cover"
                />
              }
              labels={{
                play: tp('playVideo', { name }),
                frame: tp('videoFrame', { name }),
                watch: tm('watchVideo', { name }),
              }}
            />
            {video.caption?.[locale] ? (
              <figcaption className="mt-3 text-sm">{video.caption[locale]}</figcaption>
            ) : null}
          </figure>
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-4 rounded-xl bg-jungle p-6 text-center text-cream">
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG badge */}
            <img src={product.logo} alt="" width={96} height={96} className="size-24" />
            <p className="max-w-sm text-sm">{t('videoSoon', { name })}</p>
          </div>
        )}
      </WidgetDialog>
      <WidgetDialog
        label={t('gallery')}
        icon={<Images aria-hidden size={16} />}
        title={t('galleryTitle', { name })}
        closeLabel={t('close')}
      >
        {/* On a phone the pictures are a row to swipe through (or scroll with the arrow keys once
            the row has focus), one and a bit at a time; wider, a grid of two columns. */}
        <ul
          tabIndex={0}
          aria-label={t('galleryList', { name })}
          data-gallery
          className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {photos.map((photo) => (
            <li key={photo.id} data-photo className="w-[85%] shrink-0 snap-center sm:w-auto">
              <figure className="overflow-hidden rounded-xl border border-jungle/10 bg-sand">
                <ResponsivePicture
                  picture={pictureOf(photo, locale)}
                  sizes="(min-width: 640px) 20rem, 100vw"
                  className="aspect-[16/10] h-auto w-full object-cover"
                />
                <figcaption className="bg-white px-3 py-2 text-sm">
                  {photo.caption?.[locale] || photo.alt[locale]}
                </figcaption>
              </figure>
            </li>
          ))}
          {images.map((image) => (
            <li key={image.src} className="w-[85%] shrink-0 snap-center sm:w-auto">
              <figure className="overflow-hidden rounded-xl border border-jungle/10 bg-sand">
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG artwork */}
                <img
                  src={image.src}
                  alt={image.alt}
                  width={320}
                  height={200}
                  loading="lazy"
                  className="aspect-[16/10] h-auto w-full object-contain p-3"
                />
                <figcaption className="bg-white px-3 py-2 text-sm">{image.alt}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </WidgetDialog>
    </>
  );

  return (
    <section
      id="booking"
      aria-labelledby="book"
      className="scroll-mt-24 rounded-2xl border border-jungle/10 bg-white p-4 shadow-sm sm:p-6"
    >
      {heading}
      <BookingForm
        locale={locale}
        productId={product.id}
        today={context.today}
        maxDate={context.maxDate}
        prices={{
          adult: product.adultPriceUsdCents,
          child: product.childPriceUsdCents,
          openAdult: product.openTicketAdultUsdCents,
          openChild: product.openTicketChildUsdCents,
        }}
        slots={product.slots.map((s) => ({ id: s.id, code: s.code, label: s.label }))}
        zones={product.transportZones.map((z) => ({
          id: z.id,
          code: z.code,
          name: z.name,
          priceUsdCents: z.priceUsdCents,
        }))}
        transportIncluded={product.transportIncluded}
        food={
          product.foodAddOn
            ? { name: product.foodAddOn.name[lang], priceUsdCents: product.foodAddOn.priceUsdCents }
            : null
        }
        photoUsdCents={product.photoAddOnUsdCents}
        infantsAdmitted={product.infantsAdmitted}
        maxPeople={MAX_PEOPLE_PER_ITEM}
        presaleRules={context.presaleRules.map((r) => ({
          daysAhead: r.daysAhead,
          percentOff: r.percentOff,
        }))}
        initial={context.choices}
        initialDays={[]}
        pagePath={productPath(product, locale)}
        addToCart={addToCart}
        labels={labels}
        notes={notes}
        extras={extras}
      />
    </section>
  );
}
