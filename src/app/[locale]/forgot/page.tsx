import { transactionalLayout } from '@/features/layout/layout-options';
import { CallUs } from '../_components/call-us';
import { simpleRoute } from '../_components/simple-route';

const route = simpleRoute({
  href: '/forgot',
  title: 'forgot',
  intro: 'forgotIntro',
  options: transactionalLayout,
  body: (locale) => <CallUs locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
