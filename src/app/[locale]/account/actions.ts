'use server';

import { redirect } from 'next/navigation';
import { currentCustomer, getDb } from '@/server';
import { setNewsletterPreference } from '@/domain/newsletter';
import { getPathname } from '@/i18n/navigation';
import { isLocale, routing } from '@/i18n/routing';

/** The account page's "unsubscribe": only ever for the logged-in customer's own address. */
export async function unsubscribeFromAccount(form: FormData): Promise<void> {
  const raw = String(form.get('locale') ?? '');
  const locale = isLocale(raw) ? raw : routing.defaultLocale;
  const customer = await currentCustomer();
  const account = getPathname({ locale, href: '/account' });
  if (!customer) redirect(account);
  await setNewsletterPreference(await getDb(), customer.email, false);
  redirect(`${account}?newsletter=unsubscribed`);
}
