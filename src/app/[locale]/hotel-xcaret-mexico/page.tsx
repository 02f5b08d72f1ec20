import { hotelRoute } from '../_components/hotel-route';

const route = hotelRoute('hotel-xcaret-mexico');
export const generateMetadata = route.generateMetadata;
export default route.Page;
