import { BackLinks } from '../../_components/newsletter-result';
import { simpleRoute } from '../../_components/simple-route';

const route = simpleRoute({
  href: '/newsletter/thank-you',
  title: 'newsletterThanks',
  intro: 'newsletterThanksText',
  options: { noIndex: true, newsletterHidden: true },
  body: (locale) => <BackLinks locale={locale} back="home" />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
