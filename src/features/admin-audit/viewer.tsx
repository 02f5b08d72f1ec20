import { getTranslations } from 'next-intl/server';
import type { AuditEntry } from '@/domain/audit';
import type { StaffLocale } from '@/domain/staff';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';

function json(value: unknown): string {
  const text = JSON.stringify(value, null, 1) ?? '';
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

/** The audit log: a filter form (GET, so a filtered view is a link) and the changes. */
export async function AuditViewer({
  locale,
  filter,
  entries,
  facets,
}: {
  locale: StaffLocale;
  filter: { person?: string; entity?: string; from?: string; to?: string };
  entries: AuditEntry[];
  facets: { actors: string[]; entities: string[] };
}) {
  const t = await getTranslations({ locale, namespace: 'admin.audit' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'America/Cancun',
  });
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      <form
        method="get"
        className="mt-4 grid gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="text-sm font-medium">
          {t('person')}
          <select name="person" defaultValue={filter.person ?? ''} className={field}>
            <option value="">{t('any')}</option>
            {facets.actors.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('entity')}
          <select name="entity" defaultValue={filter.entity ?? ''} className={field}>
            <option value="">{t('any')}</option>
            {facets.entities.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('from')}
          <input type="date" name="from" defaultValue={filter.from} className={field} />
        </label>
        <label className="text-sm font-medium">
          {t('to')}
          <input type="date" name="to" defaultValue={filter.to} className={field} />
        </label>
        <div className="flex items-end">
          <button className="rounded bg-jungle px-4 py-2 text-sm font-medium text-white hover:bg-jungle-700">
            {t('filter')}
          </button>
        </div>
      </form>
      {entries.length === 0 ? (
        <p className="mt-4 text-muted">{t('empty')}</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded border border-jungle/20 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-sand">
              <tr>
                <th scope="col" className="px-2 py-1">
                  {t('when')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('who')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('what')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('change')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('address')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={entry.id}
                  className="border-t border-jungle/10 align-top"
                  data-audit-entry={entry.action}
                >
                  <td className="whitespace-nowrap px-2 py-1">{when.format(entry.at)}</td>
                  <td className="px-2 py-1">
                    {entry.actorEmail}
                    <span className="block text-xs text-muted">{entry.actorRole}</span>
                  </td>
                  <td className="px-2 py-1">
                    <code className="text-xs">{entry.action}</code>
                    <span className="block text-xs text-muted">
                      {entry.entity} · {entry.entityId}
                    </span>
                  </td>
                  <td className="px-2 py-1">
                    <details>
                      <summary className="cursor-pointer text-xs text-lagoon-800">
                        {t('before')} → {t('after')}
                      </summary>
                      <div className="mt-1 grid gap-2 md:grid-cols-2">
                        <pre className="max-h-64 max-w-md overflow-auto rounded bg-cream p-2 text-[11px]">
                          {json(entry.before)}
                        </pre>
                        <pre className="max-h-64 max-w-md overflow-auto rounded bg-cream p-2 text-[11px]">
                          {json(entry.after)}
                        </pre>
                      </div>
                    </details>
                  </td>
                  <td className="px-2 py-1 text-xs">{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
