import { privacy } from '@/features/content/copy';
import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: privacy,
  href: '/privacy',
  options: { newsletterHidden: true },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
