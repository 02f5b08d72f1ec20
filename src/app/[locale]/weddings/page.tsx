import { EnquirySection } from '@/features/enquiries/enquiry-section';
import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: 'weddings',
  href: '/weddings',
  art: 'la-casa-de-la-playa',
  after: (locale) => <EnquirySection locale={locale} kind="wedding" />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
