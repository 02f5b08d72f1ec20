'use client';

import { useActionState, useEffect, useId, useState, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { logIn, register, requestReset, resetPassword, type AuthFormState } from './actions';
import { clearHeaderLogin, markHeaderLogin } from './login-arrival';
import { SocialIcon } from './social-icons';

export type FieldLabels = {
  email: string;
  password: string;
  newPassword: string;
  passwordHint: string;
  name: string;
  rememberMe: string;
};

type FieldName = 'email' | 'password' | 'name';

/** One labelled input with its error below it, linked for screen readers. */
function Field({
  id,
  name,
  label,
  type,
  autoComplete,
  defaultValue,
  error,
  hint,
  maxLength,
}: {
  id: string;
  name: FieldName;
  label: string;
  type: string;
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  maxLength?: number;
}) {
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        key={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field aria-invalid:border-red-600"
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Alert({ state }: { state: AuthFormState }) {
  if (state.done)
    return (
      <p
        role="status"
        className="rounded-xl border border-lagoon-800/20 bg-lagoon-800/5 px-4 py-3 text-sm font-semibold text-jungle"
      >
        {state.done}
      </p>
    );
  if (state.error && !state.error.field)
    return (
      <p
        role="alert"
        data-code={state.error.code}
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
      >
        {state.error.message}
      </p>
    );
  return null;
}

function Submit({ children }: { children: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className="btn-primary w-full"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}

const fieldError = (state: AuthFormState, name: FieldName) =>
  state.error?.field === name ? state.error.message : undefined;

/** SPEC §2's anonymous login panel: email, password, remember me, forgot link, sign-in. */
export function LoginForm({
  locale,
  next,
  stayOnPage = false,
  labels,
  initialError,
  forgot,
  invitation,
}: {
  locale: string;
  next?: string;
  /**
   * The header panel's form: the visitor stays on the page they are on (the server checks
   * it is a path of ours), and the signed-in header takes focus (LoginArrival).
   */
  stayOnPage?: boolean;
  labels: FieldLabels & { signIn: string };
  /** An error handed over in the address (a social login that came back refused). */
  initialError?: { code: string; message: string };
  forgot: ReactNode;
  invitation: ReactNode;
}) {
  const [state, action] = useActionState<AuthFormState, FormData>(logIn, {
    values: {},
    error: initialError,
  });
  const id = useId();
  useEffect(() => {
    if (stayOnPage && state.error) clearHeaderLogin();
  }, [stayOnPage, state]);
  return (
    <form
      action={action}
      noValidate
      className="space-y-4"
      data-form="login"
      onSubmit={(event) => {
        if (!stayOnPage) return;
        const here = event.currentTarget.elements.namedItem('next') as HTMLInputElement | null;
        if (here) here.value = `${location.pathname}${location.search}`;
        markHeaderLogin();
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      {(next || stayOnPage) && <input type="hidden" name="next" defaultValue={next ?? ''} />}
      <Alert state={state} />
      <EmailField id={id} label={labels.email} state={state} />
      <Field
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={labels.password}
        error={fieldError(state, 'password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="remember" className="size-4 accent-jungle" />
          {labels.rememberMe}
        </label>
        {forgot}
      </div>
      <Submit>{labels.signIn}</Submit>
      <div className="text-center text-sm">{invitation}</div>
    </form>
  );
}

export function RegisterForm({
  locale,
  labels,
}: {
  locale: string;
  labels: FieldLabels & { register: string };
}) {
  const [state, action] = useActionState<AuthFormState, FormData>(register, { values: {} });
  const id = useId();
  if (state.done) return <Alert state={state} />;
  return (
    <form action={action} noValidate className="space-y-4" data-form="register">
      <input type="hidden" name="locale" value={locale} />
      <Alert state={state} />
      <Field
        id={`${id}-name`}
        name="name"
        type="text"
        autoComplete="name"
        label={labels.name}
        maxLength={100}
        defaultValue={state.values.name}
        error={fieldError(state, 'name')}
      />
      <EmailField id={id} label={labels.email} state={state} />
      <NewPasswordField id={id} label={labels.password} hint={labels.passwordHint} state={state} />
      <Submit>{labels.register}</Submit>
    </form>
  );
}

/** The email field of the login, registration and reset-request forms. */
function EmailField({ id, label, state }: { id: string; label: string; state: AuthFormState }) {
  return (
    <Field
      id={`${id}-email`}
      name="email"
      type="email"
      autoComplete="email"
      label={label}
      defaultValue={state.values.email}
      error={fieldError(state, 'email')}
    />
  );
}

/** A password being chosen (registration, reset): never refilled, with the length hint. */
function NewPasswordField({
  id,
  label,
  hint,
  state,
}: {
  id: string;
  label: string;
  hint: string;
  state: AuthFormState;
}) {
  return (
    <Field
      id={`${id}-password`}
      name="password"
      type="password"
      autoComplete="new-password"
      label={label}
      hint={hint}
      error={fieldError(state, 'password')}
    />
  );
}

export function ForgotForm({
  locale,
  labels,
}: {
  locale: string;
  labels: Pick<FieldLabels, 'email'> & { send: string };
}) {
  const [state, action] = useActionState<AuthFormState, FormData>(requestReset, { values: {} });
  const id = useId();
  return (
    <form action={action} noValidate className="space-y-4" data-form="forgot">
      <input type="hidden" name="locale" value={locale} />
      <Alert state={state} />
      <EmailField id={id} label={labels.email} state={state} />
      <Submit>{labels.send}</Submit>
    </form>
  );
}

export function ResetForm({
  locale,
  token,
  labels,
  after,
}: {
  locale: string;
  token: string;
  labels: Pick<FieldLabels, 'newPassword' | 'passwordHint'> & { save: string };
  /** Shown once the password changed (the way back to the login). */
  after: ReactNode;
}) {
  const [state, action] = useActionState<AuthFormState, FormData>(resetPassword, { values: {} });
  const id = useId();
  if (state.done)
    return (
      <div className="space-y-4">
        <Alert state={state} />
        {after}
      </div>
    );
  return (
    <form action={action} noValidate className="space-y-4" data-form="reset">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <Alert state={state} />
      <NewPasswordField
        id={id}
        label={labels.newPassword}
        hint={labels.passwordHint}
        state={state}
      />
      <Submit>{labels.save}</Submit>
    </form>
  );
}

/**
 * Facebook, Google, Apple (and a generic OpenID provider), each only when configured. Plain
 * links, so they work without JavaScript; with it, SPEC §4's "redirecting" state shows while
 * the provider's page loads.
 */
export function SocialButtons({
  locale,
  next,
  providers,
  heading,
  note,
}: {
  locale: string;
  next?: string;
  /**
   * Every provider the spec names, with how its button works: `live` and `sandbox` lead to a
   * sign-in page (the provider's, or the demo's sandbox); `unavailable` is shown disabled,
   * its label saying so (never hidden without a word).
   */
  providers: {
    id: string;
    mode: 'live' | 'sandbox' | 'unavailable';
    label: string;
    redirecting: string;
  }[];
  heading: string;
  /** A line under the buttons (the demo's: they open a sandbox page). */
  note?: string;
}) {
  const [redirecting, setRedirecting] = useState<string | undefined>();
  // Coming back with the Back button (page restored from the cache) ends the redirecting state.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(undefined);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  if (providers.length === 0) return null;
  const query = (id: string) =>
    `/api/account/social/${id}/?${new URLSearchParams({ locale, ...(next ? { next } : {}) })}`;
  return (
    <div
      className="space-y-2"
      data-social
      data-login-state={redirecting ? 'redirecting' : undefined}
    >
      <p className="text-center text-xs font-semibold tracking-wider text-muted uppercase">
        {heading}
      </p>
      {providers.map((p) =>
        p.mode === 'unavailable' ? (
          <button
            key={p.id}
            type="button"
            disabled
            data-provider={p.id}
            className="btn-secondary flex w-full items-center justify-center gap-2 opacity-70"
          >
            <SocialIcon id={p.id} />
            {p.label}
          </button>
        ) : (
          <a
            key={p.id}
            href={query(p.id)}
            data-provider={p.id}
            data-mode={p.mode}
            className="btn-secondary flex w-full items-center justify-center gap-2 no-underline"
            aria-disabled={redirecting ? true : undefined}
            onClick={(event) => {
              if (redirecting) event.preventDefault();
              else setRedirecting(p.redirecting);
            }}
          >
            <SocialIcon id={p.id} />
            {p.label}
          </a>
        ),
      )}
      {note && <p className="text-center text-xs text-muted">{note}</p>}
      <p role="status" className={redirecting ? 'text-center text-sm text-muted' : 'sr-only'}>
        {redirecting ?? ''}
      </p>
    </div>
  );
}
