import { listHotels } from '@/domain/catalog';
import { listActiveOffers, offersOnSale, resortToday } from '@/domain/stays';
import { offers } from '@/features/content/copy';
import { LiveOffers } from '@/features/content/live-offers';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server';
import { contentRoute } from '../_components/content-route';

/** The automatic offers on sale today, read per request: the page lists what search applies. */
async function liveOffers(locale: Locale) {
  const db = await getDb();
  const [active, hotels] = await Promise.all([listActiveOffers(db), listHotels(db)]);
  return (
    <LiveOffers
      locale={locale}
      offers={offersOnSale(active, resortToday(new Date()))}
      hotelNames={Object.fromEntries(hotels.map((h) => [h.code, h.name]))}
    />
  );
}

/** The offers change in the back office: the page is never cached. */
export const dynamic = 'force-dynamic';

const route = contentRoute({
  copy: offers,
  href: '/special-offers',
  art: 'home',
  options: { showBookingBox: true },
  lead: (locale) => liveOffers(locale),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
