import { getDb } from '@/db/client';
import { listHotels } from '@/domain/catalog';
import { BookingBox } from '@/features/hotel-search/booking-box';
import { transactionalLayout } from '@/features/layout/layout-options';
import { BookingSteps } from '../_components/booking-steps';
import { simpleRoute } from '../_components/simple-route';

// Step 1 (choose hotel) starts from the booking box; the later steps follow a search.
const route = simpleRoute({
  href: '/booking',
  title: 'booking',
  intro: 'bookingIntro',
  options: transactionalLayout,
  body: async (locale) => {
    const hotels = await listHotels(await getDb());
    return (
      <div className="space-y-8">
        <BookingSteps locale={locale} current={1} />
        <BookingBox locale={locale} hotels={hotels.map((h) => ({ code: h.code, name: h.name }))} />
      </div>
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
