'use server';

import { isAPIError } from 'better-auth/api';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { setStaffLocale, staffLocale } from '@/domain/staff';
import { logger } from '@/lib/logger';
import { safeRedirectPath } from '@/lib/redirect';
import { ADMIN_LANGUAGE_COOKIE, authorizeStaff, getDb, getStaffAuth } from '@/server';

export type SignInErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'INVALID_CODE'
  | 'TOO_MANY_ATTEMPTS'
  | 'NO_SECOND_FACTOR'
  | 'GENERAL_ERROR';

export type StaffSignInState = {
  step: 'password' | 'code';
  error?: SignInErrorCode;
  email?: string;
  next?: string;
};

const passwordStep = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(256),
});
const codeStep = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** Only back-office pages are places to go after signing in. */
function nextPath(value: unknown): string {
  const path = safeRedirectPath(typeof value === 'string' ? value : '', '/admin/');
  return path.startsWith('/admin/') ? path : '/admin/';
}

function failure(error: unknown, fallback: SignInErrorCode): SignInErrorCode {
  if (isAPIError(error)) {
    if (error.status === 'TOO_MANY_REQUESTS') return 'TOO_MANY_ATTEMPTS';
    if (
      error.status === 'UNAUTHORIZED' ||
      error.status === 'BAD_REQUEST' ||
      error.status === 'FORBIDDEN'
    )
      return fallback;
  }
  logger.error({ err: error }, 'staff sign-in failed');
  return 'GENERAL_ERROR';
}

/**
 * The staff sign-in, in two steps: the password (Better Auth answers "second factor needed"
 * and sets its short-lived two-factor cookie), then the TOTP code (the session starts). No
 * session exists before the code is right.
 */
export async function staffSignIn(
  prev: StaffSignInState,
  form: FormData,
): Promise<StaffSignInState> {
  const next = nextPath(form.get('next'));
  const auth = await getStaffAuth();
  if (form.get('step') === 'code') {
    const parsed = codeStep.safeParse({ code: form.get('code') });
    if (!parsed.success) return { step: 'code', error: 'INVALID_CODE', email: prev.email, next };
    try {
      await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: await headers() });
    } catch (error) {
      return { step: 'code', error: failure(error, 'INVALID_CODE'), email: prev.email, next };
    }
    redirect(next);
  }
  const parsed = passwordStep.safeParse({
    email: form.get('email'),
    password: form.get('password'),
  });
  if (!parsed.success) return { step: 'password', error: 'INVALID_CREDENTIALS', next };
  const email = parsed.data.email;
  let result: unknown;
  try {
    result = await auth.api.signInEmail({ body: parsed.data, headers: await headers() });
  } catch (error) {
    return { step: 'password', error: failure(error, 'INVALID_CREDENTIALS'), email, next };
  }
  if (!(result as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    // An account without a second factor: its session is never honoured (currentStaff).
    return { step: 'password', error: 'NO_SECOND_FACTOR', email, next };
  }
  return { step: 'code', email, next };
}

export async function staffSignOut(): Promise<void> {
  const auth = await getStaffAuth();
  try {
    await auth.api.signOut({ headers: await headers() });
  } catch (error) {
    logger.warn({ err: error }, 'staff sign-out');
  }
  redirect('/admin/');
}

/** The staff member's language (stored with the account; a cookie before signing in). */
export async function setAdminLanguage(form: FormData): Promise<void> {
  const locale = staffLocale(form.get('locale'));
  const check = await authorizeStaff(null);
  if (check.ok) await setStaffLocale(await getDb(), check.actor, locale);
  (await cookies()).set(ADMIN_LANGUAGE_COOKIE, locale, {
    path: '/admin/',
    sameSite: 'strict',
    httpOnly: true,
    maxAge: 365 * 86_400,
  });
  redirect(nextPath(form.get('back')));
}
