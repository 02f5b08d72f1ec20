import { AccountPageBody } from '@/features/account/account-views';
import { currentCustomer } from '@/server';
import { unsubscribeFromAccount } from '@/features/newsletter/actions';
import { NewsletterPreference } from '@/features/newsletter/newsletter-preference';
import { accountRoute } from '../_components/account-route';

const route = accountRoute({
  href: '/account',
  title: 'account',
  body: async (locale, query) => {
    const customer = await currentCustomer();
    return (
      <AccountPageBody
        locale={locale}
        newsletter={
          customer && (
            <NewsletterPreference
              locale={locale}
              email={customer.email}
              unsubscribe={unsubscribeFromAccount}
              notice={query('newsletter') === 'unsubscribed' ? 'unsubscribed' : undefined}
            />
          )
        }
      />
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
