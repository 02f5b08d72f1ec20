'use client';

import { useActionState, useId } from 'react';
import { ErrorSummary, useLiveErrors } from '@/components/ui/error-summary';
import { CaptchaField, type CaptchaStrings } from '@/components/ui/captcha-field';
import { enquiryAction, type EnquiryFormState } from './actions';

type Field = Exclude<keyof EnquiryFormState['errors'], never>;
export type EnquiryLabels = Record<
  | 'kind'
  | 'dateFrom'
  | 'dateTo'
  | 'guests'
  | 'budget'
  | 'message'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'captcha'
  | 'captchaNoScript'
  | 'submit'
  | 'required'
  | 'errorSummary',
  string
>;

/**
 * The weddings, meetings and groups enquiry (issue 17): dates, guests, budget, message and
 * how to reach the visitor, with the site's captcha. Errors come back next to each field and
 * in a summary that takes focus; a sent enquiry is replaced by its acknowledgement.
 */
export function EnquiryForm({
  language,
  defaultKind,
  kinds,
  labels,
  captchaStrings,
  today,
}: {
  language: string;
  defaultKind: 'wedding' | 'meeting' | 'group';
  kinds: { value: string; label: string }[];
  labels: EnquiryLabels;
  captchaStrings: CaptchaStrings;
  today: string;
}) {
  const [state, action, pending] = useActionState<EnquiryFormState, FormData>(enquiryAction, {
    errors: {},
    values: {
      kind: defaultKind,
      dateFrom: '',
      dateTo: '',
      guests: '',
      budget: '',
      message: '',
      contactName: '',
      email: '',
      phone: '',
    },
    attempt: 0,
  });
  const prefix = `${useId().replace(/:/g, '')}eq`;
  const id = (name: string) => `${prefix}-${name}`;
  const live = useLiveErrors(state.errors, state.attempt);
  const errorOf = (name: Field) => live.errors[name];
  const describedBy = (name: Field, hint?: string) =>
    [errorOf(name) ? id(`${name}-error`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (name: Field) =>
    errorOf(name) && (
      <p id={id(`${name}-error`)} className="mt-1 text-sm font-semibold text-red-700">
        {errorOf(name)}
      </p>
    );
  const summaryItems = (Object.entries(live.errors) as [Field, string][]).map(([key, message]) => ({
    fieldId: id(key),
    label: labels[key],
    message,
  }));

  if (state.done?.kind === 'sent')
    return (
      <p
        role="status"
        className="rounded-xl border border-jungle/30 bg-white p-4 text-ink"
        tabIndex={-1}
      >
        {state.done.message}
      </p>
    );

  const input = (
    name: Exclude<Field, 'kind' | 'message' | 'captcha'>,
    type: string,
    extra: Record<string, string | number | boolean> = {},
  ) => (
    <div>
      <label htmlFor={id(name)} className="field-label">
        {labels[name]}
      </label>
      <input
        id={id(name)}
        name={name}
        type={type}
        defaultValue={state.values[name]}
        key={`${name}-${state.attempt}`}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name)}
        className="field aria-invalid:border-red-600"
        {...extra}
      />
      {errorLine(name)}
    </div>
  );

  return (
    <form
      action={action}
      onChange={live.onChange}
      noValidate
      className="space-y-4"
      aria-label={labels.submit}
    >
      <ErrorSummary
        title={labels.errorSummary}
        items={summaryItems}
        attempt={state.attempt}
        extra={state.done?.kind === 'refused' ? state.done.message : undefined}
      />
      <input type="hidden" name="language" value={language} />
      <p className="text-xs text-muted">{labels.required}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('kind')} className="field-label">
            {labels.kind}
          </label>
          <select
            id={id('kind')}
            name="kind"
            defaultValue={state.values.kind}
            key={`kind-${state.attempt}`}
            required
            aria-invalid={errorOf('kind') ? true : undefined}
            aria-describedby={describedBy('kind')}
            className="field aria-invalid:border-red-600"
          >
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
          {errorLine('kind')}
        </div>
        {input('guests', 'number', { min: 1, max: 2000, inputMode: 'numeric', required: true })}
        {input('dateFrom', 'date', { min: today, required: true })}
        {input('dateTo', 'date', { min: today })}
        {input('budget', 'text', { inputMode: 'numeric', autoComplete: 'off' })}
        {input('contactName', 'text', { autoComplete: 'name', required: true, maxLength: 100 })}
        {input('email', 'email', { autoComplete: 'email', required: true })}
        {input('phone', 'tel', { autoComplete: 'tel', required: true })}
      </div>
      <div>
        <label htmlFor={id('message')} className="field-label">
          {labels.message}
        </label>
        <textarea
          id={id('message')}
          name="message"
          rows={4}
          maxLength={2000}
          defaultValue={state.values.message}
          key={`message-${state.attempt}`}
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={describedBy('message')}
          className="field aria-invalid:border-red-600"
        />
        {errorLine('message')}
      </div>
      <fieldset id={id('captcha')} tabIndex={-1}>
        <legend className="field-label">{labels.captcha}</legend>
        <CaptchaField
          language={language}
          strings={captchaStrings}
          attempt={state.attempt}
          describedBy={describedBy('captcha')}
        />
        <noscript>
          <p className="text-sm text-muted">{labels.captchaNoScript}</p>
        </noscript>
        {errorLine('captcha')}
      </fieldset>
      <button type="submit" disabled={pending} aria-disabled={pending} className="btn-primary">
        {labels.submit}
      </button>
    </form>
  );
}
