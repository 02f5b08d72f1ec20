import { transactionalLayout } from '@/features/layout/layout-options';
import { BookingSteps } from '../_components/booking-steps';
import { simpleRoute } from '../_components/simple-route';

const route = simpleRoute({
  href: '/booking',
  title: 'booking',
  intro: 'bookingIntro',
  options: transactionalLayout,
  body: (locale) => <BookingSteps locale={locale} current={1} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
