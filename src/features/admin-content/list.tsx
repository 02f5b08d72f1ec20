import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CONTENT_KIND_NAMES } from '@/domain/content';
import type { ContentListData } from './server';

/** /admin/content/: the pages of copy by kind, each language a link to its editor. */
export async function ContentList({ locale, rows, catalogueKinds }: ContentListData) {
  const t = await getTranslations({ locale, namespace: 'adminContent' });
  const tc = await getTranslations({ locale, namespace: 'adminCatalogText' });
  const entries = (kind: string) => (
    <ul className="mt-2 divide-y divide-jungle/10 rounded border border-jungle/20 bg-white">
      {rows
        .filter((r) => r.kind === kind)
        .map((row) => {
          const page = row.label ?? t(`keys.${row.key}` as never);
          return (
            <li
              key={row.key}
              data-entry={`${row.kind}:${row.key}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3"
            >
              <span className="min-w-40 flex-1 font-medium">{page}</span>
              {row.locales.map((l) => {
                const language = t(`languages.${l.ref.locale}`);
                return (
                  <Link
                    key={l.ref.locale}
                    href={l.href}
                    aria-label={t('editLink', { page, language })}
                    className="rounded border border-jungle/30 px-2 py-1 text-sm text-jungle underline-offset-2 hover:underline focus:outline-2 focus:outline-lagoon"
                  >
                    {l.publishedVersion
                      ? t('state', { language, version: l.publishedVersion })
                      : t('stateNone', { language })}
                    {l.hasDraft ? ` · ${t('draft')}` : ''}
                  </Link>
                );
              })}
            </li>
          );
        })}
    </ul>
  );
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {CONTENT_KIND_NAMES.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="mt-6">
          <h2 id={`kind-${kind}`} className="text-xl font-semibold text-jungle">
            {t(`kinds.${kind}`)}
          </h2>
          {entries(kind)}
        </section>
      ))}
      <h2 className="mt-10 text-2xl font-semibold text-jungle">{tc('title')}</h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{tc('intro')}</p>
      <p className="mt-1 max-w-3xl text-sm text-muted">{tc('languagesNote')}</p>
      {catalogueKinds.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="mt-6">
          <h3 id={`kind-${kind}`} className="text-xl font-semibold text-jungle">
            {tc(`kinds.${kind}`)}
          </h3>
          {entries(kind)}
        </section>
      ))}
    </section>
  );
}
