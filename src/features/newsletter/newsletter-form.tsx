'use client';

import { useActionState, useId, useSyncExternalStore } from 'react';
import { ErrorSummary, useLiveErrors } from '@/components/ui/error-summary';
import { subscribeAction, type NewsletterFormState } from './actions';
import { CaptchaField, type CaptchaStrings } from '@/components/ui/captcha-field';
import { COOKIE, readClientCookie, rememberCountry } from '@/lib/cookies';
import { DEFAULT_COUNTRY, visitorCountry } from '@/lib/countries';

export type NewsletterFormLabels = Record<
  | 'name'
  | 'lastName'
  | 'email'
  | 'country'
  | 'chooseCountry'
  | 'acceptance'
  | 'permission'
  | 'captcha'
  | 'captchaNoScript'
  | 'submit'
  | 'required'
  | 'errorSummary',
  string
>;

type Props = {
  language: string;
  site: string;
  variant: 'page' | 'footer';
  labels: NewsletterFormLabels;
  captchaStrings: CaptchaStrings;
  countries: { code: string; name: string }[];
  initialEmail?: string;
  /** SPEC §3 client state: the visitor's country (the USA until one is chosen). */
  initialCountry?: string;
};

/**
 * The newsletter sign-up (SPEC §3, §5): name, last name, email, country, the two consent
 * boxes and the captcha. Errors come back from the server in the visitor's language, next
 * to each field and in a summary that takes focus; each leaves as soon as its field is fixed.
 * Without JavaScript the same action runs as a plain POST.
 */
export function NewsletterForm({
  language,
  site,
  variant,
  labels,
  captchaStrings,
  countries,
  initialEmail = '',
  initialCountry,
}: Props) {
  const cookieCountry = useSyncExternalStore(
    noSubscription,
    () => visitorCountry(readClientCookie(COOKIE.country)),
    () => DEFAULT_COUNTRY,
  );
  const [state, action, pending] = useActionState<NewsletterFormState, FormData>(subscribeAction, {
    errors: {},
    values: {
      name: '',
      lastName: '',
      email: initialEmail,
      country: '',
      acceptance: false,
      permission: false,
    },
    attempt: 0,
  });
  const prefix = `${useId().replace(/:/g, '')}nl`;
  const onDark = variant === 'footer';
  const id = (name: string) => `${prefix}-${name}`;
  const live = useLiveErrors(state.errors, state.attempt);
  const errorOf = (name: keyof NewsletterFormState['errors']) => live.errors[name];
  const fieldLabels: Partial<Record<keyof NewsletterFormState['errors'], string>> = {
    name: labels.name,
    lastName: labels.lastName,
    email: labels.email,
    country: labels.country,
    acceptance: labels.acceptance,
    permission: labels.permission,
    captcha: labels.captcha,
  };
  const summaryItems = (
    Object.entries(live.errors) as [keyof NewsletterFormState['errors'], string][]
  ).map(([key, message]) => ({
    fieldId: fieldLabels[key] ? id(key) : id('submit'),
    label: fieldLabels[key] ?? labels.submit,
    message,
  }));
  const describedBy = (name: keyof NewsletterFormState['errors']) =>
    errorOf(name) ? id(`${name}-error`) : undefined;
  const labelClass = onDark
    ? 'mb-1 block text-xs font-semibold tracking-wider text-cream uppercase'
    : 'field-label';
  const errorClass = onDark
    ? 'mt-1 inline-block rounded bg-white px-2 py-0.5 text-sm font-semibold text-red-700'
    : 'mt-1 text-sm font-semibold text-red-700';
  const errorLine = (name: keyof NewsletterFormState['errors']) =>
    errorOf(name) && (
      <p id={id(`${name}-error`)} className={errorClass}>
        {errorOf(name)}
      </p>
    );
  const textField = (
    name: 'name' | 'lastName' | 'email',
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={id(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={state.values[name]}
        key={`${name}-${state.attempt}`}
        required
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name)}
        className="field aria-invalid:border-red-600"
      />
      {errorLine(name)}
    </div>
  );
  const checkbox = (name: 'acceptance' | 'permission', label: string) => (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id(name)}
          name={name}
          type="checkbox"
          defaultChecked={state.values[name]}
          key={`${name}-${state.attempt}`}
          required
          aria-invalid={errorOf(name) ? true : undefined}
          aria-describedby={describedBy(name)}
          className="mt-0.5 size-5 shrink-0 accent-jungle"
        />
        <label htmlFor={id(name)} className={onDark ? 'text-sm text-cream' : 'text-sm text-ink'}>
          {label}
        </label>
      </div>
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
      <ErrorSummary title={labels.errorSummary} items={summaryItems} attempt={state.attempt} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="site" value={site} />
      <p className={onDark ? 'text-xs text-cream/90' : 'text-xs text-muted'}>{labels.required}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('name', labels.name, 'text', 'given-name')}
        {textField('lastName', labels.lastName, 'text', 'family-name')}
        {textField('email', labels.email, 'email', 'email')}
        <div>
          <label htmlFor={id('country')} className={labelClass}>
            {labels.country}
          </label>
          <select
            id={id('country')}
            name="country"
            autoComplete="country"
            defaultValue={
              state.attempt > 0 ? state.values.country : (initialCountry ?? cookieCountry)
            }
            // The browser knows the country cookie only after hydration: the field then starts again.
            key={`country-${state.attempt}-${state.attempt > 0 ? '' : cookieCountry}`}
            onChange={(e) => rememberCountry(e.target.value)}
            required
            aria-invalid={errorOf('country') ? true : undefined}
            aria-describedby={describedBy('country')}
            className="field aria-invalid:border-red-600"
          >
            <option value="">{labels.chooseCountry}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errorLine('country')}
        </div>
      </div>
      {checkbox('acceptance', labels.acceptance)}
      {checkbox('permission', labels.permission)}
      <fieldset id={id('captcha')} tabIndex={-1}>
        <legend className={labelClass}>{labels.captcha}</legend>
        <CaptchaField
          language={language}
          strings={captchaStrings}
          attempt={state.attempt}
          describedBy={describedBy('captcha')}
        />
        <noscript>
          <p className={onDark ? 'text-sm text-cream' : 'text-sm text-muted'}>
            {labels.captchaNoScript}
          </p>
        </noscript>
        {errorLine('captcha')}
        {errorLine('site')}
        {errorLine('language')}
      </fieldset>
      <button
        id={id('submit')}
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        className={
          onDark
            ? 'rounded-full bg-cream px-6 py-3 text-sm font-semibold text-jungle hover:bg-white'
            : 'btn-primary'
        }
      >
        {labels.submit}
      </button>
    </form>
  );
}

/** The country cookie changes only through this form's own field (read again on each render). */
function noSubscription() {
  return () => {};
}
