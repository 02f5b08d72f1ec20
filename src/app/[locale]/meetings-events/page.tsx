import { EnquirySection } from '@/features/enquiries/enquiry-section';
import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: 'meetings',
  href: '/meetings-events',
  after: (locale) => <EnquirySection locale={locale} kind="meeting" />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
