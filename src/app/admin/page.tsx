import { AdminHome } from '@/features/admin-shell/home';
import { StaffSignInForm } from '@/features/admin-shell/sign-in-form';
import { loadAdminShell } from '@/features/admin-shell/server';
import { failedCountForHome } from '@/features/admin-outbox/server';

/** /admin/: the staff sign-in form for anyone not signed in, else the staff's start page. */
export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  const shell = await loadAdminShell();
  if (!shell.staff)
    return (
      <StaffSignInForm
        next={typeof next === 'string' ? next : undefined}
        sessionHours={shell.sessionHours}
      />
    );
  return <AdminHome shell={shell} failed={await failedCountForHome()} />;
}
