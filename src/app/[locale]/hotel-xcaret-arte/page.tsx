import { hotelRoute } from '../_components/hotel-route';

const route = hotelRoute('hotel-xcaret-arte');
export const generateMetadata = route.generateMetadata;
export default route.Page;
