import { hotelRoute } from '../_components/hotel-route';

const route = hotelRoute('la-casa-de-la-playa');
export const generateMetadata = route.generateMetadata;
export default route.Page;
