import { ForgotPageBody } from '@/features/account/account-views';
import { accountRoute } from '../_components/account-route';

const route = accountRoute({
  href: '/forgot',
  title: 'forgot',
  intro: 'forgotIntro',
  body: async (locale, query) => <ForgotPageBody locale={locale} token={query('token')} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
