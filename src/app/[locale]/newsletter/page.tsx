import { CallUs } from '../_components/call-us';
import { simpleRoute } from '../_components/simple-route';

const route = simpleRoute({
  href: '/newsletter',
  title: 'newsletter',
  intro: 'newsletterIntro',
  options: { newsletterHidden: true },
  body: (locale) => <CallUs locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
