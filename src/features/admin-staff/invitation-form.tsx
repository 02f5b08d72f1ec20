'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { acceptInvitationAction, type AcceptFormState } from './invitation-actions';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-2 text-base focus:outline-2 focus:outline-lagoon';

export type AcceptLabels = Record<
  | 'password'
  | 'passwordHint'
  | 'confirm'
  | 'keyTitle'
  | 'keyHint'
  | 'qr'
  | 'key'
  | 'link'
  | 'code'
  | 'submit'
  | 'done'
  | 'signIn'
  | 'mismatch'
  | 'retypePassword',
  string
> & { errors: Record<string, string> };

/**
 * The invitation's form: a password, then the authenticator key and a code from it. After a
 * refusal the code typed comes back from the action's state; the passwords are typed again.
 */
export function AcceptInvitationForm({
  token,
  keyText,
  otpauth,
  qrSvg,
  labels,
}: {
  token: string;
  keyText: string;
  otpauth: string;
  qrSvg: string;
  labels: AcceptLabels;
}) {
  const [state, action, pending] = useActionState<AcceptFormState, FormData>(
    acceptInvitationAction,
    {},
  );
  if (state.done)
    return (
      <div role="status" className="rounded border border-jungle/30 bg-white p-4">
        <p>{labels.done}</p>
        <Link
          href="/admin/"
          className="mt-3 inline-block rounded bg-jungle px-4 py-2 font-semibold text-white"
        >
          {labels.signIn}
        </Link>
      </div>
    );
  const error = state.error
    ? state.error === 'MISMATCH'
      ? labels.mismatch
      : (labels.errors[state.error] ?? labels.errors.GENERAL_ERROR)
    : undefined;
  return (
    <form action={action} className="space-y-4 rounded border border-jungle/20 bg-white p-4">
      <input type="hidden" name="token" value={token} />
      <label className="block text-sm font-medium">
        {labels.password}
        <input
          name="password"
          type="password"
          required
          minLength={12}
          maxLength={128}
          autoComplete="new-password"
          aria-describedby="invite-password-hint"
          className={input}
        />
        <span id="invite-password-hint" className="mt-1 block text-xs text-muted">
          {labels.passwordHint}
        </span>
      </label>
      <label className="block text-sm font-medium">
        {labels.confirm}
        <input
          name="confirm"
          type="password"
          required
          minLength={12}
          maxLength={128}
          autoComplete="new-password"
          className={input}
        />
      </label>
      <fieldset className="space-y-2 rounded border border-jungle/20 p-3">
        <legend className="px-1 text-sm font-semibold text-jungle">{labels.keyTitle}</legend>
        <p className="text-sm text-muted">{labels.keyHint}</p>
        <div
          role="img"
          aria-label={labels.qr}
          className="h-44 w-44 bg-white [&>svg]:h-full [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="text-sm">
          {labels.key}:{' '}
          <code className="break-all font-mono" data-invite-key>
            {keyText}
          </code>
        </p>
        <p className="text-xs break-all text-muted">
          {labels.link}: <a href={otpauth}>{otpauth}</a>
        </p>
        <label className="block text-sm font-medium">
          {labels.code}
          <input
            name="code"
            required
            inputMode="numeric"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            autoComplete="one-time-code"
            defaultValue={state.values?.code}
            className={`${input} max-w-40 font-mono tracking-widest`}
          />
        </label>
      </fieldset>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800"
        >
          {error} {labels.retypePassword}
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
