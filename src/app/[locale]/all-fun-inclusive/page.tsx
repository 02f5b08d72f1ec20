import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: 'allFunInclusive',
  href: '/all-fun-inclusive',
  art: 'hotel-xcaret-mexico',
  options: { showBookingBox: true },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
