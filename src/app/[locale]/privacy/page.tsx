import { env } from '@/lib/env';
import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: 'privacy',
  href: '/privacy',
  options: { newsletterHidden: true },
  values: () => ({ privacyEmail: env().PRIVACY_CONTACT_EMAIL }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
