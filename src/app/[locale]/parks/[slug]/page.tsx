import { productRoute } from '../../_components/product-route';

// The same for every visitor: from the page cache, regenerated when its data changes
// (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const route = productRoute('park');
export const generateMetadata = route.generateMetadata;
export default route.Page;
