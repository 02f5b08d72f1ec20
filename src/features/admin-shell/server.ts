import 'server-only';
import { getMessages } from 'next-intl/server';
import { staffMay, STAFF_SESSION_HOURS } from '@/domain/staff';
import { adminLocale, currentStaff, type Staff } from '@/server';

export { adminLocale };

export type AdminNavItem = {
  key:
    | 'home'
    | 'rates'
    | 'parks'
    | 'promotions'
    | 'orders'
    | 'outbox'
    | 'audit'
    | 'fiscal'
    | 'gate'
    | 'reports'
    | 'enquiries'
    | 'newsletter'
    | 'media'
    | 'content'
    | 'settings'
    | 'staff';
  href: string;
};

/** The sections of the rail a role may open (the pages check the same permissions). */
function navFor(staff: Staff): AdminNavItem[] {
  const items: AdminNavItem[] = [{ key: 'home', href: '/admin/' }];
  if (staffMay(staff.role, 'inventory:read')) items.push({ key: 'rates', href: '/admin/rates/' });
  if (staffMay(staff.role, 'inventory:read')) items.push({ key: 'parks', href: '/admin/parks/' });
  if (staffMay(staff.role, 'promotions:read'))
    items.push({ key: 'promotions', href: '/admin/promotions/' });
  if (staffMay(staff.role, 'tickets:scan')) items.push({ key: 'gate', href: '/admin/gate/' });
  if (staffMay(staff.role, 'orders:read')) items.push({ key: 'orders', href: '/admin/orders/' });
  if (staffMay(staff.role, 'outbox:read')) items.push({ key: 'outbox', href: '/admin/outbox/' });
  if (staffMay(staff.role, 'enquiries:read'))
    items.push({ key: 'enquiries', href: '/admin/enquiries/' });
  if (staffMay(staff.role, 'newsletter:read'))
    items.push({ key: 'newsletter', href: '/admin/newsletter/' });
  if (staffMay(staff.role, 'media:read')) items.push({ key: 'media', href: '/admin/media/' });
  if (staffMay(staff.role, 'content:update'))
    items.push({ key: 'content', href: '/admin/content/' });
  if (staffMay(staff.role, 'audit:read')) items.push({ key: 'audit', href: '/admin/audit/' });
  if (staffMay(staff.role, 'reports:read')) items.push({ key: 'reports', href: '/admin/reports/' });
  if (staffMay(staff.role, 'fiscal:read')) items.push({ key: 'fiscal', href: '/admin/fiscal/' });
  if (staffMay(staff.role, 'settings:update') || staffMay(staff.role, 'exchangeRates:update'))
    items.push({ key: 'settings', href: '/admin/settings/' });
  if (staffMay(staff.role, 'user:list')) items.push({ key: 'staff', href: '/admin/staff/' });
  return items;
}

/** What the back office's layout needs: who is signed in, the language, the rail, the words. */
export async function loadAdminShell() {
  const staff = await currentStaff();
  const locale = staff?.locale ?? (await adminLocale());
  const { admin, adminParks, adminRatePlans, adminSeasons } = await getMessages({ locale });
  return {
    staff,
    locale,
    nav: staff ? navFor(staff) : [],
    messages: { admin, adminParks, adminRatePlans, adminSeasons },
    sessionHours: STAFF_SESSION_HOURS,
  };
}

export type AdminShell = Awaited<ReturnType<typeof loadAdminShell>>;
