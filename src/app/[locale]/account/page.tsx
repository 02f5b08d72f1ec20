import { AccountPageBody } from '@/features/account/account-views';
import { accountRoute } from '../_components/account-route';

const route = accountRoute({
  href: '/account',
  title: 'account',
  // NEWSLETTER SLOT: pass the newsletter feature's preference form as `newsletter`.
  body: async (locale) => <AccountPageBody locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
