import { getTranslations } from 'next-intl/server';
import { INVOICE_STATUSES } from '@/domain/invoicing';
import { formatMoney } from '@/lib/money';
import type { loadFiscalPage } from './server';
import { IssuerForm } from './issuer-form';
import { RateForm } from './rate-form';
import { SeriesForm } from './series-form';
import { addDays, resortToday } from '@/lib/dates';

type Props = Awaited<ReturnType<typeof loadFiscalPage>>;

/** /admin/fiscal/: who invoices (editable) and every invoice and credit note, by status. */
export async function FiscalPage({
  locale,
  filter,
  issuers,
  invoices,
  regimes,
  decimals,
  taxRules,
  targets,
  series,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'admin.fiscal' });
  const f = await getTranslations({ locale, namespace: 'fiscalAdmin' });
  const lang = locale === 'en' ? 'en' : 'es';
  const targetName = (code: string | null) =>
    code === null
      ? f('rates.all')
      : (targets.hotels.find((h) => h.code === code)?.name ??
        targets.products.find((p) => p.code === code)?.name ??
        code);
  const rateText = (r: (typeof taxRules)[number]) =>
    r.basis === 'percent'
      ? `${((r.rateBasisPoints ?? 0) / 100).toLocaleString(locale === 'en' ? 'en-US' : 'es-MX')} %`
      : `${money(r.amountMinor ?? 0, r.amountCurrency ?? 'MXN')} ${f('rates.perRoomNight')}`;
  // The tax a new rate is for: one choice per tax, from its general rule.
  const taxChoices = [
    ...new Map(
      taxRules
        .filter((r) => r.hotelCode === null && r.productCode === null)
        .map((r) => [
          `${r.scope}:${r.code}`,
          { id: r.id, label: `${f(`rates.scopes.${r.scope}`)} · ${r.name[lang]}` },
        ]),
    ).values(),
  ];
  const today = resortToday(new Date());
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

      <section aria-labelledby="rates-title" className="space-y-3">
        <h2 id="rates-title" className="text-xl font-semibold text-jungle">
          {f('rates.title')}
        </h2>
        <p className="text-sm text-muted">{f('rates.intro')}</p>
        <div className="relative overflow-x-auto rounded border border-jungle/20 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{f('rates.title')}</caption>
            <thead className="bg-sand/60 text-xs uppercase">
              <tr>
                {(['tax', 'target', 'rate', 'from', 'until'] as const).map((h) => (
                  <th key={h} scope="col" className="px-2 py-2 font-semibold">
                    {f(`rates.columns.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {taxRules.map((r) => (
                <tr key={r.id} data-testid="tax-rule-row">
                  <td className={cell}>
                    <span className="block font-semibold">{r.code}</span>
                    <span className="block text-xs text-muted">
                      {f(`rates.scopes.${r.scope}`)} · {r.name[lang]}
                    </span>
                  </td>
                  <td className={cell}>{targetName(r.hotelCode ?? r.productCode)}</td>
                  <td className={`${cell} tabular-nums`}>
                    {rateText(r)}
                    {r.demo && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                        {f('rates.demo')}
                      </span>
                    )}
                  </td>
                  <td className={`${cell} tabular-nums`}>{r.effectiveFrom}</td>
                  <td className={`${cell} tabular-nums`}>{r.effectiveTo ?? f('rates.open')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RateForm
          taxes={taxChoices}
          hotels={targets.hotels}
          products={targets.products}
          minDate={addDays(today, 1)}
          labels={{
            title: f('rates.form'),
            hint: f('rates.hint', { today }),
            ruleId: f('rates.tax'),
            target: f('rates.target'),
            all: f('rates.all'),
            hotels: f('rates.hotels'),
            products: f('rates.products'),
            effectiveFrom: f('rates.effectiveFrom'),
            value: f('rates.value'),
            save: f('rates.save'),
            saving: t('saving'),
          }}
        />
      </section>

      <section aria-labelledby="series-title" className="space-y-3">
        <h2 id="series-title" className="text-xl font-semibold text-jungle">
          {f('series.title')}
        </h2>
        <p className="text-sm text-muted">{f('series.intro')}</p>
        <div className="grid gap-3 lg:grid-cols-2">
          {series
            .filter((s) => s.active)
            .map((s) => (
              <SeriesForm
                key={s.id}
                scope={s.issuerScope}
                kind={s.kind}
                title={`${t(`scope.${s.issuerScope}`)} · ${t(`kinds.${s.kind}`)}`}
                initial={{ series: s.series, nextFolio: String(s.nextFolio) }}
                labels={{
                  series: f('series.series'),
                  nextFolio: f('series.nextFolio'),
                  save: t('save'),
                  saving: t('saving'),
                }}
              />
            ))}
        </div>
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
