import { productRoute } from '../../_components/product-route';

const route = productRoute('park');
export const generateMetadata = route.generateMetadata;
export default route.Page;
