import 'server-only';
import { nextCookies } from 'better-auth/next-js';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { AuditActor } from '@/domain/audit';
import {
  createStaffAuth,
  staffLocale,
  staffMay,
  type StaffAuth,
  type StaffLocale,
  type StaffPermission,
} from '@/domain/staff';
import { env } from '@/lib/env';
import { clientIpFromHeaders } from '@/lib/http';
import { getDb } from './database';

type Global = typeof globalThis & { __staffAuth?: Promise<StaffAuth> };
const g = globalThis as Global;

/** The back office's Better Auth instance (its own tables, cookie and short sessions). */
export function getStaffAuth(): Promise<StaffAuth> {
  if (!g.__staffAuth) {
    const building = (async () => {
      const e = env();
      return createStaffAuth(await getDb(), {
        baseUrl: e.BASE_URL,
        secret: e.AUTH_SECRET,
        secureCookies: e.isHttps,
        plugins: [nextCookies()],
      });
    })();
    g.__staffAuth = building;
    building.catch(() => {
      if (g.__staffAuth === building) g.__staffAuth = undefined;
    });
  }
  return g.__staffAuth;
}

export type Staff = {
  id: string;
  name: string;
  email: string;
  role: string;
  locale: StaffLocale;
};

/**
 * The signed-in staff member of this request, or undefined. A session counts only when the
 * account has its second factor enabled and is not banned: a staff session is only ever
 * created after the TOTP code, and this refuses any other.
 */
export const currentStaff = cache(async (): Promise<Staff | undefined> => {
  const auth = await getStaffAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return undefined;
  const user = session.user as typeof session.user & {
    role?: string | null;
    banned?: boolean | null;
    twoFactorEnabled?: boolean | null;
    locale?: string | null;
  };
  if (!user.twoFactorEnabled || user.banned) return undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role ?? '',
    locale: staffLocale(user.locale),
  };
});

export type StaffCheck =
  { ok: true; staff: Staff; actor: AuditActor } | { ok: false; status: 401 | 403 };

/**
 * THE role check of the back office: every admin page, server action and API endpoint calls
 * it (pages through `requireStaffPage`, endpoints through `staffEndpoint`) before reading or
 * changing anything. Anonymous → 401; signed in without the permission → 403. On success it
 * gives the audit actor (who, with role, from which address).
 */
export async function authorizeStaff(permission: StaffPermission | null): Promise<StaffCheck> {
  const staff = await currentStaff();
  if (!staff) return { ok: false, status: 401 };
  if (permission && !staffMay(staff.role, permission)) return { ok: false, status: 403 };
  const address = clientIpFromHeaders(await headers());
  return {
    ok: true,
    staff,
    actor: { id: staff.id, email: staff.email, role: staff.role, address },
  };
}

/**
 * For admin pages: the staff member allowed to see this page. Anonymous visitors are sent to
 * the sign-in form (`/admin/?next=`); staff without the permission get a 404 (the page is not
 * theirs to know about).
 */
export async function requireStaffPage(
  permission: StaffPermission | null,
  path: string,
): Promise<{ staff: Staff; actor: AuditActor }> {
  const check = await authorizeStaff(permission);
  if (check.ok) return check;
  if (check.status === 401) redirect(`/admin/?next=${encodeURIComponent(path)}`);
  notFound();
}

/** For admin API endpoints: a 403 JSON answer unless the caller holds the permission. */
export function staffEndpoint<Args extends unknown[]>(
  permission: StaffPermission,
  handler: (
    check: { staff: Staff; actor: AuditActor },
    request: Request,
    ...rest: Args
  ) => Promise<Response>,
) {
  return async (request: Request, ...rest: Args): Promise<Response> => {
    const check = await authorizeStaff(permission);
    // 403 for anonymous callers too: no staff cookie scheme to offer (a 401 would ask for one).
    if (!check.ok)
      return Response.json(
        { error: { code: check.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' } },
        { status: 403, headers: { 'Cache-Control': 'no-store' } },
      );
    return handler(check, request, ...rest);
  };
}

/** The anonymous visitor's language choice on the sign-in page (a staff member's is stored). */
export const ADMIN_LANGUAGE_COOKIE = 'xcaret-admin-lang';

/** The back office's language: the staff member's choice, else the sign-in page's, else es. */
export async function adminLocale(): Promise<StaffLocale> {
  const staff = await currentStaff();
  if (staff) return staff.locale;
  return staffLocale((await cookies()).get(ADMIN_LANGUAGE_COOKIE)?.value);
}
