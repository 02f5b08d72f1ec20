'use client';

import { useActionState } from 'react';
import { changeOwnPasswordAction, type PasswordFormState } from './password-actions';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-2 text-base focus:outline-2 focus:outline-lagoon';

export type PasswordLabels = Record<
  'current' | 'next' | 'nextHint' | 'code' | 'submit' | 'done',
  string
> & { errors: Record<string, string> };

/** Current password, new password, authenticator code. */
export function OwnPasswordForm({ labels }: { labels: PasswordLabels }) {
  const [state, action, pending] = useActionState<PasswordFormState, FormData>(
    changeOwnPasswordAction,
    {},
  );
  return (
    <form action={action} className="space-y-4 rounded border border-jungle/20 bg-white p-4">
      <label className="block text-sm font-medium">
        {labels.current}
        <input
          name="current"
          type="password"
          required
          autoComplete="current-password"
          className={input}
        />
      </label>
      <label className="block text-sm font-medium">
        {labels.next}
        <input
          name="next"
          type="password"
          required
          minLength={12}
          maxLength={128}
          autoComplete="new-password"
          aria-describedby="own-password-hint"
          className={input}
        />
        <span id="own-password-hint" className="mt-1 block text-xs text-muted">
          {labels.nextHint}
        </span>
      </label>
      <label className="block text-sm font-medium">
        {labels.code}
        <input
          name="code"
          required
          inputMode="numeric"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          autoComplete="one-time-code"
          className={`${input} max-w-40 font-mono tracking-widest`}
        />
      </label>
      {state.error ? (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800"
        >
          {labels.errors[state.error] ?? labels.errors.GENERAL_ERROR}
        </p>
      ) : state.done ? (
        <p role="status" className="rounded border border-jungle/30 bg-sand/50 p-2 text-sm">
          {labels.done}
        </p>
      ) : null}
      <button
        disabled={pending}
        className="rounded bg-jungle px-4 py-2 font-semibold text-white hover:bg-jungle/90 focus:outline-2 focus:outline-offset-2 focus:outline-lagoon disabled:opacity-60"
      >
        {labels.submit}
      </button>
    </form>
  );
}
