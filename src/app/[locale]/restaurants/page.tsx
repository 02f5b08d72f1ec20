import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: 'restaurants',
  href: '/restaurants',
  art: 'hotel-xcaret-arte',
  dining: true,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
