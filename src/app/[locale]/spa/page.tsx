import { contentRoute } from '../_components/content-route';

const route = contentRoute({ copy: 'spa', href: '/spa' });
export const generateMetadata = route.generateMetadata;
export default route.Page;
