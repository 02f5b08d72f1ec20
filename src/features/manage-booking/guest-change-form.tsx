'use client';

import { useActionState, type ReactNode } from 'react';
import { ErrorSummary, useLiveErrors } from '@/components/ui/error-summary';
import type { Locale } from '@/i18n/paths';
import { formatTemplate } from '@/i18n/template';
import type { GuestChangeState } from './guest-actions';

export type GuestChangeLabels = {
  arrivalTime: string;
  /** The empty choice of the arrival time ("I don't know yet"; check-in: "Choose a time"). */
  arrivalNone: string;
  roomGuests: string;
  roomGuestHint: string;
  /** "Guest for room n", one per room. */
  rooms: string[];
  submit: string;
  /** An ICU template with {count}. */
  errorSummary: string;
  requests?: string;
  requestsHint?: string;
  idType?: string;
  chooseIdType?: string;
  idNumber?: string;
  idNumberHint?: string;
  preferences?: string;
};

type Props = {
  /** `edit`: arrival, requests and names (issue 15); `checkin`: arrival, names, document and preferences (issue 19). */
  mode: 'edit' | 'checkin';
  locale: Locale;
  action: (state: GuestChangeState, form: FormData) => Promise<GuestChangeState>;
  /** How the page was opened: the signed link's token, or the owner's reference. */
  access: { token: string } | { ref: string };
  labels: GuestChangeLabels;
  arrivalTimes: string[];
  requestsMax?: number;
  idTypes?: { value: string; label: string }[];
  preferences?: { value: string; label: string }[];
  initial: Record<string, string | string[]>;
};

/**
 * The manage page's guest details and web check-in forms: errors come back from the server
 * translated, beside each field and in a summary that takes focus (as the booking's guest
 * form does). Works without JavaScript (a plain post to the server action).
 */
export function GuestChangeForm({
  mode,
  locale,
  action,
  access,
  labels,
  arrivalTimes,
  requestsMax,
  idTypes = [],
  preferences = [],
  initial,
}: Props) {
  const [state, submit, pending] = useActionState<GuestChangeState, FormData>(action, {
    errors: {},
    values: initial,
  });
  const id = (name: string) => `${mode}-${name}`;
  const value = (name: string) => {
    const v = state.values[name];
    return typeof v === 'string' ? v : '';
  };
  const chosen = new Set(Array.isArray(state.values.preferences) ? state.values.preferences : []);
  const live = useLiveErrors(state.errors, state, (name) => name.replace(/^roomName/, 'room'));
  const error = (name: string) => live.errors[name];
  const fieldLabels: Record<string, string> = {
    arrivalTime: labels.arrivalTime,
    requests: labels.requests ?? '',
    idType: labels.idType ?? '',
    idNumber: labels.idNumber ?? '',
    preferences: labels.preferences ?? '',
    ...Object.fromEntries(labels.rooms.map((label, i) => [`room${i + 1}`, label])),
  };
  const items = Object.entries(live.errors).map(([key, message]) => ({
    fieldId: /^room\d+$/.test(key) ? id(`roomName${key.slice(4)}`) : id(key),
    label: fieldLabels[key] ?? key,
    message: message ?? '',
  }));
  const describedBy = (key: string, hint?: string) =>
    [error(key) ? id(`${key}-error`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const errorText = (key: string) =>
    error(key) ? (
      <p id={id(`${key}-error`)} className="mt-1 text-sm font-semibold text-red-700">
        {error(key)}
      </p>
    ) : null;
  const field = (key: string, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={id(key)} className="field-label">
        {label}
      </label>
      {input}
      {hint && (
        <p id={id(`${key}-hint`)} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {errorText(key)}
    </div>
  );

  return (
    <form action={submit} noValidate className="mt-4 grid gap-4" onChange={live.onChange}>
      <input type="hidden" name="locale" value={locale} />
      {'token' in access ? (
        <input type="hidden" name="t" value={access.token} />
      ) : (
        <input type="hidden" name="ref" value={access.ref} />
      )}
      <ErrorSummary
        title={formatTemplate(locale, labels.errorSummary, { count: items.length })}
        items={items}
        attempt={state}
        extra={state.refused}
      />
      {field(
        'arrivalTime',
        labels.arrivalTime,
        <select
          id={id('arrivalTime')}
          name="arrivalTime"
          required={mode === 'checkin'}
          defaultValue={value('arrivalTime')}
          key={`arrival-${value('arrivalTime')}`}
          aria-invalid={error('arrivalTime') ? true : undefined}
          aria-describedby={describedBy('arrivalTime')}
          className="field aria-invalid:border-red-600"
        >
          <option value="">{labels.arrivalNone}</option>
          {arrivalTimes.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>,
      )}
      {mode === 'edit' &&
        field(
          'requests',
          labels.requests ?? '',
          <textarea
            id={id('requests')}
            name="requests"
            rows={3}
            maxLength={requestsMax}
            defaultValue={value('requests')}
            key={`requests-${value('requests').length}`}
            aria-invalid={error('requests') ? true : undefined}
            aria-describedby={describedBy('requests', id('requests-hint'))}
            className="field aria-invalid:border-red-600"
          />,
          labels.requestsHint,
        )}
      <fieldset className="grid gap-3">
        <legend className="field-label">{labels.roomGuests}</legend>
        <p id={id('roomName-hint')} className="text-xs text-muted">
          {labels.roomGuestHint}
        </p>
        {labels.rooms.map((label, i) => {
          const name = `roomName${i + 1}`;
          const key = `room${i + 1}`;
          return (
            <div key={name}>
              <label htmlFor={id(name)} className="field-label normal-case">
                {label}
              </label>
              <input
                id={id(name)}
                name={name}
                autoComplete="name"
                required
                defaultValue={value(name)}
                key={`${name}-${value(name)}`}
                aria-invalid={error(key) ? true : undefined}
                aria-describedby={describedBy(key, id('roomName-hint'))}
                className="field w-full aria-invalid:border-red-600"
              />
              {errorText(key)}
            </div>
          );
        })}
      </fieldset>
      {mode === 'checkin' && (
        <>
          {field(
            'idType',
            labels.idType ?? '',
            <select
              id={id('idType')}
              name="idType"
              required
              defaultValue={value('idType')}
              key={`idType-${value('idType')}`}
              aria-invalid={error('idType') ? true : undefined}
              aria-describedby={describedBy('idType')}
              className="field aria-invalid:border-red-600"
            >
              <option value="">{labels.chooseIdType}</option>
              {idTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>,
          )}
          {field(
            'idNumber',
            labels.idNumber ?? '',
            <input
              id={id('idNumber')}
              name="idNumber"
              required
              maxLength={30}
              autoComplete="off"
              spellCheck={false}
              className="field aria-invalid:border-red-600"
              aria-invalid={error('idNumber') ? true : undefined}
              aria-describedby={describedBy('idNumber', id('idNumber-hint'))}
            />,
            labels.idNumberHint,
          )}
          <fieldset
            id={id('preferences')}
            tabIndex={-1}
            aria-describedby={describedBy('preferences')}
            className="grid gap-2"
          >
            <legend className="field-label">{labels.preferences}</legend>
            {preferences.map((p) => (
              <label key={p.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="preferences"
                  value={p.value}
                  defaultChecked={chosen.has(p.value)}
                  className="size-4"
                />
                {p.label}
              </label>
            ))}
            {errorText('preferences')}
          </fieldset>
        </>
      )}
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={pending}
        aria-disabled={pending}
      >
        {labels.submit}
      </button>
    </form>
  );
}
