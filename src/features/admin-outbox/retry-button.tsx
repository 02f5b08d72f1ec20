'use client';

import { useActionState } from 'react';
import { retryAction, type RetryState } from './actions';

/** The retry of one failed message; its outcome is read out. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const [state, action, pending] = useActionState<RetryState, FormData>(retryAction, {});
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button
        disabled={pending}
        className="rounded bg-jungle px-3 py-1.5 text-sm font-medium text-white hover:bg-jungle-700 disabled:opacity-60"
      >
        {label}
      </button>
      <p
        role={state.ok === false ? 'alert' : 'status'}
        className={`text-xs ${state.ok === false ? 'text-sunset-700' : 'text-jungle'}`}
      >
        {state.message}
      </p>
    </form>
  );
}
