'use client';

import { useActionState } from 'react';
import { resetSecondFactorAction, type KeyFormState } from './actions';

export type KeyLabels = {
  keyTitle: string;
  /** What the admin does with the replaced key. */
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
