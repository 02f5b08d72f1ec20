'use client';

import { useActionState } from 'react';
import { ErrorSummary, useLiveErrors } from '@/components/ui/error-summary';
import type { Locale } from '@/i18n/paths';
import { formatTemplate } from '@/i18n/template';
import { saveGuest, type GuestFormState } from './actions';
import { rememberCountry } from '@/lib/cookies';
import { phoneForCountry } from '@/lib/phone-prefix';

export type GuestFormLabels = Record<
  | 'leadGuest'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'country'
  | 'chooseCountry'
  | 'arrivalTime'
  | 'arrivalUnknown'
  | 'requests'
  | 'requestsHint'
  | 'roomGuests'
  | 'roomGuestHint'
  | 'continue'
  /** The summary's title as an ICU template with {count}: it counts the errors left. */
  | 'errorSummary',
  string
>;

type Props = {
  locale: Locale;
  labels: GuestFormLabels;
  /** With each country's dialing code: the phone prefix follows the country (SPEC §3). */
  countries: { code: string; name: string; dial?: string }[];
  arrivalTimes: string[];
  /** "Guest for room n (type)" per room, translated. */
  roomLabels: string[];
  initial: Record<string, string>;
  requestsMax: number;
};

/**
 * Step 3's form: errors come back from the server translated, next to each field and in a
 * summary that takes focus; each leaves as soon as its field is fixed.
 */
export function GuestForm({
  locale,
  labels,
  countries,
  arrivalTimes,
  roomLabels,
  initial,
  requestsMax,
}: Props) {
  const [state, action, pending] = useActionState<GuestFormState, FormData>(saveGuest, {
    errors: {},
    values: initial,
  });
  const value = (name: string) => state.values[name] ?? '';
  const dialOf = (country: string) => countries.find((c) => c.code === country)?.dial;
  const live = useLiveErrors(state.errors as Record<string, string>, state, (name) =>
    name.replace(/^roomName/, 'room'),
  );
  const error = (name: string) => (live.errors as Record<string, string | undefined>)[name];
  const fieldLabels: Record<string, string> = {
    firstName: labels.firstName,
    lastName: labels.lastName,
    email: labels.email,
    phone: labels.phone,
    country: labels.country,
    arrivalTime: labels.arrivalTime,
    requests: labels.requests,
    ...Object.fromEntries(roomLabels.map((label, i) => [`room${i + 1}`, label])),
  };
  const summaryItems = Object.entries(live.errors as Record<string, string>).map(
    ([key, message]) => ({
      fieldId: /^room\d+$/.test(key) ? `g-roomName${key.slice(4)}` : `g-${key}`,
      label: fieldLabels[key] ?? key,
      message,
    }),
  );
  const describedBy = (name: string, hint?: boolean) =>
    [error(name) ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`g-${name}`} className="field-label">
        {label}
      </label>
      {input}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error(name) && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error(name)}
        </p>
      )}
    </div>
  );
  const text = (name: string, label: string, type = 'text', autoComplete?: string) =>
    field(
      name,
      label,
      <input
        id={`g-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={
          // The phone starts at the country's dialing code; what was typed stays.
          name === 'phone' ? phoneForCountry(value(name), dialOf(value('country'))) : value(name)
        }
        key={`${name}-${value(name)}`}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(name)}
        className="field aria-invalid:border-red-600"
      />,
    );

  return (
    <form action={action} noValidate className="space-y-6" onChange={live.onChange}>
      <input type="hidden" name="locale" value={locale} />
      <ErrorSummary
        title={formatTemplate(locale, labels.errorSummary, { count: summaryItems.length })}
        items={summaryItems}
        attempt={state}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-2xl text-jungle">{labels.leadGuest}</legend>
        {text('firstName', labels.firstName, 'text', 'given-name')}
        {text('lastName', labels.lastName, 'text', 'family-name')}
        {text('email', labels.email, 'email', 'email')}
        {text('phone', labels.phone, 'tel', 'tel')}
        {field(
          'country',
          labels.country,
          <select
            id="g-country"
            name="country"
            autoComplete="country"
            defaultValue={value('country')}
            key={`country-${value('country')}`}
            onChange={(e) => {
              rememberCountry(e.target.value);
              const phone = e.target.form?.elements.namedItem('phone');
              if (phone instanceof HTMLInputElement)
                phone.value = phoneForCountry(phone.value, dialOf(e.target.value));
            }}
            aria-invalid={error('country') ? true : undefined}
            aria-describedby={describedBy('country')}
            className="field aria-invalid:border-red-600"
          >
            <option value="">{labels.chooseCountry}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'arrivalTime',
          labels.arrivalTime,
          <select
            id="g-arrivalTime"
            name="arrivalTime"
            defaultValue={value('arrivalTime')}
            key={`arrival-${value('arrivalTime')}`}
            aria-describedby={describedBy('arrivalTime')}
            className="field"
          >
            <option value="">{labels.arrivalUnknown}</option>
            {arrivalTimes.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>,
        )}
        <div className="sm:col-span-2">
          {field(
            'requests',
            labels.requests,
            <textarea
              id="g-requests"
              name="requests"
              rows={3}
              maxLength={requestsMax}
              defaultValue={value('requests')}
              key={`requests-${value('requests').length}`}
              aria-describedby={describedBy('requests', true)}
              className="field"
            />,
            labels.requestsHint,
          )}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 font-display text-2xl text-jungle">{labels.roomGuests}</legend>
        <p id="roomName-hint" className="text-sm text-muted sm:col-span-2">
          {labels.roomGuestHint}
        </p>
        {roomLabels.map((label, i) => {
          const name = `roomName${i + 1}`;
          const errorKey = `room${i + 1}`;
          return (
            <div key={name}>
              <label htmlFor={`g-${name}`} className="field-label normal-case">
                {label}
              </label>
              <input
                id={`g-${name}`}
                name={name}
                autoComplete="name"
                defaultValue={value(name)}
                key={`${name}-${value(name)}`}
                aria-invalid={error(errorKey) ? true : undefined}
                aria-describedby={[error(errorKey) ? `${errorKey}-error` : '', 'roomName-hint']
                  .filter(Boolean)
                  .join(' ')}
                className="field aria-invalid:border-red-600"
              />
              {error(errorKey) && (
                <p id={`${errorKey}-error`} className="mt-1 text-sm font-semibold text-red-700">
                  {error(errorKey)}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={pending} aria-disabled={pending}>
        {labels.continue}
      </button>
    </form>
  );
}
