import { LoginPageBody } from '@/features/account/account-views';
import { accountRoute } from '../_components/account-route';

const route = accountRoute({
  href: '/login',
  title: 'login',
  body: async (locale, query) => (
    <LoginPageBody locale={locale} next={query('next')} error={query('error')} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
