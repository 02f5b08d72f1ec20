import { contentRoute } from '../_components/content-route';

const route = contentRoute({
  copy: 'bars',
  href: '/bars',
  art: 'la-casa-de-la-playa',
  dining: true,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
