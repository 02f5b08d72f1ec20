'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';

/** What a back-office form shows after posting: the answer, and whether it is a refusal. */
export type BulkFormState = { message?: string; ok?: boolean; at?: number };

/** The back office's form field and label styles (the grids' bulk edits). */
export const bulkInput =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon disabled:bg-stone-100';
export const bulkLegend = 'text-sm font-medium';

/**
 * One bulk edit below a grid (hotel rates, park capacity): a date range, weekdays, the grid's
 * rows (room types, schedules), the places or rooms to sell, open or close, then the grid's
 * own fields (`children`), the button and the answer. The words are the grid's namespace's
 * (the same keys in each); the action gets the form as posted, `target` naming the hotel or
 * product. The section and the form are `<idPrefix>-title` and `<idPrefix>-form` (the grid's
 * keyboard shortcuts fill the form by its id).
 */
export function BulkFormShell({
  idPrefix,
  namespace,
  action,
  target,
  month,
  rows,
  weekdayNames,
  sale,
  children,
}: {
  idPrefix: string;
  namespace: 'adminParks.bulk' | 'admin.rates.bulk';
  action: (previous: BulkFormState, form: FormData) => Promise<BulkFormState>;
  target: { name: string; value: string };
  month: string;
  /** The grid's rows, all ticked at first, posted as `name`, under the legend `label`. */
  rows: { name: string; label: string; options: { id: number; label: string }[] };
  /** Monday first, in the staff member's language. */
  weekdayNames: string[];
  /** The open/close choice when the form's other fields follow it (and its hint). */
  sale?: { value: string; onChange: (value: string) => void; hint: string };
  children: ReactNode;
}) {
  const t = useTranslations(namespace);
  const [state, formAction, pending] = useActionState<BulkFormState, FormData>(action, {});
  return (
    <section
      aria-labelledby={`${idPrefix}-title`}
      className="mt-6 rounded border border-jungle/20 bg-white p-3 md:p-4"
    >
      <h2 id={`${idPrefix}-title`} className="text-lg font-semibold text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <form
        id={`${idPrefix}-form`}
        action={formAction}
        className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4"
      >
        <input type="hidden" name={target.name} value={target.value} />
        {(['from', 'to'] as const).map((name) => (
          <label key={name} className={bulkLegend}>
            {t(name)}
            <input
              className={bulkInput}
              type="date"
              name={name}
              required
              defaultValue={`${month}-01`}
            />
          </label>
        ))}
        <CheckboxSet
          legend={t('weekdays')}
          name="weekday"
          options={weekdayNames.map((label, i) => ({ id: i + 1, label }))}
          className="md:col-span-2"
          itemClassName="capitalize"
        />
        <CheckboxSet
          legend={rows.label}
          name={rows.name}
          options={rows.options}
          className="md:col-span-2 xl:col-span-4"
        />
        <BulkNumberField
          label={t('total')}
          name="total"
          min={0}
          hint={t('totalHint')}
          hintId={`${idPrefix}-total-hint`}
        />
        <BulkSaleSelect
          id={`${idPrefix}-sale`}
          labels={{
            sale: t('sale'),
            saleKeep: t('saleKeep'),
            saleOpen: t('saleOpen'),
            saleClose: t('saleClose'),
          }}
          {...sale}
        />
        {children}
        <SubmitWithAnswer
          className="md:col-span-2 xl:col-span-4"
          label={t('submit')}
          pending={pending}
          state={state}
        />
      </form>
    </section>
  );
}

/** A back-office form's button and, below it, the answer to its last post. */
export function SubmitWithAnswer({
  className,
  label,
  pending,
  state,
}: {
  className: string;
  label: string;
  pending: boolean;
  state: BulkFormState;
}) {
  return (
    <div className={className}>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-jungle px-4 py-2 text-sm font-medium text-white hover:bg-jungle-700 disabled:opacity-60"
      >
        {label}
      </button>
      <p
        role="status"
        key={state.at}
        className={`mt-2 text-sm ${state.ok === false ? 'text-sunset-700' : 'text-jungle'}`}
      >
        {state.message}
      </p>
    </div>
  );
}

/** A labelled select of how a value changes: kept, set to a number, or moved by a percentage. */
export function BulkModeSelect({
  id,
  name,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  options: Record<'keep' | 'absolute' | 'percent', string>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label className={bulkLegend} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={bulkInput}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {(['keep', 'absolute', 'percent'] as const).map((mode) => (
          <option key={mode} value={mode}>
            {options[mode]}
          </option>
        ))}
      </select>
    </div>
  );
}

function CheckboxSet({
  legend,
  name,
  options,
  className,
  itemClassName = '',
}: {
  legend: string;
  name: string;
  options: { id: number; label: string }[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={bulkLegend}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label
            key={option.id}
            className={`inline-flex items-center gap-1 text-sm ${itemClassName}`}
          >
            <input type="checkbox" name={name} value={option.id} defaultChecked /> {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A whole-number field with its hint below (places, rooms, nights). */
export function BulkNumberField({
  label,
  name,
  min,
  hint,
  hintId,
}: {
  label: string;
  name: string;
  min: number;
  hint: string;
  hintId: string;
}) {
  return (
    <label className={bulkLegend}>
      {label}
      <input
        className={bulkInput}
        type="number"
        name={name}
        min={min}
        step={1}
        inputMode="numeric"
        aria-describedby={hintId}
      />
      <span id={hintId} className="text-xs font-normal text-muted">
        {hint}
      </span>
    </label>
  );
}

/** Keep, open or close the dates (stop-sell), with an optional hint. */
function BulkSaleSelect({
  id,
  labels,
  value,
  onChange,
  hint,
}: {
  id: string;
  labels: Record<'sale' | 'saleKeep' | 'saleOpen' | 'saleClose', string>;
  value?: string;
  onChange?: (value: string) => void;
  hint?: string;
}) {
  return (
    <div>
      <label className={bulkLegend} htmlFor={id}>
        {labels.sale}
      </label>
      <select
        id={id}
        className={bulkInput}
        name="sale"
        {...(onChange
          ? { value, onChange: (e) => onChange(e.target.value) }
          : { defaultValue: 'keep' })}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <option value="keep">{labels.saleKeep}</option>
        <option value="open">{labels.saleOpen}</option>
        <option value="close">{labels.saleClose}</option>
      </select>
      {hint && (
        <span id={`${id}-hint`} className="text-xs font-normal text-muted">
          {hint}
        </span>
      )}
    </div>
  );
}
