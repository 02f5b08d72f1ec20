'use client';

import { startTransition, useActionState, useState, type ReactNode } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FOREIGN_RFC, personOf, SAT_REGIMES, usesFor } from '@/domain/invoicing/index.rules';
import type { Locale } from '@/i18n/paths';
import { requestInvoiceAction, type InvoiceFormState } from './invoice-actions';

export type InvoiceFormLabels = Record<
  | 'kind'
  | 'mexican'
  | 'foreign'
  | 'rfc'
  | 'name'
  | 'regime'
  | 'use'
  | 'postalCode'
  | 'country'
  | 'taxId'
  | 'email'
  | 'choose'
  | 'submit'
  | 'sending'
  | 'errorSummary',
  string
> & { errors: Record<string, string> };

type Field = 'rfc' | 'name' | 'regime' | 'use' | 'postalCode' | 'country' | 'taxId' | 'email';

/**
 * The CFDI request form: a Mexican taxpayer (RFC, name, regime, use, fiscal postal code) or a
 * foreign resident (country and tax id; the generic foreign RFC is used). The regimes offered
 * follow the RFC typed (company or individual) and the uses follow the regime, by the same
 * rules the server checks with; the server's answer is what counts.
 */
export function InvoiceForm({
  locale,
  reference,
  manageToken,
  email,
  countries,
  defaultCountry,
  labels,
}: {
  locale: Locale;
  reference: string;
  /** The manage page's signed link, when the form is shown there (it proves the order). */
  manageToken?: string;
  /** The buyer's email, proposed. */
  email: string;
  countries: { code: string; name: string }[];
  /** SPEC §3 client state: the visitor's country starts a foreign receiver's country field. */
  defaultCountry?: string;
  labels: InvoiceFormLabels;
}) {
  const [state, action, pending] = useActionState<InvoiceFormState, FormData>(
    requestInvoiceAction,
    {},
  );
  const kept = state.values ?? {};
  const [kind, setKind] = useState(kept.kind === 'foreign' ? 'foreign' : 'mexican');
  const [rfc, setRfc] = useState(kept.rfc ?? '');
  const [regime, setRegime] = useState(kept.regime ?? '');
  const person = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/i.test(rfc.trim())
    ? personOf(rfc.trim())
    : undefined;
  const regimes = SAT_REGIMES.filter((r) => (person ? r[person] : true));
  const uses = usesFor(person ? rfc.trim().toUpperCase() : null, regime || null);
  const errors = state.errors ?? {};
  const message = (field: string) => {
    const code = errors[field];
    return code ? (labels.errors[code] ?? code) : undefined;
  };
  const fields: Field[] =
    kind === 'foreign'
      ? ['name', 'country', 'taxId', 'email']
      : ['rfc', 'name', 'regime', 'use', 'postalCode', 'email'];
  const summary = fields
    .filter((f) => errors[f])
    .map((f) => ({ fieldId: `inv-${f}`, label: labels[f], message: message(f)! }));

  const described = (field: Field) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `inv-${field}-error` }
      : {};
  const wrap = (field: Field, control: ReactNode) => (
    <div key={field}>
      <label htmlFor={`inv-${field}`} className="field-label">
        {labels[field]}
      </label>
      {control}
      {errors[field] && (
        <p id={`inv-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {message(field)}
        </p>
      )}
    </div>
  );

  return (
    <form
      action={action}
      // With JavaScript the form is sent without React's reset of a submitted form: what was
      // typed stays in place while the server's answer is shown (without it, the page posts).
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
      noValidate
      className="mt-4 space-y-4"
      data-testid="invoice-form"
    >
      <input type="hidden" name="reference" value={reference} />
      {manageToken && <input type="hidden" name="t" value={manageToken} />}
      <input type="hidden" name="locale" value={locale} />
      <ErrorSummary
        title={labels.errorSummary}
        items={summary}
        attempt={state}
        extra={state.refusal ? (labels.errors[state.refusal] ?? state.refusal) : undefined}
      />
      <fieldset>
        <legend className="field-label">{labels.kind}</legend>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['mexican', 'foreign'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {labels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'mexican' ? (
          <>
            {wrap(
              'rfc',
              <input
                id="inv-rfc"
                name="rfc"
                className="field uppercase aria-invalid:border-red-600"
                autoComplete="off"
                spellCheck={false}
                maxLength={13}
                value={rfc}
                onChange={(event) => setRfc(event.target.value)}
                {...described('rfc')}
              />,
            )}
            {wrap(
              'postalCode',
              <input
                id="inv-postalCode"
                name="postalCode"
                className="field aria-invalid:border-red-600"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                defaultValue={kept.postalCode}
                {...described('postalCode')}
              />,
            )}
          </>
        ) : (
          <input type="hidden" name="rfc" value={FOREIGN_RFC} />
        )}
        <div className="sm:col-span-2">
          {wrap(
            'name',
            <input
              id="inv-name"
              name="name"
              className="field uppercase aria-invalid:border-red-600"
              autoComplete={kind === 'foreign' ? 'name' : 'organization'}
              maxLength={254}
              defaultValue={kept.name}
              {...described('name')}
            />,
          )}
        </div>
        {kind === 'mexican' ? (
          <>
            {wrap(
              'regime',
              <select
                id="inv-regime"
                name="regime"
                className="field aria-invalid:border-red-600"
                value={regime}
                onChange={(event) => setRegime(event.target.value)}
                {...described('regime')}
              >
                <option value="">{labels.choose}</option>
                {regimes.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.id} · {r.text}
                  </option>
                ))}
              </select>,
            )}
            {wrap(
              'use',
              <select
                id="inv-use"
                name="use"
                className="field aria-invalid:border-red-600"
                defaultValue={kept.use}
                key={`${person}-${regime}`}
                {...described('use')}
              >
                <option value="">{labels.choose}</option>
                {uses.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.id} · {u.text}
                  </option>
                ))}
              </select>,
            )}
          </>
        ) : (
          <>
            {wrap(
              'country',
              <select
                id="inv-country"
                name="country"
                className="field aria-invalid:border-red-600"
                defaultValue={
                  kept.country ??
                  (countries.some((c) => c.code === defaultCountry) ? defaultCountry : '')
                }
                autoComplete="country"
                {...described('country')}
              >
                <option value="">{labels.choose}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>,
            )}
            {wrap(
              'taxId',
              <input
                id="inv-taxId"
                name="taxId"
                className="field uppercase aria-invalid:border-red-600"
                maxLength={40}
                defaultValue={kept.taxId}
                {...described('taxId')}
              />,
            )}
          </>
        )}
        <div className="sm:col-span-2">
          {wrap(
            'email',
            <input
              id="inv-email"
              name="email"
              type="email"
              className="field aria-invalid:border-red-600"
              autoComplete="email"
              maxLength={254}
              defaultValue={kept.email ?? email}
              {...described('email')}
            />,
          )}
        </div>
      </div>
      <button type="submit" className="btn-primary" disabled={pending} aria-disabled={pending}>
        {pending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
