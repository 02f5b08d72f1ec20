import { LiveOffersOnSale } from '@/features/content/live-offers';
import { contentRoute } from '../_components/content-route';

/** The offers change in the back office: the page is never cached. */
export const dynamic = 'force-dynamic';

const route = contentRoute({
  copy: 'offers',
  href: '/special-offers',
  art: 'home',
  options: { showBookingBox: true },
  lead: (locale) => <LiveOffersOnSale locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
