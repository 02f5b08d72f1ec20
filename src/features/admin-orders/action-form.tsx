'use client';

import { useActionState, type ReactNode } from 'react';
import type { DeskActionState } from './actions';

/**
 * One action of the orders desk: its fields (rendered by the server, with the request id that
 * makes a double submit the same action), a button disabled while it runs, and the outcome
 * read out (role=status, or role=alert for a refusal).
 */
export function DeskActionForm({
  action,
  title,
  submit,
  reference,
  danger = false,
  children,
}: {
  action: (prev: DeskActionState, form: FormData) => Promise<DeskActionState>;
  title: string;
  submit: string;
  reference: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState<DeskActionState, FormData>(action, {});
  return (
    <form
      action={formAction}
      aria-label={title}
      className="grid gap-2 rounded border border-jungle/20 bg-white p-3"
    >
      <h3 className="font-semibold text-jungle">{title}</h3>
      <input type="hidden" name="reference" value={reference} />
      {children}
      <div>
        <button
          disabled={pending}
          aria-disabled={pending}
          className={`rounded px-4 py-2 text-sm font-medium text-white disabled:opacity-60 ${
            danger ? 'bg-sunset-700 hover:bg-sunset-700/90' : 'bg-jungle hover:bg-jungle-700'
          }`}
        >
          {submit}
        </button>
      </div>
      <p
        key={state.at}
        role={state.ok === false ? 'alert' : 'status'}
        className={`text-sm ${state.ok === false ? 'text-sunset-700' : 'text-jungle'}`}
      >
        {state.message}
      </p>
    </form>
  );
}
