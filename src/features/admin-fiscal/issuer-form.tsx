'use client';

import { useActionState } from 'react';
import { updateIssuerAction, type IssuerFormState } from './actions';

type Field = 'rfc' | 'name' | 'regime' | 'postalCode';
const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon aria-invalid:border-red-600';

/** One issuer's fiscal data, edited in place; errors beside each field, kept as typed. */
export function IssuerForm({
  scope,
  title,
  initial,
  regimes,
  labels,
}: {
  scope: string;
  title: string;
  initial: Record<Field, string>;
  regimes: { id: string; text: string }[];
  labels: Record<Field | 'save' | 'saving', string>;
}) {
  const [state, action, pending] = useActionState<IssuerFormState, FormData>(
    updateIssuerAction,
    {},
  );
  const value = (field: Field) => state.values?.[field] ?? initial[field];
  const id = (field: Field) => `issuer-${scope}-${field}`;
  const error = (field: Field) =>
    state.errors?.[field] ? (
      <span id={`${id(field)}-error`} className="mt-1 block text-sm font-semibold text-red-700">
        {state.errors[field]}
      </span>
    ) : null;
  const described = (field: Field) => (state.errors?.[field] ? `${id(field)}-error` : undefined);
  return (
    <form
      action={action}
      aria-label={title}
      className="grid gap-3 rounded border border-jungle/20 bg-white p-4 sm:grid-cols-2"
    >
      <input type="hidden" name="scope" value={scope} />
      <h3 className="font-semibold text-jungle sm:col-span-2">{title}</h3>
      {(['rfc', 'name', 'postalCode'] as const).map((field) => (
        <label
          key={`${field}-${state.at ?? 0}`}
          htmlFor={id(field)}
          className="text-sm font-medium"
        >
          {labels[field]}
          <input
            id={id(field)}
            name={field}
            defaultValue={value(field)}
            aria-invalid={state.errors?.[field] ? true : undefined}
            aria-describedby={described(field)}
            autoComplete="off"
            className={input}
          />
          {error(field)}
        </label>
      ))}
      <label key={`regime-${state.at ?? 0}`} htmlFor={id('regime')} className="text-sm font-medium">
        {labels.regime}
        <select
          id={id('regime')}
          name="regime"
          defaultValue={value('regime')}
          aria-invalid={state.errors?.regime ? true : undefined}
          aria-describedby={described('regime')}
          className={input}
        >
          {regimes.map((r) => (
            <option key={r.id} value={r.id}>
              {r.id} · {r.text}
            </option>
          ))}
        </select>
        {error('regime')}
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
