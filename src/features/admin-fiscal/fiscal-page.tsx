import { getTranslations } from 'next-intl/server';
import { INVOICE_STATUSES } from '@/domain/invoicing';
import { formatMoney } from '@/lib/money';
import type { loadFiscalPage } from './server';
import { IssuerForm } from './issuer-form';

type Props = Awaited<ReturnType<typeof loadFiscalPage>>;

/** /admin/fiscal/: who invoices (editable) and every invoice and credit note, by status. */
export async function FiscalPage({ locale, filter, issuers, invoices, regimes, decimals }: Props) {
  const t = await getTranslations({ locale, namespace: 'admin.fiscal' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Cancun',
  });
  const money = (minor: number, iso: string) =>
    formatMoney(minor, { iso, decimals: decimals[iso] ?? 2 }, locale);
  const cell = 'border-b border-jungle/10 px-2 py-1.5 align-top';
  return (
    <section className="space-y-8">
      <title>{t('title')}</title>
      <div>
        <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      </div>

      <section aria-labelledby="issuers-title" className="space-y-3">
        <h2 id="issuers-title" className="text-xl font-semibold text-jungle">
          {t('issuers')}
        </h2>
        {issuers.map((issuer) => (
          <div key={issuer.id}>
            {issuer.demo && (
              <p className="mb-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
                {t('demo')}
              </p>
            )}
            <IssuerForm
              scope={issuer.scope}
              title={t(`scope.${issuer.scope}`)}
              initial={{
                rfc: issuer.rfc,
                name: issuer.name,
                regime: issuer.regime,
                postalCode: issuer.postalCode,
              }}
              regimes={regimes}
              labels={{
                rfc: t('rfc'),
                name: t('name'),
                regime: t('regime'),
                postalCode: t('postalCode'),
                save: t('save'),
                saving: t('saving'),
              }}
            />
          </div>
        ))}
      </section>

      <section aria-labelledby="invoices-title" className="space-y-3">
        <h2 id="invoices-title" className="text-xl font-semibold text-jungle">
          {t('invoices')}
        </h2>
        <form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            {t('status')}
            <select
              name="status"
              defaultValue={filter.status ?? ''}
              className="mt-1 block rounded border border-muted/40 bg-white px-2 py-1.5 text-sm"
            >
              <option value="">{t('any')}</option>
              {INVOICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <button className="rounded border border-jungle px-3 py-1.5 text-sm font-semibold text-jungle">
            {t('filter')}
          </button>
        </form>
        {invoices.length === 0 ? (
          <p className="text-sm text-muted">{t('none')}</p>
        ) : (
          <div className="relative overflow-x-auto rounded border border-jungle/20 bg-white">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="bg-sand/60 text-xs uppercase">
                <tr>
                  {(
                    ['created', 'number', 'kind', 'order', 'receiver', 'amount', 'state'] as const
                  ).map((h) => (
                    <th key={h} scope="col" className="px-2 py-2 font-semibold">
                      {t(`columns.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id} data-testid="invoice-row">
                    <td className={cell}>{when.format(invoice.createdAt)}</td>
                    <td className={`${cell} font-mono`}>
                      {invoice.series}-{invoice.folio}
                    </td>
                    <td className={cell}>{t(`kinds.${invoice.kind}`)}</td>
                    <td className={`${cell} font-mono`}>{invoice.orderReference}</td>
                    <td className={cell}>
                      <span className="block font-mono">{invoice.receiver.rfc}</span>
                      <span className="block text-xs text-muted">{invoice.receiver.name}</span>
                    </td>
                    <td className={`${cell} tabular-nums`}>
                      {money(invoice.amountMinor, invoice.currencyIso)}
                    </td>
                    <td className={cell}>
                      <span className="font-semibold">{t(`statuses.${invoice.status}`)}</span>
                      {invoice.uuid && (
                        <span className="block font-mono text-xs break-all">{invoice.uuid}</span>
                      )}
                      {invoice.status === 'failed' && invoice.failureMessage && (
                        <span className="block text-xs text-red-700">{invoice.failureMessage}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
