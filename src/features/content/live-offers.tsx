import { getTranslations } from 'next-intl/server';
import { listHotels } from '@/domain/catalog';
import {
  listActiveOffers,
  OFFER_KINDS,
  offersOnSale,
  resortToday,
  type StayOffer,
} from '@/domain/stays';
import type { Locale } from '@/i18n/routing';
import { formatShortDate } from '@/lib/dates';
import { getReadDb } from '@/server';

/** The automatic offers on sale today, read per request: the page lists what search applies. */
export async function LiveOffersOnSale({ locale }: { locale: Locale }) {
  const db = await getReadDb();
  const [active, hotels] = await Promise.all([listActiveOffers(db), listHotels(db)]);
  return (
    <LiveOffers
      locale={locale}
      offers={offersOnSale(active, resortToday(new Date()))}
      hotelNames={Object.fromEntries(hotels.map((h) => [h.code, h.name]))}
    />
  );
}

/**
 * The special-offers page's live section (issue 16): the automatic offers search applies now,
 * from the data, one card per kind ("Up to 30 %") with a line per offer and its hotels. The
 * page's promise is what the offers table holds, never a fixed text.
 */
export async function LiveOffers({
  locale,
  offers,
  hotelNames,
}: {
  locale: Locale;
  offers: StayOffer[];
  /** Hotel code → name, for the offers limited to some hotels. */
  hotelNames: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'offers.live' });
  const kinds = OFFER_KINDS.map((kind) => ({
    kind,
    list: offers.filter((o) => o.kind === kind),
  })).filter((k) => k.list.length > 0);
  const where = (o: StayOffer) =>
    o.hotelCodes.length === 0
      ? t('allHotels')
      : o.hotelCodes.map((c) => hotelNames[c] ?? c).join(', ');
  return (
    <section aria-labelledby="live-offers">
      <h2 id="live-offers" className="text-3xl text-jungle sm:text-4xl">
        {t('heading')}
      </h2>
      <p className="mt-4 max-w-3xl text-base leading-relaxed text-ink/90">{t('intro')}</p>
      {kinds.length === 0 ? (
        <p className="mt-6 text-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {kinds.map(({ kind, list }) => (
            <li
              key={kind}
              className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm"
              data-offer-kind={kind}
            >
              <p className="eyebrow">
                {t('upTo', { percent: Math.max(...list.map((o) => o.percentOff)) })}
              </p>
              <h3 className="mt-1 text-2xl text-jungle">
                {kind === 'early_booking' ? t('earlyTitle') : t('longTitle')}
              </h3>
              <ul className="mt-2 space-y-3 text-sm leading-relaxed text-muted">
                {list.map((o) => (
                  <li key={o.id}>
                    <span className="block text-ink">
                      {kind === 'early_booking'
                        ? t('early_booking', { percent: o.percentOff, days: o.minDaysBefore ?? 0 })
                        : t('long_stay', { percent: o.percentOff, nights: o.minNights ?? 0 })}
                    </span>
                    <span className="block">{where(o)}</span>
                    <span className="block">
                      {t('stay', {
                        from: formatShortDate(o.stayFrom, locale),
                        to: formatShortDate(o.stayTo, locale),
                      })}
                      {o.bookTo
                        ? ` · ${t('bookBy', { date: formatShortDate(o.bookTo, locale) })}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
