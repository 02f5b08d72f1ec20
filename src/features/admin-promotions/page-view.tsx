import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PromoRow, StayOffer } from '@/domain/stays';
import type { StaffLocale } from '@/domain/staff';
import { formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { saveCodeAction, saveOfferAction, setActiveAction } from './actions';
import type { Editing } from './server';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const cell = 'px-2 py-1 whitespace-nowrap';
const button = 'rounded border border-jungle px-2 py-1 text-xs font-medium text-jungle';

type Props = {
  locale: StaffLocale;
  codes: PromoRow[];
  offers: StayOffer[];
  hotelCodes: string[];
  currencies: { iso: string; decimals: number }[];
  editing: Editing;
  outcome?: 'saved' | 'unchanged';
  error?: string;
  canUpdate: boolean;
};

type T = Awaited<ReturnType<typeof getTranslations<'adminPromotions'>>>;

/**
 * The back office's promotions: a dense table of codes and one of offers, each row with its
 * edit link and on/off switch, and the form of the one being edited or created (plain forms
 * posting to server actions: they work by keyboard and without scripts).
 */
export async function PromotionsPage(props: Props) {
  const { locale, codes, offers, editing, outcome, error, canUpdate } = props;
  const t = await getTranslations({ locale, namespace: 'adminPromotions' });
  const date = (d: string | null) => (d ? formatShortDate(d, locale) : '…');
  const span = (from: string | null, to: string | null) =>
    from === null && to === null ? t('open') : `${date(from)} – ${date(to)}`;
  const hotels = (list: string[]) => (list.length === 0 ? t('allHotels') : list.join(', '));
  const message = error
    ? t(`errors.${error}` as 'errors.GENERAL_ERROR')
    : outcome
      ? t(outcome)
      : null;
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {message ? (
        <p
          role={error ? 'alert' : 'status'}
          className={`mt-3 rounded border p-2 text-sm ${error ? 'border-red-300 bg-red-50 text-red-800' : 'border-jungle/30 bg-white'}`}
        >
          {message}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-jungle">{t('offers')}</h2>
        {canUpdate ? (
          <a href="?edit=new-offer" className="text-sm font-medium text-lagoon-800 underline">
            {t('newOffer')}
          </a>
        ) : null}
      </div>
      <div className="mt-2 overflow-x-auto rounded border border-jungle/20 bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('offers')}</caption>
          <thead className="bg-sand">
            <tr>
              {(['kind', 'value', 'threshold', 'hotels', 'stay', 'booking', 'status'] as const).map(
                (h) => (
                  <th key={h} scope="col" className={cell}>
                    {t(`col.${h}`)}
                  </th>
                ),
              )}
              {canUpdate ? (
                <th scope="col" className={cell}>
                  {t('col.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {offers.map((o) => (
              <tr key={o.id} className="border-t border-jungle/10" data-offer={o.id}>
                <th scope="row" className={`${cell} font-medium`}>
                  {t(`kinds.${o.kind}`)} #{o.id}
                </th>
                <td className={cell}>{o.percentOff} %</td>
                <td className={cell}>
                  {o.kind === 'early_booking'
                    ? t('threshold.early_booking', { days: o.minDaysBefore ?? 0 })
                    : t('threshold.long_stay', { nights: o.minNights ?? 0 })}
                </td>
                <td className={cell}>{hotels(o.hotelCodes)}</td>
                <td className={cell}>{span(o.stayFrom, o.stayTo)}</td>
                <td className={cell}>{span(o.bookFrom, o.bookTo)}</td>
                <td className={cell}>{o.active ? t('active') : t('inactive')}</td>
                {canUpdate ? (
                  <td className={`${cell} flex gap-2`}>
                    <a
                      href={`?edit=offer:${o.id}`}
                      className="text-lagoon-800 underline"
                      aria-label={`${t('edit')} ${t(`kinds.${o.kind}`)} #${o.id}`}
                    >
                      {t('edit')}
                    </a>
                    <ActiveSwitch t={t} type="offer" id={String(o.id)} active={o.active} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing?.type === 'offer' && canUpdate ? (
        <OfferForm
          t={t}
          offer={editing.id === undefined ? undefined : offers.find((o) => o.id === editing.id)}
          hotelCodes={props.hotelCodes}
        />
      ) : null}

      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-jungle">{t('codes')}</h2>
        {canUpdate ? (
          <a href="?edit=new-code" className="text-sm font-medium text-lagoon-800 underline">
            {t('newCode')}
          </a>
        ) : null}
      </div>
      <div className="mt-2 overflow-x-auto rounded border border-jungle/20 bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('codes')}</caption>
          <thead className="bg-sand">
            <tr>
              {(
                [
                  'code',
                  'value',
                  'hotels',
                  'stay',
                  'booking',
                  'uses',
                  'perCustomer',
                  'status',
                ] as const
              ).map((h) => (
                <th key={h} scope="col" className={cell}>
                  {t(`col.${h}`)}
                </th>
              ))}
              {canUpdate ? (
                <th scope="col" className={cell}>
                  {t('col.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={c.code} className="border-t border-jungle/10" data-code={c.code}>
                <th scope="row" className={`${cell} font-mono font-medium`}>
                  {c.code}
                </th>
                <td className={cell}>
                  {c.kind === 'percent'
                    ? `${c.percentOff} %`
                    : formatMoney(
                        c.amountOffMinor ?? 0,
                        {
                          iso: c.currencyIso ?? 'USD',
                          decimals:
                            props.currencies.find((x) => x.iso === c.currencyIso)?.decimals ?? 2,
                        },
                        locale,
                      )}
                </td>
                <td className={cell}>{hotels(c.hotelCodes)}</td>
                <td className={cell}>{span(c.stayFrom, c.stayTo)}</td>
                <td className={cell}>{span(c.bookFrom, c.bookTo)}</td>
                <td className={cell}>
                  {c.uses}
                  {c.usageLimit === null ? '' : ` / ${c.usageLimit}`}
                </td>
                <td className={cell}>{c.perCustomerLimit ?? '—'}</td>
                <td className={cell}>{c.active ? t('active') : t('inactive')}</td>
                {canUpdate ? (
                  <td className={`${cell} flex gap-2`}>
                    <a
                      href={`?edit=code:${c.code}`}
                      className="text-lagoon-800 underline"
                      aria-label={`${t('edit')} ${c.code}`}
                    >
                      {t('edit')}
                    </a>
                    <ActiveSwitch t={t} type="code" id={c.code} active={c.active} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing?.type === 'code' && canUpdate ? (
        <CodeForm
          t={t}
          code={editing.code === undefined ? undefined : codes.find((c) => c.code === editing.code)}
          hotelCodes={props.hotelCodes}
          currencies={props.currencies}
        />
      ) : null}
    </section>
  );
}

function ActiveSwitch({
  t,
  type,
  id,
  active,
}: {
  t: T;
  type: 'code' | 'offer';
  id: string;
  active: boolean;
}) {
  return (
    <form action={setActiveAction}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="key" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button className={button}>{active ? t('deactivate') : t('activate')}</button>
    </form>
  );
}

function HotelBoxes({ t, all, chosen }: { t: T; all: string[]; chosen: string[] }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium">{t('field.hotels')}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {all.map((code) => (
          <label key={code} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              name="hotels"
              value={code}
              defaultChecked={chosen.includes(code)}
            />
            {code}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DateFields({
  t,
  values,
}: {
  t: T;
  values?: { stayFrom: string; stayTo: string; bookFrom: string | null; bookTo: string | null };
}) {
  return (
    <>
      {(['stayFrom', 'stayTo', 'bookFrom', 'bookTo'] as const).map((name) => (
        <label key={name} className="text-sm font-medium">
          {t(`field.${name}`)}
          <input
            type="date"
            name={name}
            required={name.startsWith('stay')}
            defaultValue={values?.[name] ?? ''}
            className={field}
          />
        </label>
      ))}
    </>
  );
}

function FormButtons({ t }: { t: T }) {
  return (
    <div className="flex items-end gap-3 sm:col-span-2">
      <button className="rounded bg-jungle px-4 py-2 text-sm font-semibold text-white">
        {t('save')}
      </button>
      <Link href="/admin/promotions/" className="px-2 py-2 text-sm text-lagoon-800 underline">
        {t('cancel')}
      </Link>
    </div>
  );
}

function OfferForm({ t, offer, hotelCodes }: { t: T; offer?: StayOffer; hotelCodes: string[] }) {
  const title = offer ? t('editOffer', { id: offer.id }) : t('newOffer');
  return (
    <form
      action={saveOfferAction}
      aria-label={title}
      className="mt-4 grid max-w-3xl gap-3 rounded border border-jungle/20 bg-white p-4 sm:grid-cols-2"
    >
      <h3 className="font-semibold text-jungle sm:col-span-2">{title}</h3>
      {offer ? <input type="hidden" name="id" value={offer.id} /> : null}
      <label className="text-sm font-medium">
        {t('field.kind')}
        <select
          name="kind"
          defaultValue={offer?.kind ?? 'early_booking'}
          disabled={!!offer}
          className={field}
        >
          <option value="early_booking">{t('kinds.early_booking')}</option>
          <option value="long_stay">{t('kinds.long_stay')}</option>
        </select>
      </label>
      <label className="text-sm font-medium">
        {t('field.percentOff')}
        <input
          name="percentOff"
          inputMode="numeric"
          required
          defaultValue={offer?.percentOff ?? ''}
          className={field}
        />
      </label>
      <label className="text-sm font-medium">
        {t('field.minDaysBefore')}
        <input
          name="minDaysBefore"
          inputMode="numeric"
          defaultValue={offer?.minDaysBefore ?? ''}
          className={field}
        />
      </label>
      <label className="text-sm font-medium">
        {t('field.minNights')}
        <input
          name="minNights"
          inputMode="numeric"
          defaultValue={offer?.minNights ?? ''}
          className={field}
        />
      </label>
      <HotelBoxes t={t} all={hotelCodes} chosen={offer?.hotelCodes ?? []} />
      <DateFields t={t} values={offer} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="active" defaultChecked={offer?.active ?? true} />
        {t('field.active')}
      </label>
      <FormButtons t={t} />
    </form>
  );
}

function CodeForm({
  t,
  code,
  hotelCodes,
  currencies,
}: {
  t: T;
  code?: PromoRow;
  hotelCodes: string[];
  currencies: { iso: string; decimals: number }[];
}) {
  const title = code ? t('editCode', { code: code.code }) : t('newCode');
  const decimals = currencies.find((c) => c.iso === code?.currencyIso)?.decimals ?? 2;
  return (
    <form
      action={saveCodeAction}
      aria-label={title}
      className="mt-4 grid max-w-3xl gap-3 rounded border border-jungle/20 bg-white p-4 sm:grid-cols-2"
    >
      <h3 className="font-semibold text-jungle sm:col-span-2">{title}</h3>
      {code ? <input type="hidden" name="original" value={code.code} /> : null}
      <label className="text-sm font-medium">
        {t('field.code')}
        <input
          name="code"
          required
          maxLength={20}
          readOnly={!!code}
          defaultValue={code?.code ?? ''}
          className={`${field} uppercase`}
        />
      </label>
      <label className="text-sm font-medium">
        {t('field.kind')}
        <select name="kind" defaultValue={code?.kind ?? 'percent'} className={field}>
          <option value="percent">{t('codeKinds.percent')}</option>
          <option value="amount">{t('codeKinds.amount')}</option>
        </select>
      </label>
      <label className="text-sm font-medium">
        {t('field.percentOff')}
        <input
          name="percentOff"
          inputMode="numeric"
          defaultValue={code?.kind === 'percent' ? code.percentOff : ''}
          className={field}
        />
      </label>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <label className="text-sm font-medium">
          {t('field.amountOff')}
          <input
            name="amountOff"
            inputMode="decimal"
            defaultValue={
              code?.amountOffMinor ? (code.amountOffMinor / 10 ** decimals).toFixed(decimals) : ''
            }
            className={field}
          />
        </label>
        <label className="text-sm font-medium">
          {t('field.currency')}
          <select name="currencyIso" defaultValue={code?.currencyIso ?? 'MXN'} className={field}>
            {currencies.map((c) => (
              <option key={c.iso} value={c.iso}>
                {c.iso}
              </option>
            ))}
          </select>
        </label>
      </div>
      <HotelBoxes t={t} all={hotelCodes} chosen={code?.hotelCodes ?? []} />
      <DateFields t={t} values={code} />
      <label className="text-sm font-medium">
        {t('field.usageLimit')}
        <input
          name="usageLimit"
          inputMode="numeric"
          defaultValue={code?.usageLimit ?? ''}
          className={field}
        />
      </label>
      <label className="text-sm font-medium">
        {t('field.perCustomerLimit')}
        <input
          name="perCustomerLimit"
          inputMode="numeric"
          defaultValue={code?.perCustomerLimit ?? ''}
          className={field}
        />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="active" defaultChecked={code?.active ?? true} />
        {t('field.active')}
      </label>
      <FormButtons t={t} />
    </form>
  );
}
