import { RegisterPageBody } from '@/features/account/account-views';
import { accountRoute } from '../_components/account-route';

const route = accountRoute({
  href: '/register',
  title: 'register',
  body: async (locale) => <RegisterPageBody locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
