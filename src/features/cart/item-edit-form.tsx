'use client';

import { ChevronDown, Pencil } from 'lucide-react';
import { useActionState } from 'react';
import { LocalDateField } from '@/components/ui/date-field';
import { updateItemAction, type EditItemState } from './cart-actions';
import { SubmitButton } from './submit-button';

export type ItemEditLabels = Record<
  | 'date'
  | 'schedule'
  | 'chooseSchedule'
  | 'adults'
  | 'children'
  | 'infants'
  | 'transport'
  | 'noTransport'
  | 'save',
  string
>;

type Option = { value: string; label: string };

type Props = {
  /** The disclosure's label ("Change date, people or options"). */
  summary: string;
  /** Opened from the start (an item whose places are no longer held). */
  open: boolean;
  locale: string;
  itemId: string;
  labels: ItemEditLabels;
  /** The item's current choices, as form values. */
  initial: Record<string, string>;
  /** False for an open ticket: no date, no schedule. */
  dated: boolean;
  /** The earliest visit date (today at the parks). */
  minDate: string;
  slots: Option[];
  /** Null when the product has no transport to choose. */
  transport: Option[] | null;
  infantsAdmitted: boolean;
  maxPeople: number;
  /** "Buffet lunch (+$25.00 per person)"; null when the product has no food add-on. */
  foodLabel: string | null;
  photoLabel: string | null;
};

/**
 * Edits one cart item, inside a disclosure. Every rule is the server's: a refusal comes back as the SPEC §8
 * message next to the form, with the visitor's choices kept; without JavaScript the form
 * posts and the page answers the same way.
 */
export function ItemEditForm(props: Props) {
  const { locale, itemId, labels, dated, slots, transport, infantsAdmitted, maxPeople } = props;
  const [state, action] = useActionState<EditItemState, FormData>(updateItemAction, {
    status: 'idle',
  });
  const values = state.status === 'error' ? state.values : props.initial;
  // A new key per answer re-applies the values to the uncontrolled fields.
  const version = `${state.status}-${state.status === 'idle' ? 0 : state.at}`;
  const id = (name: string) => `${itemId}-${name}`;
  const messageId = id('message');
  const failed = state.status === 'error';
  const counts = (from: number) =>
    Array.from({ length: maxPeople - from + 1 }, (_, i) => String(from + i));

  const select = (name: string, label: string, options: Option[], placeholder?: string) => (
    <div>
      <label htmlFor={id(name)} className="field-label">
        {label}
      </label>
      <select
        id={id(name)}
        key={`${name}-${version}`}
        name={name}
        defaultValue={values[name] ?? ''}
        aria-describedby={failed ? messageId : undefined}
        className="field"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const people = (from: number) => counts(from).map((n) => ({ value: n, label: n }));
  const check = (name: string, label: string) => (
    <label className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm">
      <input
        key={`${name}-${version}`}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={values[name] === '1'}
        className="mt-0.5 size-4 accent-jungle"
      />
      <span>{label}</span>
    </label>
  );

  // Open while it has something to say: without JavaScript the page comes back with the
  // answer, and a closed disclosure would hide it.
  return (
    <details className="group" open={props.open || state.status !== 'idle' || undefined}>
      <summary className="mr-28 inline-flex cursor-pointer items-center gap-2 rounded-full text-sm font-semibold text-jungle underline-offset-4 hover:underline">
        <Pencil aria-hidden size={16} className="shrink-0" />
        {props.summary}
        <ChevronDown aria-hidden size={16} className="shrink-0 transition group-open:rotate-180" />
      </summary>
      <form action={action} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="itemId" value={itemId} />
        {state.status !== 'idle' && (
          <p
            id={messageId}
            role={failed ? 'alert' : 'status'}
            className={`rounded-xl px-4 py-3 text-sm font-semibold ${
              failed
                ? 'border border-red-200 bg-red-50 text-red-800'
                : 'bg-lagoon/10 text-lagoon-800'
            }`}
          >
            {state.message}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {dated && (
            <>
              <LocalDateField
                key={`visitDate-${version}`}
                locale={locale}
                label={labels.date}
                name="visitDate"
                min={props.minDate}
                defaultValue={values.visitDate ?? ''}
                describedBy={failed ? messageId : undefined}
              />
              {select(
                'slotId',
                labels.schedule,
                slots,
                slots.length === 1 ? undefined : labels.chooseSchedule,
              )}
            </>
          )}
          {select('adults', labels.adults, people(1))}
          {select('children', labels.children, people(0))}
          {infantsAdmitted && select('infants', labels.infants, people(0))}
          {transport && select('transportZoneId', labels.transport, transport, labels.noTransport)}
        </div>
        {(props.foodLabel || props.photoLabel) && (
          <div className="grid gap-3 sm:grid-cols-2">
            {props.foodLabel && check('food', props.foodLabel)}
            {props.photoLabel && check('photo', props.photoLabel)}
          </div>
        )}
        <SubmitButton className="btn-primary">{labels.save}</SubmitButton>
      </form>
    </details>
  );
}
