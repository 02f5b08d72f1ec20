import type { Metadata } from 'next';
import { InvitationPage } from '@/features/admin-staff/invitation-page';

// The link's token is in the address: it never leaves as a Referer.
export const metadata: Metadata = { referrer: 'no-referrer' };

/** /admin/invitation/?t=…: an invited staff member sets a password and a second factor. */
export default async function AdminInvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ t?: string | string[] }>;
}) {
  const { t } = await searchParams;
  return <InvitationPage token={typeof t === 'string' ? t : ''} />;
}
