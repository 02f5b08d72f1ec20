import { env } from '@/lib/env';
import { contentRoute } from '../_components/content-route';

// The same for every visitor: from the page cache, regenerated when its data changes
// (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const route = contentRoute({
  copy: 'privacy',
  href: '/privacy',
  options: { newsletterHidden: true },
  values: () => ({ privacyEmail: env().PRIVACY_CONTACT_EMAIL }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
