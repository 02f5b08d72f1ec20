'use client';

import { useActionState } from 'react';
import { updateSeriesAction, type FiscalFormState } from './actions';

type Field = 'series' | 'nextFolio';
const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon aria-invalid:border-red-600';

/** One issuer's series of one kind and its next folio; the folio never goes back. */
export function SeriesForm({
  scope,
  kind,
  title,
  initial,
  labels,
}: {
  scope: string;
  kind: 'I' | 'E';
  title: string;
  initial: Record<Field, string>;
  labels: Record<Field | 'save' | 'saving', string>;
}) {
  const [state, action, pending] = useActionState<FiscalFormState, FormData>(
    updateSeriesAction,
    {},
  );
  const id = (field: Field) => `series-${scope}-${kind}-${field}`;
  const error = (field: Field) =>
    state.errors?.[field] ? (
      <span id={`${id(field)}-error`} className="mt-1 block text-sm font-semibold text-red-700">
        {state.errors[field]}
      </span>
    ) : null;
  return (
    <form
      action={action}
      aria-label={title}
      className="grid gap-3 rounded border border-jungle/20 bg-white p-4 sm:grid-cols-2"
    >
      <input type="hidden" name="scope" value={scope} />
      <input type="hidden" name="kind" value={kind} />
      <h3 className="font-semibold text-jungle sm:col-span-2">{title}</h3>
      {(['series', 'nextFolio'] as const).map((field) => (
        <label
          key={`${field}-${state.at ?? 0}`}
          htmlFor={id(field)}
          className="text-sm font-medium"
        >
          {labels[field]}
          <input
            id={id(field)}
            name={field}
            defaultValue={state.values?.[field] ?? initial[field]}
            inputMode={field === 'nextFolio' ? 'numeric' : undefined}
            aria-invalid={state.errors?.[field] ? true : undefined}
            aria-describedby={state.errors?.[field] ? `${id(field)}-error` : undefined}
            autoComplete="off"
            className={input}
          />
          {error(field)}
        </label>
      ))}
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
