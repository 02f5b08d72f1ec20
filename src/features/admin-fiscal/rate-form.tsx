'use client';

import { useActionState } from 'react';
import { scheduleTaxRateAction, type FiscalFormState } from './actions';

type Field = 'ruleId' | 'target' | 'effectiveFrom' | 'value';
const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon aria-invalid:border-red-600';

/** A new tax rate from a later day; errors beside each field, kept as typed. */
export function RateForm({
  taxes,
  hotels,
  products,
  minDate,
  labels,
}: {
  taxes: { id: number; label: string }[];
  hotels: { code: string; name: string }[];
  products: { code: string; name: string }[];
  minDate: string;
  labels: Record<
    Field | 'title' | 'hint' | 'all' | 'hotels' | 'products' | 'save' | 'saving',
    string
  >;
}) {
  const [state, action, pending] = useActionState<FiscalFormState, FormData>(
    scheduleTaxRateAction,
    {},
  );
  const id = (field: Field) => `rate-${field}`;
  const error = (field: Field) =>
    state.errors?.[field] ? (
      <span id={`${id(field)}-error`} className="mt-1 block text-sm font-semibold text-red-700">
        {state.errors[field]}
      </span>
    ) : null;
  const a11y = (field: Field) => ({
    id: id(field),
    name: field,
    'aria-invalid': state.errors?.[field] ? true : undefined,
    'aria-describedby': state.errors?.[field] ? `${id(field)}-error` : `rate-hint`,
    defaultValue: state.values?.[field] ?? '',
    className: input,
  });
  return (
    <form
      action={action}
      aria-labelledby="rate-form-title"
      className="grid gap-3 rounded border border-jungle/20 bg-white p-4 sm:grid-cols-2"
    >
      <h3 id="rate-form-title" className="font-semibold text-jungle sm:col-span-2">
        {labels.title}
      </h3>
      <p id="rate-hint" className="text-sm text-muted sm:col-span-2">
        {labels.hint}
      </p>
      <label key={`ruleId-${state.at ?? 0}`} htmlFor={id('ruleId')} className="text-sm font-medium">
        {labels.ruleId}
        <select {...a11y('ruleId')}>
          {taxes.map((tax) => (
            <option key={tax.id} value={tax.id}>
              {tax.label}
            </option>
          ))}
        </select>
        {error('ruleId')}
      </label>
      <label key={`target-${state.at ?? 0}`} htmlFor={id('target')} className="text-sm font-medium">
        {labels.target}
        <select {...a11y('target')}>
          <option value="">{labels.all}</option>
          <optgroup label={labels.hotels}>
            {hotels.map((h) => (
              <option key={h.code} value={h.code}>
                {h.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={labels.products}>
            {products.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </optgroup>
        </select>
        {error('target')}
      </label>
      <label
        key={`effectiveFrom-${state.at ?? 0}`}
        htmlFor={id('effectiveFrom')}
        className="text-sm font-medium"
      >
        {labels.effectiveFrom}
        <input type="date" min={minDate} {...a11y('effectiveFrom')} />
        {error('effectiveFrom')}
      </label>
      <label key={`value-${state.at ?? 0}`} htmlFor={id('value')} className="text-sm font-medium">
        {labels.value}
        <input inputMode="decimal" autoComplete="off" {...a11y('value')} />
        {error('value')}
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-jungle px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {pending ? labels.saving : labels.save}
        </button>
        <p
          role="status"
          className={
            state.ok === false ? 'text-sm font-semibold text-red-700' : 'text-sm text-jungle'
          }
        >
          {state.message}
        </p>
      </div>
    </form>
  );
}
