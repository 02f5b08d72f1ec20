import { offers } from '@/features/content/copy';
import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: offers,
  href: '/special-offers',
  art: 'home',
  options: { showBookingBox: true },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
