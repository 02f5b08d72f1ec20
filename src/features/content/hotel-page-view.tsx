import { BedDouble, Maximize2, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/price';
import { lowestRate, type HotelWithRooms } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { bars, restaurants, type ContentItem, type ContentPage } from './copy';
import { ResponsivePicture } from '@/components/ui/picture';
import { pictureOf, restaurantKey, type MediaItem } from '@/domain/media';
import { Hero, type HeroArt } from './hero';

type Props = { hotel: HotelWithRooms; locale: Locale };

/** The hotel's restaurants and bars, from the gastronomy pages' copy (one source for both). */
function diningOf(
  hotelName: string,
  locale: Locale,
  headings: { restaurants: string; bars: string },
): { heading: string; items: ContentItem[] }[] {
  const itemsOf = (page: ContentPage) =>
    page.sections.find((section) => section.heading === hotelName)?.items ?? [];
  return [
    { heading: headings.restaurants, items: itemsOf(restaurants[locale]) },
    { heading: headings.bars, items: itemsOf(bars[locale]) },
  ].filter((group) => group.items.length > 0);
}

/** The hotel's hero with its h1 and "rates from"; the route puts it above the booking box. */
export async function HotelHero({ hotel, locale, photo }: Props & { photo?: MediaItem }) {
  const t = await getTranslations({ locale, namespace: 'hotel' });
  const terr = await getTranslations({ locale, namespace: 'errors' });
  const from = lowestRate(hotel.roomTypes);
  return (
    <Hero
      art={hotel.slug as HeroArt}
      eyebrow={hotel.city}
      title={hotel.name}
      intro={hotel.content.tagline[locale]}
      photo={
        photo && (
          <ResponsivePicture
            picture={pictureOf(photo, locale)}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        )
      }
    >
      <p className="mt-6 inline-block rounded-full bg-jungle/70 px-4 py-2 text-sm font-semibold text-white">
        {from !== undefined ? (
          <Price usdCents={from} template={t('ratesFrom', { price: '{price}' })} />
        ) : (
          terr('priceUnavailable')
        )}
      </p>
    </Hero>
  );
}

/** One hotel: story, highlights, rooms by filter category, restaurants and bars. */
export async function HotelPageView({
  hotel,
  locale,
  gallery = [],
  photos,
}: Props & {
  gallery?: MediaItem[];
  /** Card photographs: room types by code, restaurants and bars by restaurantKey. */
  photos?: { rooms: Map<string, MediaItem>; dining: Map<string, MediaItem> };
}) {
  const t = await getTranslations({ locale, namespace: 'hotel' });
  const tm = await getTranslations({ locale, namespace: 'media' });
  const dining = diningOf(hotel.name, locale, { restaurants: t('restaurants'), bars: t('bars') });
  return (
    <article>
      <div className="container-page mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="prose-copy text-base leading-relaxed">
          {hotel.content.description.map((p) => (
            <p key={p.en.slice(0, 40)}>{p[locale]}</p>
          ))}
        </div>
        <aside className="rounded-2xl bg-sand p-6">
          <h2 className="text-2xl text-jungle">{t('highlights')}</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
            {hotel.content.highlights.map((h) => (
              <li key={h.en}>{h[locale]}</li>
            ))}
          </ul>
          <h3 className="mt-5 font-sans text-xs font-semibold tracking-wider text-muted uppercase">
            {t('ages')}
          </h3>
          <p className="mt-1 text-sm">{hotel.ageDescription[locale]}</p>
          <h3 className="mt-5 font-sans text-xs font-semibold tracking-wider text-muted uppercase">
            {t('address')}
          </h3>
          <p className="mt-1 text-sm">{hotel.address}</p>
        </aside>
      </div>

      {gallery.length > 0 ? (
        <section aria-labelledby="gallery" className="container-page mt-16">
          <h2 id="gallery" className="text-4xl text-jungle">
            {tm('gallery')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {gallery.map((photo) => (
              <li key={photo.id}>
                <figure>
                  <ResponsivePicture
                    picture={pictureOf(photo, locale)}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] h-auto w-full rounded-2xl object-cover"
                  />
                  {photo.caption?.[locale] ? (
                    <figcaption className="mt-2 text-sm text-muted">
                      {photo.caption[locale]}
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="rooms" className="container-page mt-16">
        <h2 id="rooms" className="text-4xl text-jungle">
          {t('rooms')}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {hotel.roomTypes.map((room) => (
            <li
              key={room.code}
              data-room={room.code}
              className="flex flex-col overflow-hidden rounded-2xl border border-jungle/10 bg-white shadow-sm"
            >
              {photos?.rooms.get(room.code) ? (
                // The room type's photograph from the media library: its box is sized before
                // it loads (3:2), so nothing below moves; lazy, the rooms are below the fold.
                <ResponsivePicture
                  picture={pictureOf(photos.rooms.get(room.code)!, locale)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <p className="eyebrow">
                  {hotel.categories.find((c) => c.id === room.categoryId)?.name[locale]}
                </p>
                <h3 className="mt-1 font-display text-2xl font-semibold text-jungle">
                  {room.name[locale]}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">
                  {room.description[locale]}
                </p>
                <dl className="mt-4 space-y-1.5 text-sm">
                  <div className="flex items-center gap-2">
                    <dt>
                      <Maximize2 aria-hidden size={16} className="text-lagoon-800" />
                      <span className="sr-only">m²</span>
                    </dt>
                    <dd>{t('size', { size: room.sizeM2 })}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt>
                      <BedDouble aria-hidden size={16} className="text-lagoon-800" />
                      <span className="sr-only">{t('bed')}</span>
                    </dt>
                    <dd>{room.bed[locale]}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt>
                      <Users aria-hidden size={16} className="text-lagoon-800" />
                      <span className="sr-only">{t('ages')}</span>
                    </dt>
                    <dd>
                      {t('occupancy', { adults: room.maxAdults, children: room.maxChildren })}
                    </dd>
                  </div>
                </dl>
                <p className="mt-4 font-sans text-xs font-semibold tracking-wider text-muted uppercase">
                  {t('amenities')}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {room.amenities.map((a) => (
                    <li key={a.en} className="rounded-full bg-sand px-3 py-1 text-xs">
                      {a[locale]}
                    </li>
                  ))}
                </ul>
                <p className="mt-auto pt-5 text-sm font-semibold text-jungle">
                  <Price
                    usdCents={room.baseRateUsdCents}
                    template={t('ratesFrom', { price: '{price}' })}
                  />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {dining.length > 0 && (
        <section
          aria-labelledby="dining"
          className="container-page mt-16 grid gap-10 lg:grid-cols-2"
        >
          {dining.map((group, i) => (
            <div key={group.heading}>
              <h2 id={i === 0 ? 'dining' : undefined} className="text-4xl text-jungle">
                {group.heading}
              </h2>
              <ul className="mt-5 space-y-4">
                {group.items.map((item) => {
                  const photo = photos?.dining.get(restaurantKey(item.title));
                  return (
                    <li
                      key={item.title}
                      className={`border-l-2 border-gold pl-4 ${photo ? 'grid grid-cols-[7rem_1fr] gap-4 sm:grid-cols-[9rem_1fr]' : ''}`}
                    >
                      {photo ? (
                        <ResponsivePicture
                          picture={pictureOf(photo, locale)}
                          sizes="9rem"
                          className="aspect-square h-auto w-full rounded-xl object-cover"
                        />
                      ) : null}
                      <div>
                        <h3 className="text-2xl text-ink">{item.title}</h3>
                        {item.meta && <p className="eyebrow mt-0.5">{item.meta}</p>}
                        <p className="mt-1 text-sm text-muted">{item.text}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      )}
    </article>
  );
}
