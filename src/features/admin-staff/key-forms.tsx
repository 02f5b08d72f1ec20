'use client';

import { useActionState } from 'react';
import { createStaffAction, resetSecondFactorAction, type KeyFormState } from './actions';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const button =
  'rounded bg-jungle px-3 py-1.5 text-sm font-medium text-white hover:bg-jungle/90 focus:outline-2 focus:outline-offset-2 focus:outline-lagoon disabled:opacity-60';

export type KeyLabels = {
  keyTitle: string;
  /** What the admin does with the key (a new account's, or a replaced one's). */
  keyHint: string;
  secret: string;
  link: string;
  errors: Record<string, string>;
};

/** The new authenticator key, shown once, for the admin to hand over. */
function KeyShown({ state, labels }: { state: KeyFormState; labels: KeyLabels }) {
  if (state.error)
    return (
      <p
        role="alert"
        className="mt-2 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800"
      >
        {labels.errors[state.error] ?? labels.errors.GENERAL_ERROR}
      </p>
    );
  if (!state.key) return null;
  return (
    <div
      role="status"
      className="mt-2 rounded border border-jungle/30 bg-sand/50 p-2 text-sm"
      data-key
    >
      <p className="font-semibold">{labels.keyTitle.replace('{email}', state.key.email)}</p>
      <p className="text-muted">{labels.keyHint}</p>
      <p className="mt-1">
        {labels.secret}:{' '}
        <code className="break-all" data-secret>
          {state.key.totpSecret}
        </code>
      </p>
      <p className="mt-1">
        {labels.link}: <code className="break-all">{state.key.otpauth}</code>
      </p>
    </div>
  );
}

/** Creates a staff account; the key of its second factor appears once below. */
export function CreateStaffForm({
  roles,
  labels,
}: {
  roles: { value: string; text: string }[];
  labels: KeyLabels &
    Record<
      'title' | 'email' | 'name' | 'password' | 'passwordHint' | 'role' | 'language' | 'create',
      string
    >;
}) {
  const [state, action, pending] = useActionState<KeyFormState, FormData>(createStaffAction, {});
  return (
    <form
      action={action}
      aria-label={labels.title}
      className="grid gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-2"
    >
      <h2 className="font-semibold text-jungle sm:col-span-2">{labels.title}</h2>
      <label className="text-sm">
        {labels.email}
        <input name="email" type="email" required autoComplete="off" className={input} />
      </label>
      <label className="text-sm">
        {labels.name}
        <input name="name" required maxLength={80} autoComplete="off" className={input} />
      </label>
      <label className="text-sm">
        {labels.password}
        <input
          name="password"
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          aria-describedby="staff-password-hint"
          className={input}
        />
        <span id="staff-password-hint" className="mt-1 block text-xs text-muted">
          {labels.passwordHint}
        </span>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm">
          {labels.role}
          <select name="role" className={input} defaultValue="frontdesk">
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.text}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {labels.language}
          <select name="locale" className={input} defaultValue="es">
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        </label>
      </div>
      <div className="sm:col-span-2">
        <button className={button} disabled={pending}>
          {labels.create}
        </button>
        <KeyShown state={state} labels={labels} />
      </div>
    </form>
  );
}

/** Gives a staff member a new authenticator key (the old one stops working). */
export function ResetKeyForm({
  id,
  label,
  labels,
}: {
  id: string;
  label: string;
  labels: KeyLabels & { reset: string };
}) {
  const [state, action, pending] = useActionState<KeyFormState, FormData>(
    resetSecondFactorAction,
    {},
  );
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button
        disabled={pending}
        aria-label={label}
        className="rounded border border-jungle px-2 py-1 text-xs font-medium text-jungle focus:outline-2 focus:outline-lagoon"
      >
        {labels.reset}
      </button>
      <KeyShown state={state} labels={labels} />
    </form>
  );
}
