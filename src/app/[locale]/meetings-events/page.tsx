import { meetings } from '@/features/content/copy';
import { contentRoute } from '../_components/content-route';

const route = contentRoute({ copy: meetings, href: '/meetings-events' });
export const generateMetadata = route.generateMetadata;
export default route.Page;
