'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  base32,
  inviteStaffMember,
  resendStaffInvitation,
  revokeStaffInvitation,
  resetStaffSecondFactor,
  setStaffDisabled,
  setStaffRole,
} from '@/domain/staff';
import { authorizeStaff, getDb, getStaffAuth } from '@/server';
import type { StaffError } from './server';

const PAGE = '/admin/staff/';

/**
 * What the second-factor reset form shows after posting: an error, or the key to hand over
 * once (in base32, as authenticator apps take it, and as its otpauth:// link).
 */
export type KeyFormState = {
  error?: StaffError;
  key?: { email: string; totpSecret: string; otpauth: string };
};

const text = (form: unknown, name: string, max = 200) => {
  if (!(form instanceof FormData)) return '';
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/** Back to the list with the outcome or the refusal. */
function done(
  outcome: { ok: true; changed: boolean } | { ok: false; code: string },
  said = 'saved',
): never {
  revalidatePath(PAGE);
  if (outcome.ok) redirect(`${PAGE}?outcome=${outcome.changed ? said : 'unchanged'}`);
  redirect(`${PAGE}?error=${encodeURIComponent(outcome.code)}`);
}

/**
 * Invites a member by email (issue 16): their account with its role, and an email in their
 * language whose single-use link lets them choose a password and enrol TOTP.
 */
export async function inviteStaffAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('user:create');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  const outcome = await inviteStaffMember(await getDb(), check.actor, {
    email: text(form, 'email', 254),
    name: text(form, 'name', 100),
    role: text(form, 'role', 20),
    locale: text(form, 'locale') === 'en' ? 'en' : 'es',
  });
  done(outcome.ok ? { ok: true, changed: true } : outcome, 'invited');
}

/** Sends an invitation again: the previous link stops working. */
export async function resendInvitationAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('user:create');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  done(await resendStaffInvitation(await getDb(), check.actor, text(form, 'id', 64)), 'resent');
}

/** Revokes a pending invitation: the link opens nothing and the account is disabled. */
export async function revokeInvitationAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('user:ban');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  done(await revokeStaffInvitation(await getDb(), check.actor, text(form, 'id', 64)), 'revoked');
}

/** Another role for a staff member (never the last admin's, nor one's own admin role). */
export async function setRoleAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('user:set-role');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  done(
    await setStaffRole(await getDb(), check.actor, text(form, 'id', 64), text(form, 'role', 20)),
  );
}

/** Disables (sessions end at once) or enables a staff account. */
export async function setDisabledAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('user:ban');
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  done(
    await setStaffDisabled(
      await getDb(),
      check.actor,
      text(form, 'id', 64),
      text(form, 'disabled') === 'true',
    ),
  );
}

/** A new authenticator key for a staff member (a lost phone), shown once. */
export async function resetSecondFactorAction(
  _previous: KeyFormState,
  form: FormData,
): Promise<KeyFormState> {
  const check = await authorizeStaff('user:update');
  if (!check.ok) return { error: 'FORBIDDEN' };
  const reset = await resetStaffSecondFactor(
    await getDb(),
    await getStaffAuth(),
    check.actor,
    text(form, 'id', 64),
  );
  if (!reset.ok) return { error: reset.code };
  revalidatePath(PAGE);
  return {
    key: { email: reset.email, totpSecret: base32(reset.totpSecret), otpauth: reset.otpauth },
  };
}
