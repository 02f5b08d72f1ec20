import { contentRoute } from '../_components/content-route';

const route = contentRoute({ copy: 'terms', href: '/terms', options: { newsletterHidden: true } });
export const generateMetadata = route.generateMetadata;
export default route.Page;
