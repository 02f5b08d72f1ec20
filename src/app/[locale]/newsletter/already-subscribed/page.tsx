import { BackLinks } from '../../_components/newsletter-result';
import { simpleRoute } from '../../_components/simple-route';

const route = simpleRoute({
  href: '/newsletter/already-subscribed',
  title: 'newsletterAlready',
  intro: 'newsletterAlreadyText',
  options: { noIndex: true, newsletterHidden: true },
  body: (locale) => <BackLinks locale={locale} back="home" />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
