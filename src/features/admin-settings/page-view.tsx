import { getTranslations } from 'next-intl/server';
import type { StaffLocale } from '@/domain/staff';
import { formatResortDateTime, formatShortDate } from '@/lib/dates';
import {
  bankAction,
  exchangeRateAction,
  hoursAction,
  maintenanceAction,
  methodsAction,
  phoneAction,
  siteAction,
} from './actions';
import type { SettingsPageData } from './server';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const cell = 'px-2 py-1 align-top';
const button =
  'rounded bg-jungle px-3 py-1.5 text-sm font-medium text-white hover:bg-jungle/90 focus:outline-2 focus:outline-offset-2 focus:outline-lagoon';
const small =
  'rounded border border-jungle px-2 py-1 text-xs font-medium text-jungle focus:outline-2 focus:outline-lagoon';
const box = 'mt-2 overflow-x-auto rounded border border-jungle/20 bg-white';
const LANGS = ['es', 'en', 'pt'] as const;

type T = Awaited<ReturnType<typeof getTranslations<'adminSettings'>>>;

/**
 * The back office's site settings (issue 16): plain forms posting to server actions, one per
 * setting, each answered by a status or an alert at the top of the page.
 */
export async function SettingsPage(props: SettingsPageData) {
  const { locale, outcome, error, shop } = props;
  const t = await getTranslations({ locale: locale as StaffLocale, namespace: 'adminSettings' });
  const message = error ? t(`errors.${error}`) : outcome ? t(outcome) : null;
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        {props.canSettings ? t('intro') : t('introRates')}
      </p>
      {message ? (
        <p
          role={error ? 'alert' : 'status'}
          className={`mt-3 rounded border p-2 text-sm ${error ? 'border-red-300 bg-red-50 text-red-800' : 'border-jungle/30 bg-white'}`}
        >
          {message}
        </p>
      ) : null}
      <ExchangeRates t={t} {...props} />
      {shop ? <ShopSettings t={t} locale={locale} shop={shop} /> : null}
    </section>
  );
}

function ExchangeRates({ t, ...props }: { t: T } & SettingsPageData) {
  const { locale, currencies, rates, today } = props;
  const sold = currencies.filter((c) => c.iso !== 'USD');
  return (
    <>
      <h2 id="rates" className="mt-6 text-lg font-semibold text-jungle">
        {t('rates.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('rates.intro')}</p>
      <div className="mt-2 grid gap-4 lg:grid-cols-2">
        <div className={box}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('rates.current')}</caption>
            <thead className="bg-sand">
              <tr>
                <th scope="col" className={cell}>
                  {t('rates.currency')}
                </th>
                <th scope="col" className={cell}>
                  {t('rates.perDollar')}
                </th>
                <th scope="col" className={cell}>
                  {t('rates.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sold.map((c) => (
                <tr key={c.iso} className="border-t border-jungle/10" data-currency={c.iso}>
                  <th scope="row" className={`${cell} font-medium`}>
                    {c.iso}
                  </th>
                  <td className={`${cell} tabular-nums`} data-rate>
                    {Number(c.usdRate).toString()}
                  </td>
                  <td className={cell}>{formatResortDateTime(c.rateUpdatedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <form
            action={exchangeRateAction}
            className="grid gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-3"
            aria-labelledby="rate-form"
          >
            <h3 id="rate-form" className="font-semibold text-jungle sm:col-span-3">
              {t('rates.new')}
            </h3>
            <label className="text-sm">
              {t('rates.currency')}
              <select name="currency" className={field} required defaultValue="MXN">
                {sold.map((c) => (
                  <option key={c.iso} value={c.iso}>
                    {c.iso}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              {t('rates.rate')}
              <input
                name="rate"
                inputMode="decimal"
                required
                autoComplete="off"
                className={field}
                aria-describedby="rate-hint"
              />
            </label>
            <label className="text-sm">
              {t('rates.from')}
              <input
                name="from"
                type="date"
                required
                min={today}
                defaultValue={today}
                className={field}
              />
            </label>
            <p id="rate-hint" className="text-xs text-muted sm:col-span-3">
              {t('rates.hint')}
            </p>
            <div className="sm:col-span-3">
              <button className={button}>{t('rates.save')}</button>
            </div>
          </form>
          {rates.length ? (
            <div className={box}>
              <table className="w-full border-collapse text-left text-sm">
                <caption className="px-2 py-1 text-left font-medium">{t('rates.history')}</caption>
                <thead className="bg-sand">
                  <tr>
                    <th scope="col" className={cell}>
                      {t('rates.from')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('rates.currency')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('rates.rate')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('rates.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((r) => (
                    <tr key={r.id} className="border-t border-jungle/10">
                      <td className={cell}>{formatShortDate(r.effectiveFrom, locale)}</td>
                      <th scope="row" className={`${cell} font-medium`}>
                        {r.iso}
                      </th>
                      <td className={`${cell} tabular-nums`}>{Number(r.usdRate).toString()}</td>
                      <td className={cell}>
                        {r.applied ? t('rates.applied') : t('rates.scheduled')}
                        {r.source !== 'manual' ? ` · ${r.source}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

function ShopSettings({
  t,
  locale,
  shop,
}: {
  t: T;
  locale: string;
  shop: NonNullable<SettingsPageData['shop']>;
}) {
  const lang = (text: Record<string, string>) => text[locale] ?? text.es ?? '';
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold text-jungle">{t('maintenance.title')}</h2>
      <form action={maintenanceAction} className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <p data-maintenance={shop.maintenance ? 'on' : 'off'}>
          {shop.maintenance ? t('maintenance.on') : t('maintenance.off')}
        </p>
        <input type="hidden" name="on" value={shop.maintenance ? 'false' : 'true'} />
        <button className={small}>
          {shop.maintenance ? t('maintenance.turnOff') : t('maintenance.turnOn')}
        </button>
      </form>

      <h2 className="mt-8 text-lg font-semibold text-jungle">{t('sites.title')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('sites.intro')}</p>
      <div className={box}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('sites.title')}</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className={cell}>
                {t('sites.code')}
              </th>
              <th scope="col" className={cell}>
                {t('sites.name')}
              </th>
              <th scope="col" className={cell}>
                {t('sites.status')}
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shop.sites.map((s) => (
              <tr key={s.code} className="border-t border-jungle/10" data-site={s.code}>
                <th scope="row" className={`${cell} font-mono`}>
                  {s.code}
                </th>
                <td className={cell}>{s.name}</td>
                <td className={cell}>{s.enabled ? t('enabled') : t('disabled')}</td>
                <td className={cell}>
                  <form action={siteAction}>
                    <input type="hidden" name="code" value={s.code} />
                    <input type="hidden" name="enabled" value={s.enabled ? 'false' : 'true'} />
                    <button
                      className={small}
                      aria-label={`${s.enabled ? t('disable') : t('enable')} ${s.code}`}
                    >
                      {s.enabled ? t('disable') : t('enable')}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-lg font-semibold text-jungle">{t('phones.title')}</h2>
      <div className="mt-2 grid gap-3 lg:grid-cols-3">
        {shop.phones.map((p) => (
          <form
            key={p.id}
            action={phoneAction}
            className="grid gap-2 rounded border border-jungle/20 bg-white p-3"
            aria-label={`${t('phones.line')} ${lang(p.text)}`}
            data-phone={p.country}
          >
            <input type="hidden" name="id" value={p.id} />
            <p className="font-semibold text-jungle">{lang(p.text)}</p>
            <label className="text-sm">
              {t('phones.display')}
              <input
                name="displayNumber"
                defaultValue={p.displayNumber}
                required
                className={field}
              />
            </label>
            <label className="text-sm">
              {t('phones.dial')}
              <input
                name="dialNumber"
                defaultValue={p.dialNumber}
                required
                className={field}
                inputMode="tel"
                aria-describedby={`dial-hint-${p.id}`}
              />
            </label>
            <p id={`dial-hint-${p.id}`} className="text-xs text-muted">
              {t('phones.dialHint')}
            </p>
            {LANGS.map((l) => (
              <label key={l} className="text-sm">
                {t(`phones.name.${l}`)}
                <input name={`text_${l}`} defaultValue={p.text[l]} required className={field} />
              </label>
            ))}
            <div>
              <button className={button}>{t('save')}</button>
            </div>
          </form>
        ))}
      </div>

      <h2 className="mt-8 text-lg font-semibold text-jungle">{t('hours.title')}</h2>
      <div className="mt-2 grid gap-3 lg:grid-cols-2">
        {shop.hours.map((h) => (
          <form
            key={h.key}
            action={hoursAction}
            className="grid gap-2 rounded border border-jungle/20 bg-white p-3"
            aria-label={t(`hours.${h.key === 'footer' ? 'footer' : 'callCentre'}`)}
          >
            <input type="hidden" name="key" value={h.key} />
            <p className="font-semibold text-jungle">
              {t(`hours.${h.key === 'footer' ? 'footer' : 'callCentre'}`)}
            </p>
            {LANGS.map((l) => (
              <label key={l} className="text-sm">
                {t(`hours.text.${l}`)}
                <textarea
                  name={`text_${l}`}
                  defaultValue={h.text[l]}
                  required
                  rows={2}
                  className={field}
                />
              </label>
            ))}
            <div>
              <button className={button}>{t('save')}</button>
            </div>
          </form>
        ))}
      </div>

      <h2 className="mt-8 text-lg font-semibold text-jungle">{t('methods.title')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('methods.intro')}</p>
      <div className="mt-2 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {Object.entries(shop.methodsByCurrency).map(([iso, ids]) => (
          <form
            key={iso}
            action={methodsAction}
            className="rounded border border-jungle/20 bg-white p-3"
            data-methods={iso}
          >
            <input type="hidden" name="currency" value={iso} />
            <fieldset>
              <legend className="font-semibold text-jungle">
                {t('methods.legend', { currency: iso })}
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {shop.methods.map((m) => (
                  <label key={m.id} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      name="method"
                      value={m.id}
                      defaultChecked={ids.includes(m.id)}
                    />
                    {m.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <button className={`${small} mt-2`}>{t('methods.save', { currency: iso })}</button>
          </form>
        ))}
      </div>

      <h2 className="mt-8 text-lg font-semibold text-jungle">{t('banks.title')}</h2>
      <div className={box}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('banks.title')}</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className={cell}>
                {t('banks.bank')}
              </th>
              <th scope="col" className={cell}>
                {t('banks.months')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shop.banks.map((b) => (
              <tr key={b.id} className="border-t border-jungle/10">
                <th scope="row" className={`${cell} font-medium`}>
                  {b.name}
                </th>
                <td className={cell}>
                  <form action={bankAction} className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="id" value={b.id} />
                    <input
                      name="months"
                      defaultValue={b.months.join(', ')}
                      required
                      aria-label={t('banks.monthsOf', { bank: b.name })}
                      className="w-40 rounded border border-muted/40 px-2 py-1 text-sm focus:outline-2 focus:outline-lagoon"
                    />
                    <button className={small} aria-label={`${t('save')} ${b.name}`}>
                      {t('save')}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
