'use client';

import { CreditCard, Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, useLiveErrors } from '@/components/ui/error-summary';
import { formatMoney, type MoneyLocale } from '@/lib/money';

type Method = { id: number; apiCode: string; name: string; kind: 'card' | 'redirect' };
type Options = {
  currency: { iso: string; decimals: number };
  methods: Method[];
  installments: {
    headlineMonths: number;
    banks: {
      id: number;
      name: string;
      logo: string;
      /** SPEC §3 bank description, in every language. */
      description: Partial<Record<MoneyLocale, string>>;
      plans: { months: number; monthlyMinor: number }[];
    }[];
  } | null;
  uplift: { months: number; monthlyMinor: number } | null;
};
type Currency = { iso: string; name: string; names?: Partial<Record<MoneyLocale, string>> };

type Props = {
  kind: 'hotel' | 'park';
  locale: MoneyLocale;
  currencyIso: string;
  totalMinor: number;
  /** errors.offline with the USA and Canada numbers filled in (from the site's phones). */
  offlineMessage: string;
  /** What the return from the payment page said (a declined card…), already translated. */
  notice?: string;
  /** The park checkout asks who buys; the hotel has its guest already. */
  askBuyer?: boolean;
  /** The buyer's phone to start with: the visitor's country's dialing code ("+1 "). */
  phonePrefix?: string;
};

type Phase = 'loading' | 'currenciesError' | 'methodsError' | 'ready';
const FIELD = 'mt-1 w-full rounded-lg border border-jungle/30 bg-white px-3 py-2.5';

/**
 * The payment step of both checkouts: the currency's payment methods loaded from the database
 * ('Retrieving currencies' meanwhile, SPEC §8 messages on failure), the total, interest-free
 * instalments (MXN), Uplift's estimate (USD, CAD), and the hand-off to the gateway's hosted
 * page. The idempotency key is made once per form: retrying after a network failure reuses
 * it, so the server creates one order and one payment whatever happens on the wire.
 */
export function PaymentPanel({
  kind,
  locale,
  currencyIso,
  totalMinor,
  offlineMessage,
  notice,
  askBuyer,
  phonePrefix = '',
}: Props) {
  const t = useTranslations('checkout');
  const id = useId();
  const [phase, setPhase] = useState<Phase>('loading');
  const [options, setOptions] = useState<Options | null>(null);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const [method, setMethod] = useState<'card' | 'PP'>('card');
  const [plan, setPlan] = useState('full');
  const [installment, setInstallment] = useState('');
  const [buyer, setBuyer] = useState({ name: '', email: '', phone: phonePrefix });
  const [fieldErrors, setFieldErrors] = useState<
    Partial<Record<'name' | 'email' | 'installment', string>>
  >({});
  const [attempt, setAttempt] = useState(0);
  const live = useLiveErrors(fieldErrors, attempt);
  const [key] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setPhase('loading');
    try {
      const response = await fetch('/api/v1/currencies/');
      if (!response.ok) throw new Error('currencies');
      const list = (await response.json()) as Currency[];
      setCurrency(list.find((c) => c.iso === currencyIso) ?? null);
    } catch {
      setPhase('currenciesError');
      return;
    }
    try {
      const response = await fetch(
        `/api/v1/payment-methods/?currency=${encodeURIComponent(currencyIso)}&amount=${totalMinor}`,
      );
      if (!response.ok) throw new Error('methods');
      setOptions((await response.json()) as Options);
      setPhase('ready');
    } catch {
      setPhase('methodsError');
    }
  }, [currencyIso, totalMinor]);

  useEffect(() => {
    // The options are fetched once the panel is on screen (and again on "Try again").
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const money = (minor: number) =>
    formatMoney(minor, options?.currency ?? { iso: currencyIso, decimals: 2 }, locale);

  if (phase !== 'ready' || !options) {
    const failed = phase === 'currenciesError' || phase === 'methodsError';
    return (
      <div
        role={failed ? 'alert' : 'status'}
        className={
          failed
            ? 'rounded-xl border border-sunset/40 bg-sunset/10 px-4 py-3 font-semibold text-sunset-700'
            : 'rounded-xl bg-sand px-4 py-3'
        }
      >
        <p>
          {phase === 'currenciesError'
            ? t('currenciesError')
            : phase === 'methodsError'
              ? t('methodsError')
              : t('retrievingCurrencies')}
        </p>
        {failed && (
          <button type="button" onClick={() => void load()} className="btn-secondary mt-3 bg-white">
            {t('retry')}
          </button>
        )}
      </div>
    );
  }

  const cards = options.methods.filter((m) => m.kind === 'card');
  const summaryItems = (['name', 'email', 'installment'] as const).flatMap((key) => {
    const message = live.errors[key];
    if (!message) return [];
    const label =
      key === 'installment'
        ? t('installmentsLabel')
        : t(key === 'name' ? 'buyerName' : 'buyerEmail');
    return [{ fieldId: `${id}-${key}`, label, message }];
  });
  // The instalment plan chosen, said under the pay button: bank, months and monthly amount.
  const chosenPlan = (() => {
    if (method !== 'card' || plan !== 'installments' || !installment) return null;
    const [bankId, months] = installment.split(':').map(Number);
    const bank = options.installments?.banks.find((b) => b.id === bankId);
    const row = bank?.plans.find((p) => p.months === months);
    return bank && row
      ? { bank: bank.name, months: row.months, monthlyMinor: row.monthlyMinor, bankRow: bank }
      : null;
  })();
  // Beside the months: the chosen bank's mark and its description (SPEC §3).
  const chosenBank = chosenPlan?.bankRow;
  const paypal = options.methods.some((m) => m.apiCode === 'PP');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const errors: Partial<Record<'name' | 'email' | 'installment', string>> = {};
    if (askBuyer) {
      if (!buyer.name.trim()) errors.name = t('fieldRequired');
      if (!buyer.email.trim()) errors.email = t('fieldRequired');
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(buyer.email.trim()))
        errors.email = t('emailInvalid');
    }
    if (method === 'card' && plan === 'installments' && !installment)
      errors.installment = t('chooseInstallments');
    setFieldErrors(errors);
    setAttempt((n) => n + 1);
    if (Object.keys(errors).length > 0) return;
    const chosen =
      method === 'PP' || plan === 'full'
        ? { kind: 'full' }
        : plan === 'uplift'
          ? { kind: 'uplift' }
          : (() => {
              const [bankId, months] = installment.split(':').map(Number);
              return { kind: 'installments', bankId, months };
            })();
    setBusy(true);
    let response: Response;
    try {
      response = await fetch('/api/v1/checkouts/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          idempotencyKey: key,
          kind,
          amountMinor: totalMinor,
          currencyIso,
          plan: chosen,
          method,
          locale,
          ...(askBuyer ? { buyer } : {}),
        }),
      });
    } catch {
      // Offline or the network failed: nothing is lost, the same key is used on retry.
      setBusy(false);
      setError(offlineMessage);
      return;
    }
    const body = (await response.json().catch(() => null)) as {
      redirectUrl?: string;
      error?: { code: string };
    } | null;
    if (response.ok && body?.redirectUrl) {
      window.location.assign(body.redirectUrl);
      return;
    }
    setBusy(false);
    const code = body?.error?.code ?? '';
    setError(
      code === 'AMOUNT_MISMATCH' || code === 'CURRENCY_MISMATCH'
        ? t(`refused_${code}`)
        : code === 'CART_CHANGED'
          ? t('refused_AMOUNT_MISMATCH')
          : [
                'PLAN_MISMATCH',
                'METHOD_NOT_AVAILABLE',
                'INSTALLMENTS_NOT_AVAILABLE',
                'INSTALLMENT_PLAN_INVALID',
                'FINANCING_NOT_AVAILABLE',
              ].includes(code)
            ? t('refused_plan')
            : ['BOOKING_NOT_PAYABLE', 'CART_HOLD_LAPSED'].includes(code)
              ? t('refused_hold')
              : t('refused_generic'),
    );
  }

  return (
    <form
      onSubmit={submit}
      onChange={live.onChange}
      noValidate
      className="space-y-6"
      aria-describedby={`${id}-secure`}
    >
      <ErrorSummary
        title={t('errorSummary', { count: summaryItems.length })}
        items={summaryItems}
        attempt={attempt}
      />
      {notice && (
        <p
          role="alert"
          className="rounded-xl border border-sunset/40 bg-sunset/10 px-4 py-3 font-semibold text-sunset-700"
        >
          {notice}
        </p>
      )}
      {askBuyer && (
        <fieldset className="space-y-4">
          <legend className="text-xl font-semibold text-jungle">{t('buyerTitle')}</legend>
          {(['name', 'email', 'phone'] as const).map((field) => {
            const message = field === 'phone' ? undefined : live.errors[field];
            const label = t(
              field === 'name' ? 'buyerName' : field === 'email' ? 'buyerEmail' : 'buyerPhone',
            );
            return (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="font-semibold">
                  {label}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'tel'}
                  value={buyer[field]}
                  onChange={(e) => setBuyer({ ...buyer, [field]: e.target.value })}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-${field}-error` : undefined}
                  className={FIELD}
                />
                {message && (
                  <p id={`${id}-${field}-error`} className="mt-1 text-sm text-sunset-700">
                    {message}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      <p className="text-sm text-muted">
        {t('payIn', {
          currency: currency
            ? `${currency.names?.[locale] ?? currency.name} (${currencyIso})`
            : currencyIso,
        })}
      </p>

      <fieldset className="space-y-3">
        <legend className="text-xl font-semibold text-jungle">{t('methodLegend')}</legend>
        <RadioCard
          name="method"
          value="card"
          checked={method === 'card'}
          onSelect={() => setMethod('card')}
          title={
            <span className="flex items-center gap-2">
              <CreditCard aria-hidden size={18} />
              {t('methodCard')}
            </span>
          }
          note={t('cardsAccepted', { brands: cards.map((c) => c.name).join(', ') })}
        />
        {paypal && (
          <RadioCard
            name="method"
            value="PP"
            checked={method === 'PP'}
            onSelect={() => setMethod('PP')}
            title={t('methodPaypal')}
          />
        )}
      </fieldset>

      {method === 'card' && (options.installments || options.uplift) && (
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold text-jungle">{t('planLegend')}</legend>
          <RadioCard
            name="plan"
            value="full"
            checked={plan === 'full'}
            onSelect={() => setPlan('full')}
            title={`${t('planFull')} · ${money(totalMinor)}`}
          />
          {options.installments && (
            <div className={CARD}>
              <RadioCard
                framed={false}
                name="plan"
                value="installments"
                checked={plan === 'installments'}
                onSelect={() => setPlan('installments')}
                title={t('installmentsHeadline', { months: options.installments.headlineMonths })}
                note={t('installmentsNote')}
              />
              {plan === 'installments' && (
                <div className="mt-3">
                  <label htmlFor={`${id}-installment`} className="font-semibold">
                    {t('installmentsLabel')}
                  </label>
                  <select
                    id={`${id}-installment`}
                    name="installment"
                    required
                    value={installment}
                    onChange={(e) => setInstallment(e.target.value)}
                    aria-invalid={live.errors.installment ? true : undefined}
                    aria-describedby={
                      live.errors.installment ? `${id}-installment-error` : undefined
                    }
                    className={FIELD}
                  >
                    <option value="">{t('chooseInstallments')}</option>
                    {options.installments.banks.map((bank) => (
                      <optgroup key={bank.id} label={bank.name}>
                        {bank.plans.map((p) => (
                          <option key={p.months} value={`${bank.id}:${p.months}`}>
                            {t('installmentOption', {
                              bank: bank.name,
                              months: p.months,
                              monthly: money(p.monthlyMinor),
                            })}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                  {live.errors.installment && (
                    <p id={`${id}-installment-error`} className="mt-1 text-sm text-sunset-700">
                      {live.errors.installment}
                    </p>
                  )}
                  {chosenBank && (
                    <p
                      className="mt-2 flex items-center gap-3 text-sm text-muted"
                      data-testid="installment-bank"
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- SVG mark */}
                      <img
                        src={chosenBank.logo}
                        alt=""
                        width={48}
                        height={24}
                        className="h-6 w-12"
                      />
                      <span>
                        <span className="font-semibold text-ink">{chosenBank.name}</span>
                        {' · '}
                        {chosenBank.description[locale] ?? chosenBank.description.es}
                      </span>
                    </p>
                  )}
                </div>
              )}
            </div>
          )}
          {options.uplift && (
            <RadioCard
              name="plan"
              value="uplift"
              checked={plan === 'uplift'}
              onSelect={() => setPlan('uplift')}
              title={t('upliftOption', { monthly: money(options.uplift.monthlyMinor) })}
              note={t('upliftNote', { months: options.uplift.months })}
            />
          )}
        </fieldset>
      )}

      <div className="flex items-baseline justify-between border-t border-jungle/20 pt-4 text-lg font-semibold text-jungle">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {money(totalMinor)}
        </span>
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-xl border border-sunset/40 bg-sunset/10 px-4 py-3 font-semibold text-sunset-700"
        >
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary w-full text-base">
        <Lock aria-hidden size={18} className="shrink-0" />
        <span>
          {busy ? t('paying') : t('pay', { amount: money(totalMinor) })}
          {chosenPlan && !busy && (
            <span className="block text-sm font-normal" data-testid="pay-plan">
              {t('payPlan', {
                bank: chosenPlan.bank,
                months: chosenPlan.months,
                monthly: money(chosenPlan.monthlyMinor),
              })}
            </span>
          )}
        </span>
      </button>
      <p id={`${id}-secure`} className="text-sm text-muted">
        {t('secureNote')}
      </p>
    </form>
  );
}

const CARD = 'rounded-xl border border-jungle/20 bg-white p-4';

/** One choice of a radio group (payment method, payment plan), shown as a card. */
function RadioCard({
  name,
  value,
  checked,
  onSelect,
  title,
  note,
  framed = true,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  note?: ReactNode;
  /** False inside a card that holds more than the choice (the instalment plans). */
  framed?: boolean;
}) {
  return (
    <label className={`flex gap-3 ${note ? 'items-start' : 'items-center'} ${framed ? CARD : ''}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className={note ? 'mt-1' : undefined}
      />
      <span>
        <span className="block font-semibold">{title}</span>
        {note && <span className="block text-sm text-muted">{note}</span>}
      </span>
    </label>
  );
}
