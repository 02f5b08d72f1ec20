import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { isStaffRole, STAFF_LOCALES, type StaffLocale } from '@/domain/staff';
import type { Staff } from '@/server';
import { setAdminLanguage, staffSignOut } from './actions';
import { RailLink } from './rail-link';
import type { AdminNavItem } from './server';

/** The back office's navigation rail: the sections of the role, the language, sign-out. */
export async function AdminRail({
  staff,
  nav,
  locale,
}: {
  staff: Staff;
  nav: AdminNavItem[];
  locale: StaffLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  const tp = await getTranslations({ locale, namespace: 'adminStaffInvite.password' });
  const role = staff.role
    .split(',')
    .map((r) => (isStaffRole(r) ? t(`roles.${r}`) : r))
    .join(', ');
  return (
    <nav
      aria-label={t('rail.label')}
      className="flex shrink-0 flex-col gap-1 bg-jungle p-3 text-sm text-white md:min-h-dvh md:w-56"
    >
      <p className="px-2 py-1 text-base font-semibold">{t('title')}</p>
      <p className="px-2 pb-2 text-xs text-white/80">
        {t('rail.signedInAs', { name: staff.name, role })}
      </p>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {nav.map((item) => (
          <li key={item.key}>
            <RailLink href={item.href}>{t(`rail.${item.key}`)}</RailLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2 md:mt-auto md:flex-col md:items-stretch">
        <form
          action={setAdminLanguage}
          className="flex items-center gap-1"
          aria-label={t('rail.language')}
        >
          <input type="hidden" name="back" value="/admin/" />
          {STAFF_LOCALES.map((l) => (
            <button
              key={l}
              name="locale"
              value={l}
              aria-pressed={l === locale}
              className="rounded px-2 py-1 uppercase hover:bg-white/10 aria-pressed:bg-white/20 aria-pressed:font-semibold"
            >
              {l}
            </button>
          ))}
        </form>
        <Link href="/admin/password/" className="rounded px-2 py-1.5 underline hover:bg-white/10">
          {tp('link')}
        </Link>
        <form action={staffSignOut}>
          <button className="rounded px-2 py-1.5 text-left underline hover:bg-white/10">
            {t('rail.signOut')}
          </button>
        </form>
      </div>
    </nav>
  );
}

/** The language choice on the sign-in page (before anyone is signed in). */
export async function AdminLanguageChoice({ locale }: { locale: StaffLocale }) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  return (
    <form
      action={setAdminLanguage}
      className="flex justify-end gap-1 p-3 text-sm"
      aria-label={t('rail.language')}
    >
      <input type="hidden" name="back" value="/admin/" />
      {STAFF_LOCALES.map((l) => (
        <button
          key={l}
          name="locale"
          value={l}
          aria-pressed={l === locale}
          className="rounded px-2 py-1 uppercase text-jungle hover:bg-jungle/10 aria-pressed:font-semibold aria-pressed:underline"
        >
          {l}
        </button>
      ))}
    </form>
  );
}
