'use client';

import { useActionState } from 'react';
import type { LookupState } from './actions';

type Props = {
  locale: string;
  action: (state: LookupState, form: FormData) => Promise<LookupState>;
  labels: { reference: string; email: string; send: string; sent: string; rateLimited: string };
};

/** "Find my booking": works without JavaScript too (a plain form post to the server action). */
export function LookupForm({ locale, action, labels }: Props) {
  const [state, submit, pending] = useActionState<LookupState, FormData>(action, {
    status: 'idle',
  });
  return (
    <form action={submit} className="grid max-w-md gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div>
        <label htmlFor="manage-reference" className="field-label">
          {labels.reference}
        </label>
        <input
          id="manage-reference"
          name="reference"
          required
          maxLength={40}
          autoComplete="off"
          placeholder="XH-XXXXXXXX"
          className="field w-full uppercase"
        />
      </div>
      <div>
        <label htmlFor="manage-email" className="field-label">
          {labels.email}
        </label>
        <input
          id="manage-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className="field w-full"
        />
      </div>
      <button type="submit" className="btn-primary justify-self-start" disabled={pending}>
        {labels.send}
      </button>
      <p role="status" aria-live="polite" className="text-sm">
        {state.status === 'sent' && labels.sent}
        {state.status === 'rate-limited' && (
          <span className="text-red-800">{labels.rateLimited}</span>
        )}
      </p>
    </form>
  );
}
