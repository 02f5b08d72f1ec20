'use server';

import { isAPIError } from 'better-auth/api';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  checkCredentials,
  checkNewPassword,
  loginErrorFromAuth,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type AccountErrorCode,
} from '@/domain/customers';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { COOKIE } from '@/lib/cookies';
import { logger } from '@/lib/logger';
import { getAuth } from '@/server';
import { safeRedirectPath } from '@/lib/redirect';

/** What a form shows after the server answered: an error (code + message) or a done note. */
export type AuthFormState = {
  error?: { code: string; message: string; field?: 'email' | 'password' | 'name' };
  done?: string;
  values: { email?: string; name?: string };
};

const localeOf = (form: FormData): Locale => {
  const value = String(form.get('locale') ?? '');
  return (routing.locales as readonly string[]).includes(value)
    ? (value as Locale)
    : routing.defaultLocale;
};
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

type ErrorCode = AccountErrorCode | 'NAME_REQUIRED' | 'INVALID_TOKEN';

async function failure(
  locale: Locale,
  code: ErrorCode,
  values: AuthFormState['values'],
  field?: 'email' | 'password' | 'name',
): Promise<AuthFormState> {
  const t = await getTranslations({ locale, namespace: 'account.errors' });
  return {
    error: { code, message: t(code, { min: PASSWORD_MIN, max: PASSWORD_MAX }), field },
    values,
  };
}

/** The library's refusal as a catalogue code; a bug is logged and shown as GENERAL_ERROR. */
function codeOf(error: unknown): AccountErrorCode {
  if (isAPIError(error)) {
    const body = error.body as { code?: string } | undefined;
    if (error.status === 'TOO_MANY_REQUESTS') return 'TOO_MANY_ATTEMPTS';
    return loginErrorFromAuth(body?.code);
  }
  logger.error({ err: error }, 'auth call failed');
  return 'GENERAL_ERROR';
}

const accountPath = (locale: Locale) => getPathname({ href: '/account', locale });

/** SPEC §2 login panel and the full login page (the same form, also without JavaScript). */
export async function logIn(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const locale = localeOf(form);
  const values = { email: text(form, 'email').trim() };
  const check = checkCredentials(
    { email: text(form, 'email'), password: text(form, 'password') },
    'login',
  );
  if (!check.ok) return failure(locale, check.code, values, check.field);
  const next = safeRedirectPath(text(form, 'next'), `/${locale}/`);
  try {
    const auth = await getAuth();
    await auth.api.signInEmail({
      body: {
        email: check.email,
        password: check.password,
        rememberMe: form.get('remember') === 'on',
        // Where the confirmation link leads when the address is not confirmed yet.
        callbackURL: accountPath(locale),
      },
      headers: await headers(),
    });
  } catch (error) {
    return failure(locale, codeOf(error), values);
  }
  redirect(next);
}

export async function register(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const locale = localeOf(form);
  const name = text(form, 'name').trim().slice(0, NAME_MAX);
  const values = { email: text(form, 'email').trim(), name };
  if (!name) return failure(locale, 'NAME_REQUIRED', values, 'name');
  const check = checkCredentials(
    { email: text(form, 'email'), password: text(form, 'password') },
    'new-password',
  );
  if (!check.ok) return failure(locale, check.code, values, check.field);
  try {
    const auth = await getAuth();
    // A known address answers exactly like a new one; its owner gets an email instead.
    await auth.api.signUpEmail({
      body: {
        name,
        email: check.email,
        password: check.password,
        locale,
        callbackURL: accountPath(locale),
      },
      headers: await headers(),
    });
  } catch (error) {
    return failure(locale, codeOf(error), values);
  }
  const t = await getTranslations({ locale, namespace: 'account' });
  return { done: t('registered', { email: check.email }), values: {} };
}

/** Forgot password: the same answer whether or not the address has an account. */
export async function requestReset(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const locale = localeOf(form);
  const values = { email: text(form, 'email').trim() };
  const check = checkCredentials({ email: text(form, 'email'), password: '-' }, 'login');
  if (!check.ok) return failure(locale, check.code, values, check.field);
  try {
    const auth = await getAuth();
    await auth.api.requestPasswordReset({
      body: { email: check.email, redirectTo: getPathname({ href: '/forgot', locale }) },
      headers: await headers(),
    });
  } catch (error) {
    return failure(locale, codeOf(error), values);
  }
  const t = await getTranslations({ locale, namespace: 'account' });
  return { done: t('resetSent', { email: check.email }), values: {} };
}

/** The reset page: a single-use token; the new password ends every session of the account. */
export async function resetPassword(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const locale = localeOf(form);
  const password = text(form, 'password');
  const problem = checkNewPassword(password);
  if (problem) return failure(locale, problem, {}, 'password');
  try {
    const auth = await getAuth();
    await auth.api.resetPassword({
      body: { newPassword: password, token: text(form, 'token') },
      headers: await headers(),
    });
  } catch (error) {
    const body = isAPIError(error) ? (error.body as { code?: string } | undefined) : undefined;
    if (body?.code === 'INVALID_TOKEN') return failure(locale, 'INVALID_TOKEN', {});
    return failure(locale, codeOf(error), {});
  }
  const t = await getTranslations({ locale, namespace: 'account' });
  return { done: t('passwordChanged'), values: {} };
}

export async function logOut(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() }).catch((error: unknown) => {
    logger.warn({ err: error }, 'sign-out failed');
  });
  // A shared device keeps nothing of the customer's: the browser forgets their cart and booking
  // in progress (their places are released when the holds run out).
  const jar = await cookies();
  for (const name of [COOKIE.cart, COOKIE.booking, COOKIE.token]) jar.delete(name);
  redirect(`/${locale}/`);
}
