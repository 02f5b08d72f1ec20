'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { staffSignIn, type StaffSignInState } from './actions';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-lagoon';

/** The staff sign-in: email and password, then the authenticator's code. */
export function StaffSignInForm({ next, sessionHours }: { next?: string; sessionHours: number }) {
  const t = useTranslations('admin.signIn');
  const [state, action, pending] = useActionState<StaffSignInState, FormData>(staffSignIn, {
    step: 'password',
    next,
  });
  const error = state.error ? t(`errors.${state.error}`) : undefined;
  return (
    <section className="mx-auto w-full max-w-sm px-4 py-10" aria-labelledby="staff-sign-in">
      <h1 id="staff-sign-in" className="text-2xl font-semibold text-jungle">
        {state.step === 'code' ? t('codeTitle') : t('title')}
      </h1>
      <p className="mt-2 text-sm text-muted">
        {state.step === 'code' ? t('codeIntro') : t('intro', { hours: sessionHours })}
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded border border-sunset/50 bg-sunset/10 px-3 py-2 text-sm text-sunset-700"
        >
          {error}
        </p>
      ) : null}
      <form action={action} className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="next" value={state.next ?? next ?? ''} />
        {state.step === 'code' ? (
          <>
            <input type="hidden" name="step" value="code" />
            <label className="block text-sm font-medium">
              {t('code')}
              <input
                className={`${field} tracking-[0.4em]`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                required
                autoFocus
              />
            </label>
            <button
              type="submit"
              disabled={pending}
              className="w-full rounded bg-jungle px-4 py-2 font-medium text-white hover:bg-jungle-700 disabled:opacity-60"
            >
              {t('verify')}
            </button>
          </>
        ) : (
          <>
            <input type="hidden" name="step" value="password" />
            <label className="block text-sm font-medium">
              {t('email')}
              <input
                className={field}
                name="email"
                type="email"
                autoComplete="username"
                defaultValue={state.email}
                required
              />
            </label>
            <label className="block text-sm font-medium">
              {t('password')}
              <input
                className={field}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </label>
            <button
              type="submit"
              disabled={pending}
              className="w-full rounded bg-jungle px-4 py-2 font-medium text-white hover:bg-jungle-700 disabled:opacity-60"
            >
              {t('submit')}
            </button>
          </>
        )}
      </form>
      {state.step === 'code' ? (
        // A new page load: the form starts again at the password step.
        <form action="/admin/" method="get" className="mt-4">
          <button className="text-sm text-lagoon-800 underline">{t('restart')}</button>
        </form>
      ) : null}
    </section>
  );
}
