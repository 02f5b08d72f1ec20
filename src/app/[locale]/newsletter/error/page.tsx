import { BackLinks } from '../../_components/newsletter-result';
import { simpleRoute } from '../../_components/simple-route';

// SPEC §8: 'Error', a retry-later message and a back button.
const route = simpleRoute({
  href: '/newsletter/error',
  title: 'newsletterError',
  intro: 'newsletterErrorText',
  options: { noIndex: true, newsletterHidden: true },
  body: (locale) => <BackLinks locale={locale} back="newsletter" />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
