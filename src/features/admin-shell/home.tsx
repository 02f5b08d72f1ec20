import { getTranslations } from 'next-intl/server';
import type { AdminShell } from './server';

/** The signed-in staff member's start page: the sections their role opens. */
export async function AdminHome({ shell, failed }: { shell: AdminShell; failed?: number }) {
  const t = await getTranslations({ locale: shell.locale, namespace: 'admin' });
  const sections = shell.nav.filter((item) => item.key !== 'home');
  return (
    <section>
      <h1 className="text-2xl font-semibold text-jungle">
        {t('home.title', { name: shell.staff!.name })}
      </h1>
      <p className="mt-2 text-muted">{sections.length ? t('home.intro') : t('home.nothing')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {sections.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              className="block rounded border border-jungle/20 bg-white p-4 font-medium text-jungle hover:border-lagoon"
            >
              {t(`rail.${item.key}`)}
              {item.key === 'outbox' && failed !== undefined ? (
                <span
                  data-failed-count={failed}
                  className={`mt-1 block text-sm font-normal ${failed > 0 ? 'text-sunset-700' : 'text-muted'}`}
                >
                  {t('outbox.home', { n: failed })}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
