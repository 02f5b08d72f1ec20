import { contentRoute } from '../_components/content-route';

const route = contentRoute({ copy: 'bars', href: '/bars', art: 'la-casa-de-la-playa' });
export const generateMetadata = route.generateMetadata;
export default route.Page;
