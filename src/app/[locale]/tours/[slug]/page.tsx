import { productRoute } from '../../_components/product-route';

const route = productRoute('tour');
export const generateMetadata = route.generateMetadata;
export default route.Page;
